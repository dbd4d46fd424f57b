import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useScreenForm } from "~/components/screen-form";
import { CREDIT_LINE_MAX_LENGTH } from "~/domain/constants";
import { amountInputText } from "~/domain/money";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { CREDIT_LINE_FIELDS, creditLineSchema } from "~/server/form-schemas.server";
import { chooseCreditLine, currentAmount, requireCreditLineStep } from "~/features/credit-line/credit-line.server";
import { completeStep } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import styles from "~/styles/credit-line.css";
import { formScreen, SubmitButton, ScreenForm } from "~/components/form-screen";
import { useT } from "~/i18n/use-t";
import { formState } from "~/server/form-screen.server";

export const { PATH, links, meta, clientAction, shouldRevalidate } = formScreen(
  "creditLineCustom",
  styles,
  "creditLineCustom.metaTitle",
);

export async function loader({ context }: LoaderFunctionArgs) {
  const { offer, pricing } = await requireCreditLineStep(context);
  return {
    cardType: pricing.cardType,
    cardName: offer.name,
    bounds: pricing.creditLineBounds,
    reduction: pricing.incentive?.depositReduction ?? null,
    ...(await formState(context, PATH, "creditLine", "creditLineCustom")),
    constraint: constraintOf(creditLineSchema(pricing.creditLineBounds)),
    defaults: { amount: amountInputText(currentAmount(context, pricing)) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, CREDIT_LINE_FIELDS);
  const { offer, pricing } = await requireCreditLineStep(context, 303);
  const submission = parseSubmission(form, creditLineSchema(pricing.creditLineBounds));
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  chooseCreditLine(context, offer, pricing, submission.value.amount);
  if (pricing.cardType === "launch") {
    // SPEC §2.2: for Launch, 'Continue' returns to the credit line screen, which confirms the amount.
    return redirect(pathOf("creditLine"), 303);
  }
  completeStep(context, "creditLine");
  track(context, creditLineNextEvents(pricing.cardType), { step_name: "credit_line" });
  return redirect(pathOf("identity"), 303);
}

export default function CreditLineCustom() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const { fields, ...flow } = useScreenForm("credit-line-custom", data);
  const range = { min: formatMoney(data.bounds.min), max: formatMoney(data.bounds.max), card: data.cardName };

  return (
    <FlowLayout
      backHref={pathOf("creditLine")}
      step={stepOf("creditLineCustom")}
      title={t("creditLineCustom.title")}
      lead={<p>{t("creditLine.lead")}</p>}
    >
      <ScreenForm flow={flow}>
        <MoneyField
          meta={fields.amount}
          label={t("creditLineCustom.amountLabel")}
          hint={t("creditLineCustom.amountHint", range)}
          maxLength={CREDIT_LINE_MAX_LENGTH}
        />
        {data.reduction ? (
          <p className="note">{t("creditLineCustom.reduction", { amount: formatMoney(data.reduction) })}</p>
        ) : null}
        <SubmitButton>{t("creditLineCustom.continue")}</SubmitButton>
      </ScreenForm>
      <HelpTray paragraphs={[t("creditLine.helpDeposit"), t("creditLineCustom.helpRange", range)]} />
    </FlowLayout>
  );
}
