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
} from "~/domain/disclosures";
import { launchMonthlyFeeText } from "~/domain/funding-flow";
import { formatMoney, offerFor } from "~/domain/offers";
import { PROGRAM_FEE, type CardType } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { requireConfiguration } from "~/features/flow/flow.server";
import styles from "~/styles/funding.css";
import { noFormAction } from "~/features/routing/no-form.server";
import { stylesheet } from "~/components/form-screen";

export const links = stylesheet(styles);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Disclosures${data ? `: ${DISCLOSURE_TABS.find((t) => t.id === data.tab)?.label ?? ""}` : ""}` },
];

function documentUrl(base: string | null | undefined, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${base ?? ""}${path}`;
}

/** Disclosures (SPEC §2.2): tabs as links (?tab=…&cardType=…), enhanced to an ARIA tablist. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { draft } = context.session.data;
  const { tab, cardType } = disclosureView(new URL(request.url).searchParams, draft.cardType ?? "basic");
  const config = await requireConfiguration(context);
  const offer =
    offerFor(config, cardType, new Date(context.now())) ?? offerFor(config, "basic", new Date(context.now()));
  const base = config.storageAccountBaseUrl;
  return {
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
  const [selected, setSelected] = useState<DisclosureTab>(data.tab);
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const current = hydrated ? selected : data.tab;

  const select = (index: number) => {
    const tab = DISCLOSURE_TABS[index];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[index]?.focus();
    window.history.replaceState(window.history.state, "", disclosuresHref(tab.id, data.cardType as CardType));
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
    <FlowLayout backHref={data.backHref} title="Disclosures">
      <p>{data.card ? `For the ${data.card.name}.` : null}</p>
      <nav aria-label={hydrated ? undefined : "Disclosures"} className="tabs">
        <ul
          className="tabs__list"
          role={hydrated ? "tablist" : undefined}
          aria-label={hydrated ? "Disclosures" : undefined}
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
                  {tab.label}
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
          <h2 className="section-title">{tab.label}</h2>
          <Panel tab={tab.id} data={data} />
        </section>
      ))}
    </FlowLayout>
  );
}

function Panel({ tab, data }: { tab: DisclosureTab; data: Data }) {
  const card = data.card;
  switch (tab) {
    case "rates":
      return card ? (
        <>
          <Facts
            rows={[
              ["Annual percentage rate (APR) for purchases", `${card.apr}%`],
              ["Annual fee", card.annualFee === 0 ? "None" : formatMoney(card.annualFee)],
              card.programFee > 0 ? ["Program fee", formatMoney(card.programFee)] : null,
              [
                "Security deposit and credit line",
                `${formatMoney(card.minimumDeposit)} to ${formatMoney(card.maximumCreditLimit)}`,
              ],
            ]}
          />
          {data.cardType === "launch" ? <p>{launchMonthlyFeeText(card.name)}</p> : null}
          <p>Your credit line equals your refundable security deposit.</p>
        </>
      ) : (
        <p>Rates are not available right now.</p>
      );
    case "esign":
      return (
        <>
          <p>
            By agreeing to the E-Sign Consent, you agree that we may give you your disclosures, agreements, statements
            and notices about your application and account electronically, on this website or by email, instead of on
            paper.
          </p>
          <p>
            You need a device with an up-to-date web browser, an email address and the ability to read PDF documents.
            You may ask for a paper copy of any document at no charge, and you may withdraw your consent at any time by
            calling Customer Service. Withdrawing consent does not affect documents already delivered.
          </p>
          {data.documents.eSign ? (
            <p>
              <a href={data.documents.eSign}>Read the full E-Sign Consent</a>
            </p>
          ) : null}
        </>
      );
    case "terms":
      return (
        <>
          <p>
            The Terms and Conditions and the Cardholder Agreement set out how your account works: your credit line,
            security deposit, interest, fees and payments. Please read them before you submit your application.
          </p>
          <p>
            If you choose to fund later, you have {DAYS_LEFT_TO_FUND_DEFAULT} days to fund your security deposit after
            you apply.
          </p>
          {card?.termsUrl ? (
            <p>
              <a href={card.termsUrl}>{card.name} Terms and Conditions and Cardholder Agreement</a>
            </p>
          ) : null}
        </>
      );
    case "privacy":
      return (
        <>
          <p>We collect and use your information to process your application and manage your account.</p>
          <ul className="link-list">
            {data.documents.privacyPolicy ? (
              <li>
                <a href={data.documents.privacyPolicy}>Privacy Policy</a>
              </li>
            ) : null}
            {data.documents.privacyNotice ? (
              <li>
                <a href={data.documents.privacyNotice}>Privacy Notice</a>
              </li>
            ) : null}
          </ul>
        </>
      );
    case "state":
      return (
        <>
          {STATE_NOTICES.map((notice) => (
            <div key={notice.title} className="state-notice">
              <h3 className="state-notice__title">
                {notice.title}
                {data.homeState && notice.states.includes(data.homeState) ? (
                  <span className="state-notice__yours"> (your state)</span>
                ) : null}
              </h3>
              <p>{notice.text}</p>
            </div>
          ))}
        </>
      );
  }
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
