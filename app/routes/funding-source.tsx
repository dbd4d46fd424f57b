import { getFormProps } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { fundingSourceNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { ErrorSummary } from "~/components/error-summary";
import { RadioGroup } from "~/components/radio-group";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { PAGE_ALERT_PREFIX_KEY, PageAlert } from "~/components/page-alert";
import { translateFromMatches } from "~/i18n/use-t";
import { useFlowForm } from "~/components/use-flow-form";
import { DAYS_LEFT_TO_FUND_DEFAULT } from "~/domain/constants";
import { PAYMENT_DECLINED } from "~/domain/payment-declined";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import { fundingSourceSchema } from "~/server/form-schemas.server";
import { launchDownsellOffer } from "~/features/downsell/downsell.server";
import { completeStep, requireOffer, requireStep } from "~/features/flow/flow.server";
import { constraintOf, readForm, rejectForm } from "~/session/form.server";
import type { SelectedApplication } from "~/session/data";
import { backHrefFor, fundingFigures, refreshedApplication } from "~/features/status/status-screen.server";
import {
  pathForApplication,
  requireStatusAccess,
  statusCheckFundingApplication,
} from "~/features/status/status.server";
import { creditLineOf, depositOf, isFundingRetry, requireNotSubmitted } from "~/features/submission/submission.server";
import { formState } from "~/server/form-screen.server";
import styles from "~/styles/funding.css";
import { FormGuard, stylesheet, SubmitButton } from "~/components/form-screen";

const PATH = pathOf("fundingSource");
/** The status code the status-check mode retries (SPEC §4.1). */
const RETRY_CODE = "FundFailure";
/** Status-check mode after 'fund later': how to fund later, nothing changed. */
const LATER_VIEW = "later";

export const links = stylesheet(styles);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data?.mode === "status" && data.view === LATER_VIEW) return [{ title: LATER_TITLE }];
  const step = data?.mode === "status" ? "" : " – Step 8 of 9";
  // The declined payment's alert counts as an error too (issue 12 item 8).
  const prefix = data?.hasErrors || data?.retry ? translateFromMatches(matches)(PAGE_ALERT_PREFIX_KEY.error) : "";
  return [{ title: `${prefix}Fund your security deposit${step}` }];
};

const LATER_TITLE = "You can fund your deposit later";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const existing = statusCheckFundingApplication(context);
  if (existing) return statusCheckLoader(request, context, existing);
  requireNotSubmitted(context);
  requireStep(context, "fundingSource");
  const { draft } = context.session.data;
  const offer = await requireOffer(context, draft.cardType ?? "basic");
  const state = await formState(context, PATH);
  return {
    mode: "flow" as const,
    cardName: offer.name,
    creditLine: creditLineOf(draft),
    deposit: depositOf(draft),
    retry: isFundingRetry(context.session.data),
    ...state,
    constraint: constraintOf(fundingSourceSchema),
    defaults: { fundingType: draft.fundingType ?? (draft.fundToday === false ? "FDL" : undefined) },
  };
}

/**
 * Status-check mode (SPEC §4.1 FundFailure 'back to funding source to retry'; docs/decisions/0101):
 * the application the status check found, as the bank reports it now. Only a FundFailure is retried
 * here; any other status goes to its own screen.
 */
async function statusCheckLoader(request: Request, context: AppLoadContext, selected: SelectedApplication) {
  requireStatusAccess(context);
  const app = await refreshedApplication(context, selected);
  if (app.responseCode !== RETRY_CODE) {
    throw redirect(pathForApplication(context, app));
  }
  const funding = await fundingFigures(context, app);
  const state = await formState(context, PATH);
  return {
    mode: "status" as const,
    // SPEC §8's card payment failure banner: the status check found a FundFailure.
    retry: true,
    view: new URL(request.url).searchParams.get("view") === LATER_VIEW ? LATER_VIEW : null,
    productName: app.productName ?? null,
    creditLine: funding?.creditLimit ?? null,
    remaining: funding?.remaining ?? null,
    daysLeftToFund: funding?.daysLeftToFund ?? null,
    backHref: backHrefFor(context),
    homeUrl: context.homeUrl,
    ...state,
    constraint: constraintOf(fundingSourceSchema),
    defaults: { fundingType: undefined },
  };
}

/**
 * Status-check mode's choice: a debit card now is the funding payment screen, which pays into the
 * existing application; 'fund later' changes nothing at the bank (no call, nothing charged) and says
 * how to fund later (docs/decisions/0101).
 */
