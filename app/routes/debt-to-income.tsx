import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { incomeNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { ErrorSummary } from "~/components/error-summary";
import { MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { PAGE_ALERT_PREFIX_KEY, PageAlert } from "~/components/page-alert";
import { translateFromMatches } from "~/i18n/use-t";
import { useFlowForm } from "~/components/use-flow-form";
import { FormGuard, SubmitButton } from "~/components/form-screen";
import { HOUSING_PAYMENT_MAX_LENGTH, INCOME_MAX_LENGTH } from "~/domain/constants";
import { amountInputText } from "~/domain/money";
import { pathOf, stepOf } from "~/domain/route-table";
import { incomeSchema, incomeWarning } from "~/server/form-schemas.server";
import type { Draft } from "~/session/data";
import { bankFor, completeStep, reopenStep, requireStep, upstreamFailure } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm } from "~/session/form.server";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("income");
/** The button that confirms the answers a warning was shown for (SPEC §5: the warning never blocks). */
const CONTINUE = "continue";

/** The fields' names, on the page and in the error summary. */
const INCOME_LABELS = { housingPayment: "Monthly housing payment", annualIncome: "Annual income" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = translateFromMatches(matches);
  const prefix = data?.hasErrors ? t("errors.titlePrefix") : data?.warning ? t(PAGE_ALERT_PREFIX_KEY.warning) : "";
  return [{ title: `${prefix}Your income – Step 3 of 9` }];
};

/** The warning for the saved answers, while the applicant has not confirmed them. */
function pendingWarning(draft: Draft): string | null {
  if (draft.annualIncomeValidated !== false || draft.annualIncome === undefined) return null;
  return incomeWarning(draft.annualIncome, draft.calculatedIncome);
}

export async function loader({ context }: LoaderFunctionArgs) {
  requireStep(context, "income");
  const { draft } = context.session.data;
  const state = await formState(context, PATH);
  return {
    firstName: draft.firstName ?? "",
    // SPEC §2.3 common layout: a back button; basic information shows the saved answers (docs/decisions/0062).
    backHref: pathOf("basicInfo"),
    ...state,
    constraint: constraintOf(incomeSchema),
    // A rejected post is about new answers: the warning for the saved ones would only confuse.
    warning: state.hasErrors ? null : pendingWarning(draft),
    defaults: {
      housingPayment: amountInputText(draft.housingPayment),
      annualIncome: amountInputText(draft.annualIncome),
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, incomeSchema);
  requireStep(context, "income");
  const { session } = context;
  const submission = parseWithZod(form, { schema: incomeSchema });
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
      return upstreamFailure(context, error);
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
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "income",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
    summaryLabels: INCOME_LABELS,
  });

  return (
    <FlowLayout
      backHref={data.backHref}
      step={stepOf("income")}
      title="Tell us about your income"
      lead={
        <>
          {data.firstName ? <p>Thank you, {data.firstName}. You're verified and your application is saved.</p> : null}
          <p>We use your income and housing payment to make sure your card fits your budget.</p>
        </>
      }
      alert={data.warning ? <IncomeWarning text={data.warning} /> : null}
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        <MoneyField
          meta={fields.housingPayment}
          label={INCOME_LABELS.housingPayment}
          hint="Your monthly rent or mortgage payment. Enter 0 if you do not pay for housing."
          maxLength={HOUSING_PAYMENT_MAX_LENGTH}
          width="medium"
        />
        <MoneyField
          meta={fields.annualIncome}
          label={INCOME_LABELS.annualIncome}
          hint="Your total yearly income before taxes, from all sources, for example 45000."
          maxLength={INCOME_MAX_LENGTH}
          width="medium"
        />
        <SubmitButton name="intent" value={data.warning ? CONTINUE : "next"}>
          {data.warning ? "Continue" : "Next"}
        </SubmitButton>
      </Form>
      <HelpTray>
        <p>
          Your monthly housing payment is what you pay each month for rent or your mortgage. Your annual income is what
          you earn in a year before taxes, including wages, benefits and other regular income.
        </p>
        <p>
          If your income looks low for your housing payment, we ask you to check it. You can still continue with the
          amounts you entered.
        </p>
      </HelpTray>
    </FlowLayout>
  );
}

/** The non-blocking warning (SPEC §5): a page alert, so nobody misses it. */
function IncomeWarning({ text }: { text: string }) {
  return (
    <PageAlert kind="warning" title="Please check your income">
      <p>{text}</p>
      <p>If your answers are right, choose Continue. You can also change them below.</p>
    </PageAlert>
  );
}
