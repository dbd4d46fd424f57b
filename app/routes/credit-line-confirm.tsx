import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FlowLayout } from "~/components/flow-layout";
import { Facts } from "~/components/facts";
import { useDepositFactRows } from "~/components/deposit-figures";
import { CheckboxField } from "~/components/fields";
import { getFormProps } from "@conform-to/react";
import { useScreenForm } from "~/components/screen-form";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { creditLineConfirmSchema } from "~/server/form-schemas.server";
import { completeStep, reopenStep, requireOffer } from "~/features/flow/flow.server";
import { constraintOf, readForm, parseSubmission } from "~/session/form.server";
import { depositFiguresOf, requireOpenStep } from "~/features/submission/submission.server";
import styles from "~/styles/funding.css";
import { FormGuard, screenHead, SubmitButton } from "~/components/form-screen";
import { pageTexts } from "~/i18n/catalogues.server";
import { useT } from "~/i18n/use-t";

export const { links, meta } = screenHead(styles, "creditLineConfirm.metaTitle");

export async function loader({ context }: LoaderFunctionArgs) {
  const draft = requireOpenStep(context, "fundingSource");
  const offer = await requireOffer(context, draft.cardType ?? "basic");
  return {
    texts: pageTexts(context, "creditLineConfirm"),
    cardName: offer.name,
    figures: depositFiguresOf(draft),
    constraint: constraintOf(creditLineConfirmSchema),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, creditLineConfirmSchema);
  requireOpenStep(context, "fundingSource", 303);
  const submission = parseSubmission(form, creditLineConfirmSchema);
  // A single optional checkbox cannot be invalid; anything unreadable counts as not ticked.
  const fundToday = submission.status === "success" ? submission.value.fundToday : false;
  const { session } = context;
  if (fundToday) {
    session.data.draft = { ...session.data.draft, fundToday: true, fundingType: "DBT" };
    reopenStep(context, "fundingSource");
    return redirect(pathOf("fundingSource"), 303);
  }
  context.cards.delete(session.id);
  session.data.draft = { ...session.data.draft, fundToday: false, fundingType: "FDL", paymentAmount: undefined };
  completeStep(context, "fundingSource");
  return redirect(pathOf("creditLineFundLater"), 303);
}

const FUND_TODAY = { fundToday: "on" };

export default function CreditLineConfirm() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { form, fields } = useScreenForm("credit-line-confirm", { constraint: data.constraint, defaults: FUND_TODAY });
  const figures = data.figures;
  const depositRows = useDepositFactRows(figures);
  return (
    <FlowLayout
      backHref={pathOf("creditLineFundLater")}
      step={stepOf("fundingSource")}
      title={t("creditLineConfirm.title")}
    >
      <Facts rows={[[t("creditLineConfirm.card"), data.cardName], ...depositRows]} />
      <Form method="post" {...getFormProps(form, { ariaAttributes: false })} className="form">
        <FormGuard />
        <CheckboxField
          meta={fields.fundToday}
          label={
            figures === null
              ? t("creditLineConfirm.fundTodayNoAmount")
              : figures.promotionalCredit > 0
                ? t("creditLineConfirm.fundTodayToPay", { amount: formatMoney(figures.toPay) })
                : t("creditLineConfirm.fundToday", { amount: formatMoney(figures.deposit) })
          }
          hint={t("creditLineConfirm.fundTodayHint")}
        />
        <SubmitButton>{t("creditLineConfirm.confirm")}</SubmitButton>
      </Form>
    </FlowLayout>
  );
}
