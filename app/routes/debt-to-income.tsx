import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { incomeNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { PAGE_ALERT_PREFIX_KEY, PageAlert } from "~/components/page-alert";
import { useScreenForm } from "~/components/screen-form";
import { SubmitButton, ScreenForm } from "~/components/form-screen";
import { HOUSING_PAYMENT_MAX_LENGTH, INCOME_MAX_LENGTH } from "~/domain/constants";
import { amountInputText } from "~/domain/money";
import { pathOf, stepOf } from "~/domain/route-table";
import { incomeSchema, incomeWarning } from "~/server/form-schemas.server";
import type { Draft } from "~/session/data";
import { bankFor, completeStep, reopenStep } from "~/features/flow/flow.server";
import { requireOpenStep } from "~/features/submission/submission.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { constraintOf, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import { formState } from "~/server/form-screen.server";
import { serverTranslate } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/locale.server";
import { translateFromMatches, useT } from "~/i18n/use-t";
import { offlineKeeping } from "~/components/lost-connection";
import { translateMessage } from "~/i18n/validation.server";

const PATH = pathOf("income");
/** SPEC §5: the warning never blocks. */
const CONTINUE = "continue";

const INCOME_FIELDS = ["housingPayment", "annualIncome"] as const;
const MAX_LENGTH = { housingPayment: HOUSING_PAYMENT_MAX_LENGTH, annualIncome: INCOME_MAX_LENGTH };

export const { clientAction, shouldRevalidate } = offlineKeeping;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  const prefix = data?.hasErrors ? t("errors.titlePrefix") : data?.warning ? t(PAGE_ALERT_PREFIX_KEY.warning) : "";
  return [{ title: `${prefix}${t("income.metaTitle")}` }];
};

function pendingWarning(draft: Draft): string | null {
  if (draft.annualIncomeValidated !== false || draft.annualIncome === undefined) return null;
  return incomeWarning(draft.annualIncome, draft.calculatedIncome);
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireOpenStep(context, "income");
  const { draft } = context.session.data;
  const state = await formState(context, PATH, "income");
  const locale = localeOf(context);
  const warning = state.hasErrors ? null : pendingWarning(draft);
  return {
    firstName: draft.firstName ?? "",
    // SPEC §2.3 common layout: a back button; basic information shows the saved answers (docs/decisions/0020).
    backHref: pathOf("basicInfo"),
    ...state,
    constraint: constraintOf(incomeSchema),
    // A rejected post is about new answers: the warning for the saved ones would only confuse.
    warning: warning ? translateMessage(warning, serverTranslate(locale)) : null,
    defaults: {
      housingPayment: amountInputText(draft.housingPayment),
      annualIncome: amountInputText(draft.annualIncome),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, incomeSchema);
  requireOpenStep(context, "income", 303);
  const { session } = context;
  const submission = parseSubmission(form, incomeSchema);
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  const { housingPayment, annualIncome } = submission.value;
  const before = session.data.draft;
  // 'Continue' confirms exactly the answers the warning was shown for; changed answers are checked again.
  const confirming =
    form.get("intent") === CONTINUE &&
    pendingWarning(before) !== null &&
    before.housingPayment === housingPayment &&
    before.annualIncome === annualIncome;

  let calculatedIncome = before.calculatedIncome ?? null;
  if (!confirming) {
    // Keep the answers even if the bank call fails, so the form is filled when the person returns.
    session.data.draft = {
      ...before,
      housingPayment,
      annualIncome,
      calculatedIncome: null,
      minimumIncome: undefined,
      annualIncomeValidated: undefined,
    };
    try {
      calculatedIncome = await bankFor(context).calculateIncome(housingPayment);
    } catch (error) {
      return bankFailure(context, error);
    }
  }

  const warned = incomeWarning(annualIncome, calculatedIncome) !== null;
  session.data.draft = {
    ...session.data.draft,
    calculatedIncome,
    minimumIncome: warned ? "no" : "yes",
    annualIncomeValidated: !warned || confirming,
  };
  if (warned && !confirming) {
    // Not blocked: the same page shows the warning and a 'Continue' that accepts these answers.
    reopenStep(context, "income");
    return redirect(PATH, 303);
  }

  completeStep(context, "income");
  const cardType = session.data.draft.cardType;
  if (cardType) track(context, incomeNextEvents(cardType), { step_name: "income" });
  return redirect(pathOf("creditLine"), 303);
}

export default function DebtToIncome() {
  const data = useLoaderData<typeof loader>();
  const t = useT();
  const labels = { housingPayment: t("income.housingPayment"), annualIncome: t("income.annualIncome") };
  const hints = { housingPayment: t("income.housingPaymentHint"), annualIncome: t("income.annualIncomeHint") };
  const { fields, ...flow } = useScreenForm("income", data, { summaryLabels: labels });

  return (
    <FlowLayout
      backHref={data.backHref}
      step={stepOf("income")}
      title={t("income.title")}
      lead={
        <>
          {data.firstName ? <p>{t("income.thanks", { name: data.firstName })}</p> : null}
          <p>{t("income.lead")}</p>
        </>
      }
      alert={data.warning ? <IncomeWarning text={data.warning} /> : null}
    >
      <ScreenForm flow={flow}>
        {INCOME_FIELDS.map((name) => (
          <MoneyField
            key={name}
            meta={fields[name]}
            label={labels[name]}
            hint={hints[name]}
            maxLength={MAX_LENGTH[name]}
            width="medium"
          />
        ))}
        <SubmitButton name="intent" value={data.warning ? CONTINUE : "next"}>
          {data.warning ? t("income.continue") : t("income.next")}
        </SubmitButton>
      </ScreenForm>
      <HelpTray paragraphs={[t("income.helpTerms"), t("income.helpWarning")]} />
    </FlowLayout>
  );
}

function IncomeWarning({ text }: { text: string }) {
  const t = useT();
  return (
    <PageAlert kind="warning" title={t("income.warningTitle")}>
      <p>{text}</p>
      <p>{t("income.warningChoice")}</p>
    </PageAlert>
  );
}
