import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { fundingSourceNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { ErrorSummary } from "~/components/error-summary";
import { RadioGroup } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { FormGuard } from "~/components/form-guard";
import { useFlowForm } from "~/components/use-flow-form";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { ERRORS } from "~/domain/error-catalogue";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { fundingSourceSchema } from "~/server/form-schemas.server";
import { launchDownsellOffer } from "~/session/downsell.server";
import { completeStep, requireOffer, requireStep } from "~/session/flow.server";
import { constraintOf, readForm, rejectForm, takeFormResult } from "~/session/form.server";
import { creditLineOf, depositOf, isFundingRetry, requireNotSubmitted } from "~/session/submission.server";
import styles from "~/styles/funding.css";

const PATH = pathOf("fundingSource");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.hasErrors ? "Error: " : ""}Fund your security deposit – Step 8 of 9` },
];

export async function loader({ context }: LoaderFunctionArgs) {
  requireNotSubmitted(context);
  requireStep(context, "fundingSource");
  const { draft } = context.session.data;
  const offer = await requireOffer(context, draft.cardType ?? "basic");
  const lastResult = await takeFormResult(context, PATH);
  return {
    cardName: offer.name,
    creditLine: creditLineOf(draft),
    deposit: depositOf(draft),
    retry: isFundingRetry(context.session.data),
    lastResult: lastResult ?? null,
    constraint: constraintOf(fundingSourceSchema),
    hasErrors: lastResult?.status === "error",
    defaults: { fundingType: draft.fundingType ?? (draft.fundToday === false ? "FDL" : undefined) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, fundingSourceSchema);
  requireNotSubmitted(context, 303);
  requireStep(context, "fundingSource");
  const submission = parseWithZod(form, { schema: fundingSourceSchema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());

  const { session } = context;
  const draft = session.data.draft;
  const cardType = draft.cardType ?? "basic";
  track(context, fundingSourceNextEvents(cardType), { step_name: "funding_source" });

  if (submission.value.fundingType === "DBT") {
    session.data.draft = { ...draft, fundingType: "DBT", fundToday: true };
    completeStep(context, "fundingSource");
    await session.save();
    return redirect(pathOf("fundingPayment"), 303);
  }

  // Fund later: no card is needed, so none is kept.
  context.cards.delete(session.id);
  session.data.draft = { ...draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  const downsell = await launchDownsellOffer(context);
  await session.save();
  return redirect(pathOf(downsell ? "launchDownsell" : "creditLineFundLater"), 303);
}

export default function FundingSource() {
  const data = useLoaderData<typeof loader>();
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "funding-source",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  const declined = ERRORS["payment-declined"];
  const deposit = data.deposit === null ? "your deposit" : formatMoney(data.deposit);

  return (
    <FlowLayout
      backHref={pathOf("mailingAddress")}
      step={stepOf("fundingSource")}
      title="Fund your security deposit"
      lead={
        data.creditLine !== null && data.deposit !== null ? (
          <p>
            Your {data.cardName} credit line of <strong>{formatMoney(data.creditLine)}</strong> is secured by a
            refundable security deposit of <strong>{formatMoney(data.deposit)}</strong>.
          </p>
        ) : null
      }
    >
      {data.retry ? (
        <div className="alert alert--error" role="alert">
          <p>
            <strong>{declined.title}</strong>
          </p>
          <p>{declined.message}</p>
          <p>{declined.help}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} attempt={attempt} />
      <Form method="post" {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        <RadioGroup
          meta={fields.fundingType}
          legend="When do you want to fund your deposit?"
          options={[
            {
              value: "DBT",
              label: (
                <>
                  Fund now with a debit card
                  <span className="radio__detail">Pay {deposit} today with a Visa or Mastercard debit card.</span>
                </>
              ),
            },
            {
              value: "FDL",
              label: (
                <>
                  Fund later
                  <span className="radio__detail">
                    Submit your application now and fund your deposit within {DAYS_LEFT_TO_FUND_DEFAULT} days.
                  </span>
                </>
              ),
            },
          ]}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            Next
          </button>
        </div>
      </Form>
      <HelpTray>
        <p>Your credit line is set by your security deposit. The deposit is refundable.</p>
        <p>
          Funding today by debit card gets your application moving faster. If you fund later, we email you funding
          instructions, and you have {DAYS_LEFT_TO_FUND_DEFAULT} days to fund your deposit.
        </p>
        <p>We accept Visa and Mastercard debit cards only.</p>
      </HelpTray>
    </FlowLayout>
  );
}
