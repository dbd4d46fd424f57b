import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { completeStep } from "~/features/flow/flow.server";
import { readForm } from "~/session/form.server";
import { depositFiguresOf, requireOpenStep } from "~/features/submission/submission.server";
import { DepositFacts } from "~/components/deposit-figures";
import styles from "~/styles/funding.css";
import { FormGuard, screenHead } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { useT } from "~/i18n/use-t";
import { richText } from "~/i18n/rich";

export const { links, meta } = screenHead(styles, "creditLineFundLater.metaTitle");

export async function loader({ context }: LoaderFunctionArgs) {
  const draft = requireOpenStep(context, "fundingSource");
  return {
    texts: pageTexts(context, "creditLineFundLater"),
    figures: depositFiguresOf(draft),
    daysToFund: DAYS_LEFT_TO_FUND_DEFAULT,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, context, []);
  requireOpenStep(context, "fundingSource", 303);
  const { session } = context;
  context.cards.delete(session.id);
  session.data.draft = { ...session.data.draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  return redirect(pathOf("terms"), 303);
}

export default function CreditLineFundLater() {
  const { figures, daysToFund } = useLoaderData<typeof loader>();
  const promoted = figures !== null && figures.promotionalCredit > 0;
  const t = useT();
  return (
    <FlowLayout
      backHref={pathOf("fundingSource")}
      step={stepOf("fundingSource")}
      title={t("creditLineFundLater.title")}
    >
      <p>
        {figures === null
          ? t("creditLineFundLater.introNoAmount")
          : promoted
            ? t("creditLineFundLater.introToPay", { amount: formatMoney(figures.toPay) })
            : t("creditLineFundLater.intro", { amount: formatMoney(figures.deposit) })}
      </p>
      {/* With a promotion, the part the bank adds and the applicant's part (ADR 0011). */}
      {figures && promoted ? <DepositFacts figures={figures} /> : null}
      <h2 className="section-title">{t("creditLineFundLater.nextHeading")}</h2>
      <ol className="steps-list">
        <li>{t("creditLineFundLater.stepTerms")}</li>
        <li>{t("creditLineFundLater.stepReview")}</li>
        <li>
          {richText(t("creditLineFundLater.stepFund", { days: daysToFund }), {
            strong: (inner) => <strong>{inner}</strong>,
            link: (inner) => <a href={pathOf("checkStatus")}>{inner}</a>,
          })}
        </li>
        <li>{t("creditLineFundLater.stepCard")}</li>
      </ol>
      <p>{t("creditLineFundLater.closed", { days: daysToFund })}</p>
      <Form method="post" className="form">
        <FormGuard />
        <div className="form__actions form__actions--stack">
          <button type="submit" className="button button--primary">
            {t("creditLineFundLater.continue")}
          </button>
          <a className="button button--secondary" href={pathOf("creditLineConfirm")}>
            {t("creditLineFundLater.fundToday")}
          </a>
        </div>
      </Form>
      <HelpTray paragraphs={[t("creditLineFundLater.helpDeposit"), t("creditLineFundLater.helpSooner")]} />
    </FlowLayout>
  );
}
