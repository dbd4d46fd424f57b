import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Facts } from "~/components/facts";
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { FlowLayout } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import {
  DISCLOSURE_TABS,
  disclosureView,
  disclosuresHref,
  STATE_NOTICES,
  type DisclosureTab,
  type StateNotice,
} from "~/domain/disclosures";
import { launchMonthlyFeeParams } from "~/domain/funding-flow";
import { formatMoney, offerFor } from "~/domain/offers";
import { PROGRAM_FEE, type CardType } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { requireConfiguration } from "~/features/flow/flow.server";
import styles from "~/styles/funding.css";
import { noFormAction } from "~/features/routing/no-form.server";
import { stylesheet } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { translateFromMatches, useT } from "~/i18n/use-t";
import type { Translate } from "~/i18n/translate";

export const links = stylesheet(styles);

function tabLabel(t: Translate, tab: DisclosureTab): string {
  switch (tab) {
    case "rates":
      return t("disclosures.tabRates");
    case "esign":
      return t("disclosures.tabEsign");
    case "terms":
      return t("disclosures.tabTerms");
    case "privacy":
      return t("disclosures.tabPrivacy");
    case "state":
      return t("disclosures.tabState");
  }
}

/** Ours; the bank's documents are linked, not quoted. */
function stateNotice(t: Translate, notice: StateNotice): { title: string; text: string } {
  switch (notice) {
    case "california":
      return { title: t("disclosures.californiaTitle"), text: t("disclosures.californiaText") };
    case "ohio":
      return { title: t("disclosures.ohioTitle"), text: t("disclosures.ohioText") };
    case "wisconsin":
      return { title: t("disclosures.wisconsinTitle"), text: t("disclosures.wisconsinText") };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  return [{ title: data ? t("disclosures.metaTitle", { tab: tabLabel(t, data.tab) }) : t("disclosures.title") }];
};

function documentUrl(base: string | null | undefined, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${base ?? ""}${path}`;
}

/** SPEC §2.2: tabs as links (?tab=…&cardType=…), enhanced to an ARIA tablist. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { draft } = context.session.data;
  const { tab, cardType } = disclosureView(new URL(request.url).searchParams, draft.cardType ?? "basic");
  const config = await requireConfiguration(context);
  const offer =
    offerFor(config, cardType, new Date(context.now())) ?? offerFor(config, "basic", new Date(context.now()));
  const base = config.storageAccountBaseUrl;
  return {
    texts: pageTexts(context, "disclosures"),
    tab,
    cardType: offer?.cardType ?? cardType,
    card: offer
      ? {
          name: offer.name,
          apr: offer.apr,
          annualFee: offer.annualFee,
          minimumDeposit: offer.minimumDeposit,
          maximumCreditLimit: offer.maximumCreditLimit,
          programFee: PROGRAM_FEE[offer.cardType],
          termsUrl: offer.termsUrl,
        }
      : null,
    documents: {
      eSign: documentUrl(base, config.electronicDisclosureDocumentPath),
      privacyPolicy: documentUrl(base, config.privacyPolicyDocumentPath),
      privacyNotice: documentUrl(base, config.privacyNoticeDocumentPath),
    },
    homeState: draft.homeAddress?.state ?? null,
    backHref: draft.cardType ? pathOf("terms") : pathOf("intro"),
  };
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Disclosures() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const t = useT();
  const [selected, setSelected] = useState<DisclosureTab>(data.tab);
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const current = hydrated ? selected : data.tab;

  const select = (index: number) => {
    const tab = DISCLOSURE_TABS[index];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[index]?.focus();
    window.history.replaceState(window.history.state, "", disclosuresHref(tab.id, data.cardType as CardType));
    // The title names the tab shown, as the same address loaded without JavaScript does (WCAG 2.4.2).
    document.title = t("disclosures.metaTitle", { tab: tabLabel(t, tab.id) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = DISCLOSURE_TABS.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    select(index);
  };

  return (
    <FlowLayout backHref={data.backHref} title={t("disclosures.title")}>
      <p>{data.card ? t("disclosures.forCard", { card: data.card.name }) : null}</p>
      <nav aria-label={hydrated ? undefined : t("disclosures.title")} className="tabs">
        <ul
          className="tabs__list"
          role={hydrated ? "tablist" : undefined}
          aria-label={hydrated ? t("disclosures.title") : undefined}
        >
          {DISCLOSURE_TABS.map((tab, index) => {
            const active = tab.id === current;
            return (
              <li key={tab.id} className="tabs__item" role={hydrated ? "presentation" : undefined}>
                <a
                  ref={(el) => {
                    tabRefs.current[index] = el;
                  }}
                  id={`tab-${tab.id}`}
                  className={`tabs__tab${active ? " tabs__tab--active" : ""}`}
                  href={disclosuresHref(tab.id, data.cardType as CardType)}
                  aria-current={!hydrated && active ? "page" : undefined}
                  role={hydrated ? "tab" : undefined}
                  aria-selected={hydrated ? active : undefined}
                  aria-controls={hydrated ? `panel-${tab.id}` : undefined}
                  tabIndex={hydrated && !active ? -1 : undefined}
                  onClick={hydrated ? (event) => onClick(event, index) : undefined}
                  onKeyDown={hydrated ? (event) => onKeyDown(event, index) : undefined}
                >
                  {tabLabel(t, tab.id)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {DISCLOSURE_TABS.map((tab) => (
        <section
          key={tab.id}
          id={`panel-${tab.id}`}
          className="tabs__panel"
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={`tab-${tab.id}`}
          tabIndex={hydrated ? 0 : undefined}
          hidden={tab.id !== current}
        >
          <h2 className="section-title">{tabLabel(t, tab.id)}</h2>
          <Panel tab={tab.id} data={data} />
        </section>
      ))}
    </FlowLayout>
  );
}

function Panel({ tab, data }: { tab: DisclosureTab; data: Data }) {
  const t = useT();
  const card = data.card;
  switch (tab) {
    case "rates":
      return card ? (
        <>
          <Facts
            rows={[
              [t("disclosures.apr"), t("disclosures.aprValue", { apr: card.apr })],
              [t("disclosures.annualFee"), card.annualFee === 0 ? t("disclosures.none") : formatMoney(card.annualFee)],
              card.programFee > 0 ? [t("disclosures.programFee"), formatMoney(card.programFee)] : null,
              [
                t("disclosures.depositRange"),
                t("disclosures.depositRangeValue", {
                  min: formatMoney(card.minimumDeposit),
                  max: formatMoney(card.maximumCreditLimit),
                }),
              ],
            ]}
          />
          {data.cardType === "launch" ? (
            <p>{t("disclosures.launchMonthlyFee", launchMonthlyFeeParams(card.name))}</p>
          ) : null}
          <p>{t("disclosures.creditLineEqualsDeposit")}</p>
        </>
      ) : (
        <p>{t("disclosures.ratesUnavailable")}</p>
      );
    case "esign":
      return (
        <>
          <p>{t("disclosures.esignWhat")}</p>
          <p>{t("disclosures.esignNeeds")}</p>
          <DocumentLink href={data.documents.eSign}>{t("disclosures.esignDocument")}</DocumentLink>
        </>
      );
    case "terms":
      return (
        <>
          <p>{t("disclosures.termsWhat")}</p>
          <p>{t("disclosures.termsFundLater", { days: DAYS_LEFT_TO_FUND_DEFAULT })}</p>
          {card ? (
            <DocumentLink href={card.termsUrl}>{t("disclosures.termsDocument", { card: card.name })}</DocumentLink>
          ) : null}
        </>
      );
    case "privacy":
      return (
        <>
          <p>{t("disclosures.privacyWhat")}</p>
          <ul className="link-list">
            {data.documents.privacyPolicy ? (
              <li>
                <a href={data.documents.privacyPolicy}>{t("disclosures.privacyPolicy")}</a>
              </li>
            ) : null}
            {data.documents.privacyNotice ? (
              <li>
                <a href={data.documents.privacyNotice}>{t("disclosures.privacyNotice")}</a>
              </li>
            ) : null}
          </ul>
        </>
      );
    case "state":
      return (
        <>
          {STATE_NOTICES.map((notice) => {
            const { title, text } = stateNotice(t, notice.id);
            return (
              <div key={notice.id} className="state-notice">
                <h3 className="state-notice__title">
                  {title}
                  {data.homeState && notice.states.includes(data.homeState) ? (
                    <span className="state-notice__yours"> {t("disclosures.yourState")}</span>
                  ) : null}
                </h3>
                <p>{text}</p>
              </div>
            );
          })}
        </>
      );
  }
}

export const action = noFormAction;

function DocumentLink({ href, children }: { href: string | null | undefined; children: string }) {
  return href ? (
    <p>
      <a href={href}>{children}</a>
    </p>
  ) : null;
}
