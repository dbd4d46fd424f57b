import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { FormGuard } from "./form-screen";
import { Form, useLoaderData } from "@remix-run/react";
import type { DepositFigures } from "~/domain/deposit-figures";
import { formatMoney } from "~/domain/offers";
import type { StatusAction } from "~/domain/status-screens";
import { translateFromMatches, useT, type PageTexts } from "~/i18n/use-t";
import styles from "~/styles/status.css";
import { FlowLayout } from "./flow-layout";
import { Facts } from "./facts";
import { useDepositFactRows } from "./deposit-figures";

export interface StatusScreenData extends PageTexts {
  screen: string;
  title: string;
  paragraphs: string[];
  tips: { heading: string; items: readonly string[] } | null;
  action: StatusAction;
  actionText: string;
  actionHref: string;
  withdraw: { href: string; text: string } | null;
  application: { applicationId: string; productName: string | null; statusLabel: string | null } | null;
  documents: string[];
  funding: {
    creditLimit: number;
    balance: number | null;
    promotion: number;
    paid: number | null;
    remaining: number | null;
    daysLeftToFund: number | null;
    figures: DepositFigures;
  } | null;
  fundToday: boolean;
  notice: string | null;
  backHref: string | null;
}

export const statusLinks: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const statusMeta: MetaFunction = ({ data, matches }) => [
  { title: (data as StatusScreenData | undefined)?.title ?? translateFromMatches(matches)("status.metaTitle") },
];

export function StatusScreen() {
  const data = useLoaderData() as StatusScreenData;
  const t = useT();
  return (
    <FlowLayout backHref={data.backHref ?? undefined} title={data.title}>
      {data.notice ? (
        <div className="alert alert--success" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      {data.application ? <ApplicationSummary application={data.application} /> : null}
      {data.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {data.documents.length ? (
        <>
          <p>{t("status.documentsIntro")}</p>
          <ul className="status-list">
            {data.documents.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
      {data.funding ? <FundingFigures funding={data.funding} /> : null}
      {data.tips ? (
        <section className="status-tips" aria-labelledby="status-tips-title">
          <h2 id="status-tips-title" className="status-tips__title">
            {data.tips.heading}
          </h2>
          <ul className="status-list">
            {data.tips.items.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.action === "fund" ? (
        <FundForm text={data.actionText} fundToday={data.fundToday} />
      ) : (
        <p className="status-actions">
          <a className="button button--primary" href={data.actionHref}>
            {data.actionText}
          </a>
        </p>
      )}
      {data.withdraw ? (
        <p className="status-withdraw">
          <a href={data.withdraw.href}>{data.withdraw.text}</a>
        </p>
      ) : null}
    </FlowLayout>
  );
}

function ApplicationSummary({ application }: { application: NonNullable<StatusScreenData["application"]> }) {
  const t = useT();
  return (
    <Facts
      block="status-summary"
      rows={[
        application.productName ? [t("status.card"), application.productName] : null,
        [t("status.applicationNumber"), application.applicationId],
      ]}
    />
  );
}

function FundingFigures({ funding }: { funding: NonNullable<StatusScreenData["funding"]> }) {
  const t = useT();
  const depositRows = useDepositFactRows(funding.figures);
  return (
    <Facts
      block="status-summary"
      modifier="figures"
      rows={[
        ...depositRows,
        funding.paid !== null && (funding.paid > 0 || funding.promotion > 0)
          ? [t("status.depositReceived"), formatMoney(funding.paid)]
          : null,
        funding.remaining !== null ? [t("status.leftToFund"), formatMoney(funding.remaining)] : null,
        funding.daysLeftToFund !== null ? [t("status.daysLeftToFund"), funding.daysLeftToFund] : null,
      ]}
    />
  );
}

/** A form post, so it works without JavaScript. */
function FundForm({ text, fundToday }: { text: string; fundToday: boolean }) {
  const t = useT();
  return (
    <Form method="post" className="form status-fund">
      <FormGuard />
      <div className="field">
        <div className="checkbox">
          <input
            className="checkbox__input"
            type="checkbox"
            id="fundToday"
            name="fundToday"
            defaultChecked={fundToday}
            aria-describedby="fundToday-hint"
          />
          <label className="checkbox__label" htmlFor="fundToday">
            {t("status.fundWhole")}
          </label>
        </div>
        <p className="field__hint checkbox__hint" id="fundToday-hint">
          {t("status.fundWholeHint")}
        </p>
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--primary">
          {text}
        </button>
      </div>
    </Form>
  );
}