async function statusCheckAction(form: FormData, context: AppLoadContext) {
  requireStatusAccess(context);
  const submission = parseWithZod(form, { schema: fundingSourceSchema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  if (submission.value.fundingType === "DBT") return redirect(pathOf("fundingPayment"), 303);
  return redirect(`${PATH}?view=${LATER_VIEW}`, 303);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, fundingSourceSchema);
  if (statusCheckFundingApplication(context)) return statusCheckAction(form, context);
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
    return redirect(pathOf("fundingPayment"), 303);
  }

  // Fund later: no card is needed, so none is kept.
  context.cards.delete(session.id);
  session.data.draft = { ...draft, fundingType: "FDL", fundToday: false, paymentAmount: undefined };
  completeStep(context, "fundingSource");
  const downsell = await launchDownsellOffer(context);
  return redirect(pathOf(downsell ? "launchDownsell" : "creditLineFundLater"), 303);
}

export default function FundingSource() {
  const data = useLoaderData<typeof loader>();
  if (data.mode === "status" && data.view === LATER_VIEW) {
    return <FundLater remaining={data.remaining} daysLeftToFund={data.daysLeftToFund} homeUrl={data.homeUrl} />;
  }
  return <FundingChoice />;
}

/** Status-check mode after 'fund later' (docs/decisions/0101): nothing changed, and how to fund later. */
function FundLater({
  remaining,
  daysLeftToFund,
  homeUrl,
}: {
  remaining: number | null;
  daysLeftToFund: number | null;
  homeUrl: string;
}) {
  return (
    <FlowLayout backHref={PATH} title={LATER_TITLE}>
      <p>Choosing to fund later changes nothing on your application.</p>
      {remaining !== null && daysLeftToFund !== null ? (
        <p>
          You have {daysLeftToFund} days left to fund the <strong>{formatMoney(remaining)}</strong> still owed on your
          security deposit.
        </p>
      ) : null}
      <p>
        When you are ready, check your application status again and choose <strong>Fund now with a debit card</strong>.
      </p>
      <p className="form__actions form__actions--stack">
        <a className="button button--primary" href={homeUrl}>
          Ok, Got it
        </a>
        <a className="button button--secondary" href={PATH}>
          Fund now instead
        </a>
      </p>
    </FlowLayout>
  );
}

function FundingChoice() {
  const data = useLoaderData<typeof loader>();
  const status = data.mode === "status" ? data : null;
  const flow = data.mode === "flow" ? data : null;
  const { form, fields, summary, attempt, onSubmitCapture } = useFlowForm({
    id: "funding-source",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
    pageError: Boolean(status || flow?.retry),
  });
  const declined = PAYMENT_DECLINED;
  const due = status ? status.remaining : (flow?.deposit ?? null);
  const dueText = due === null ? (status ? "the rest of your deposit" : "your deposit") : formatMoney(due);

  return (
    <FlowLayout
      backHref={status ? status.backHref : pathOf("mailingAddress")}
      step={status ? undefined : stepOf("fundingSource")}
      title="Fund your security deposit"
      lead={
        flow && flow.creditLine !== null && flow.deposit !== null ? (
          <p>
            Your {flow.cardName} credit line of <strong>{formatMoney(flow.creditLine)}</strong> is secured by a
            refundable security deposit of <strong>{formatMoney(flow.deposit)}</strong>.
          </p>
        ) : status && status.creditLine !== null && status.remaining !== null ? (
          <p>
            Your {status.productName ?? "card"} credit line of <strong>{formatMoney(status.creditLine)}</strong> is
            secured by a refundable security deposit. <strong>{formatMoney(status.remaining)}</strong> of it is still to
            fund.
          </p>
        ) : null
      }
      alert={
        status || flow?.retry ? (
          <PageAlert kind="error" title={declined.title} focus={summary.length === 0}>
            <p>{declined.message}</p>
            <p>{declined.help}</p>
          </PageAlert>
        ) : null
      }
    >
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
                  <span className="radio__detail">Pay {dueText} today with a Visa or Mastercard debit card.</span>
                </>
              ),
            },
            {
              value: "FDL",
              label: (
                <>
                  Fund later
                  <span className="radio__detail">
                    {status
                      ? status.daysLeftToFund !== null
                        ? `Your application stays open: fund your deposit within the ${status.daysLeftToFund} days left.`
                        : "Your application stays open: fund your deposit later."
                      : `Submit your application now and fund your deposit within ${DAYS_LEFT_TO_FUND_DEFAULT} days.`}
                  </span>
                </>
              ),
            },
          ]}
        />
        <SubmitButton>Next</SubmitButton>
      </Form>
      <HelpTray>
        <p>Your credit line is set by your security deposit. The deposit is refundable.</p>
        {status ? null : (
          <p>
            Funding today by debit card gets your application moving faster. If you fund later, we email you funding
            instructions, and you have {DAYS_LEFT_TO_FUND_DEFAULT} days to fund your deposit.
          </p>
        )}
        <p>We accept Visa and Mastercard debit cards only.</p>
      </HelpTray>
    </FlowLayout>
  );
}
