import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { ErrorSummary } from "~/components/error-summary";
import { MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useFlowForm } from "~/components/use-flow-form";
import { CREDIT_LINE_MAX_LENGTH } from "~/domain/constants";
import { amountInputText } from "~/domain/money";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { CREDIT_LINE_FIELDS, creditLineSchema } from "~/server/form-schemas.server";
import { chooseCreditLine, currentAmount, requirePricing } from "~/features/credit-line/credit-line.server";
import { completeStep, requireStep } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm } from "~/session/form.server";
import styles from "~/styles/credit-line.css";
import { FormGuard, screenTitle, stylesheet, SubmitButton } from "~/components/form-screen";
import { formState } from "~/server/form-screen.server";

const PATH = pathOf("creditLineCustom");

export const links = stylesheet(styles);

export const meta = screenTitle("Choose a different amount – Step 4 of 9");

async function requireCustomStep(context: AppLoadContext) {
  requireStep(context, "creditLine");
  const cardType = context.session.data.draft.cardType;
  if (!cardType) throw redirect(pathOf("intro"));
  return requirePricing(context, cardType);
}

export async function loader({ context }: LoaderFunctionArgs) {
  const { offer, pricing } = await requireCustomStep(context);
  return {
    cardType: pricing.cardType,
    cardName: offer.name,
    bounds: pricing.creditLineBounds,
    reduction: pricing.incentive?.depositReduction ?? null,
    ...(await formState(context, PATH)),
    constraint: constraintOf(creditLineSchema(pricing.creditLineBounds)),
    defaults: { amount: amountInputText(currentAmount(context, pricing)) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, CREDIT_LINE_FIELDS);
  const { offer, pricing } = await requireCustomStep(context);
  const submission = parseWithZod(form, { schema: creditLineSchema(pricing.creditLineBounds) });
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
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "credit-line-custom",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  const range = `${formatMoney(data.bounds.min)} to ${formatMoney(data.bounds.max)}`;

  return (
    <FlowLayout
      backHref={pathOf("creditLine")}
      step={stepOf("creditLineCustom")}
      title="Choose a different amount"
      lead={<p>Your credit line equals your refundable security deposit.</p>}
    >
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        <MoneyField
          meta={fields.amount}
          label="Credit line amount"
          hint={`An amount from ${range} for the ${data.cardName}.`}
          maxLength={CREDIT_LINE_MAX_LENGTH}
        />
        {data.reduction ? (
          <p className="note">
            Your offer takes {formatMoney(data.reduction)} off the security deposit you pay for this amount.
          </p>
        ) : null}
        <SubmitButton>Continue</SubmitButton>
      </Form>
      <HelpTray>
        <p>
          Your credit line is set by your security deposit: the amount you deposit becomes your credit line. The deposit
          is refundable.
        </p>
        <p>
          For the {data.cardName}, the credit line can be from {range}.
        </p>
      </HelpTray>
    </FlowLayout>
  );
}
