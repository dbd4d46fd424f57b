import { getFormProps, type FieldMetadata } from "~/components/flow-form";
import { parseWithZod } from "@conform-to/zod";
import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { Facts } from "~/components/facts";
import { useEffect } from "react";
import { AddressFields } from "~/components/address-fields";
import { DebitCardFields } from "~/components/debit-card-fields";
import { ErrorSummary } from "~/components/error-summary";
import { CheckboxField, MoneyField } from "~/components/fields";
import { FlowLayout, HelpTray } from "~/components/flow-layout";
import { useHydrated } from "~/components/hydrated";
import { useFlowForm } from "~/components/use-flow-form";
import { ADDRESS_LINE1_MAX, FUNDING_ATTEMPTS } from "~/domain/constants";
import { PAYMENT_DECLINED } from "~/domain/payment-declined";
import { isFundable } from "~/domain/funding-flow";
import {
  fundingAttemptsRemaining,
  fundingSummary,
  partialAmountBounds,
  partialFundingAllowed,
} from "~/domain/funding-math";
import { PROMOTIONAL_CREDIT } from "~/domain/incentives";
import { formatMoney } from "~/domain/offers";
import { pathOf, stepOf } from "~/domain/route-table";
import {
  FUNDING_PAYMENT_FIELDS,
  fundingPaymentSchema,
  makePaymentRequest,
  type FundingPayment,
  US_STATE_OPTIONS,
} from "~/server/form-schemas.server";
import { isWithdrawn, outcomeForStatus } from "~/domain/status-codes";
import { bankFor, completeStep, requireStep, upstreamFailure } from "~/features/flow/flow.server";
import { constraintOf, errorRedirect, readForm, rejectForm, takeNotice } from "~/session/form.server";
import {
  existingApplicationOf,
  latestSaved,
  openPayment,
  paymentEmailOf,
  paymentStateOf,
  type ExistingApplication,
  type PaymentRecord,
} from "~/features/payment/payment.server";
import { processingPayment, settlePayment } from "~/features/payment/payment-settle.server";
import { recheckUnconfirmed, unansweredPaymentLanded } from "~/features/payment/payment-unanswered.server";
import type { PaymentClaim } from "~/features/payment/payment-runs.server";
import { PROCESSING_VIEW, PROCESSING_WAIT } from "~/features/payment/payment-views";
import { depositOf, isFundingRetry, requireNotSubmitted } from "~/features/submission/submission.server";
import { formState, type FormState } from "~/server/form-screen.server";
import styles from "~/styles/funding.css";
import { FormGuard, stylesheet, SubmitButton } from "~/components/form-screen";

const PATH = pathOf("fundingPayment");
/** The form field that names the payment a form was shown for (docs/decisions/0054). */
const PAYMENT_ID_FIELD = "paymentId";

export const links = stylesheet(styles);

/**
 * Without JavaScript the processing page moves on by itself: an instant redirect (a refresh of 0 s
 * in <noscript>, rendered by the root) to the request that waits for the answer. With JavaScript the
 * page makes that request itself. docs/decisions/0054.
 */
export const handle = {
  noscriptRefresh: (data: unknown) =>
    (data as ProcessingView | undefined)?.mode === "processing" ? PROCESSING_WAIT : null,
};

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (data?.mode === "result") return [{ title: "Payment received" }];
  if (data?.mode === "processing") return [{ title: PROCESSING_TITLE }];
  const title = data?.fundFailure ? PAYMENT_DECLINED.title : "Fund your security deposit";
  const step = data?.mode === "early" ? " – Step 8 of 9" : "";
  return [{ title: `${data?.hasErrors ? "Error: " : ""}${title}${step}` }];
};

/* ---------------------------------------------------------------------------------------------
 * Loader
 * ------------------------------------------------------------------------------------------- */

interface FormView {
  mode: "early" | "payment";
  /** The payment this form is for (payment mode): posted back, so an earlier payment's form is refused. */
  paymentId: string | null;
  /** What is paid when fully funded: the deposit (early), the remaining amount (payment). */
  amountDue: number;
  creditLimit: number | null;
  balance: number | null;
  /** The promotion's part of the balance, and what the applicant paid (payment mode). */
  promotion: number;
  paid: number | null;
  partialAllowed: boolean;
  partialBounds: { min: number; max: number };
  fundFailure: boolean;
  attemptsRemaining: number;
  notice: string | null;
  backHref: string;
  lastResult: FormState["lastResult"];
  hasErrors: boolean;
  defaults: Record<string, string | undefined>;
  constraint: ReturnType<typeof paymentConstraint>;
  stateOptions: typeof US_STATE_OPTIONS;
}

/** The payment form's fields (the schema's, by name). */
type PaymentField =
  | "fundToday"
  | "amount"
  | "cardHolderFirstName"
  | "cardHolderLastName"
  | "cardNumber"
  | "cardExpiration"
  | "cardSecurityCode"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "state"
  | "zipCode";

/** The payment form's HTML constraints, from the schema the action validates with. */
function paymentConstraint(context: AppLoadContext, remaining: number, partialAllowed: boolean) {
  return constraintOf(fundingPaymentSchema({ today: new Date(context.now()), remaining, partialAllowed }));
}

interface ResultView {
  mode: "result";
  result: NonNullable<PaymentRecord["result"]>;
  homeUrl: string;
}

/** The payment is on its way (SPEC §2.3 'processing'): the page the no-JS post hands over to. */
interface ProcessingView {
  mode: "processing";
}

export async function loader({
  request,
  context,
}: LoaderFunctionArgs): Promise<FormView | ResultView | ProcessingView | Response> {
  const existing = existingApplicationOf(context.session.data);
  if (existing && isWithdrawn(existing.responseCode)) return redirect(pathOf("appClosedWithdrawn"));
  if (existing) return paymentLoader(request, context, existing);
  return earlyLoader(context);
}

async function earlyLoader(context: AppLoadContext): Promise<FormView> {
  requireNotSubmitted(context);
  requireStep(context, "fundingPayment");
  const { draft } = context.session.data;
  if (draft.fundingType !== "DBT") throw redirect(pathOf("fundingSource"));
  const deposit = depositOf(draft) ?? 0;
  const fundFailure = isFundingRetry(context.session.data);
  const state = await formState(context, PATH);
  const notice = await takeNotice(context, PATH);
  const billing = draft.billingAddress ?? draft.homeAddress;
  return {
    mode: "early",
    paymentId: null,
    amountDue: deposit,
    creditLimit: draft.creditLimit ?? draft.amount ?? null,
    balance: null,
    promotion: 0,
    paid: null,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
    partialBounds: partialAmountBounds(deposit),
    fundFailure,
    attemptsRemaining: fundingAttemptsRemaining(fundFailure ? 1 : 0),
    notice: notice ?? null,
    backHref: pathOf("fundingSource"),
    ...state,
    constraint: paymentConstraint(
      context,
      deposit,
      partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
    ),
    stateOptions: US_STATE_OPTIONS,
    defaults: {
      fundToday: draft.fundToday === false ? undefined : "on",
      amount: draft.paymentAmount !== undefined ? String(draft.paymentAmount) : undefined,
      cardHolderFirstName: draft.cardHolderFirstName ?? draft.firstName,
      cardHolderLastName: draft.cardHolderLastName ?? draft.lastName,
      addressLine1: billing?.addressLine1,
      addressLine2: billing?.addressLine2,
      city: billing?.city,
      state: billing?.state,
      zipCode: billing?.zipCode,
    },
  };
}

async function paymentLoader(
  request: Request,
  context: AppLoadContext,
  app: ExistingApplication,
): Promise<FormView | ResultView | ProcessingView | Response> {
  const params = new URL(request.url).searchParams;
  const view = params.get("view");
  if (view === "result") {
    const payment = context.session.data.payment;
    if (payment?.applicationId === app.applicationId && payment.state === "submitted" && payment.result) {
      return { mode: "result", result: payment.result, homeUrl: context.homeUrl };
    }
    return redirect(PATH);
  }
  if (view === "processing") {
    const next = await processingPayment(context, app, params.has("wait"));
    return next ?? { mode: "processing" };
  }
  const payment = paymentStateOf(context, app);
  // A payment on its way: its processing page, which leads to its answer.
  if (payment.state === "pending") return redirect(PROCESSING_VIEW);
  // SPEC §4.3: a payment already submitted is never offered again (a new one opens with a new
  // status check, or with 'Fund my card' while money is still owed).
  // A payment whose answer never came: the bank is asked again before anything is shown (decision 0065).
  if (payment.state === "submitted" && payment.unconfirmed) return recheckUnconfirmed(context, app, payment);
  if (payment.state !== "open") return errorRedirect("payment-already-submitted");
  if (payment.failures >= FUNDING_ATTEMPTS) return errorRedirect("funding-failed");
  if (!isFundable(app.responseCode)) {
    const outcome = outcomeForStatus(app.responseCode);
    return redirect(outcome.kind === "error" ? `${pathOf("error")}?reason=${outcome.error}` : pathOf(outcome.screen));
  }
  let status;
  try {
    status = await bankFor(context).getApplicationPaymentStatus(app.applicationId);
  } catch (error) {
    return upstreamFailure(context, error);
  }
  const summary = fundingSummary({
    selectedCreditLimit: app.creditLimit,
    decisionsCreditLimit: status.creditLimit,
    status,
  });
  if (summary.remaining <= 0) return errorRedirect("payment-already-submitted");
  if (unansweredPaymentLanded(payment, summary.balance)) return landedLate(context, payment);
  const opened = openPayment(context, app);
  const fundFailure = opened.failures > 0;
  const state = await formState(context, PATH);
  const notice = await takeNotice(context, PATH);
  const { draft } = context.session.data;
  return {
    mode: "payment",
    paymentId: opened.id ?? null,
    amountDue: summary.remaining,
    creditLimit: summary.creditLimit,
    balance: summary.balance,
    promotion: summary.promotion,
    paid: summary.paid,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: summary.creditLimit, balance: summary.balance }),
    partialBounds: partialAmountBounds(summary.remaining),
    fundFailure,
    attemptsRemaining: fundingAttemptsRemaining(opened.failures),
    notice: notice ?? null,
    // A FundFailure's retry came through the funding source screen (SPEC §4.1, docs/decisions/0101).
    backHref: pathOf(app.responseCode === "FundFailure" ? "fundingSource" : "appWaitingForFunds"),
    ...state,
    constraint: paymentConstraint(
      context,
      summary.remaining,
      partialFundingAllowed({ fundFailure, creditLimit: summary.creditLimit, balance: summary.balance }),
    ),
    stateOptions: US_STATE_OPTIONS,
    defaults: {
      // SPEC §2.4: the waiting-for-funds screen's fund-today toggle (default on) carries over.
      fundToday: app.fundToday ? "on" : undefined,
      cardHolderFirstName: draft.cardHolderFirstName ?? draft.firstName,
      cardHolderLastName: draft.cardHolderLastName ?? draft.lastName,
      addressLine1: draft.billingAddress?.addressLine1,
      addressLine2: draft.billingAddress?.addressLine2,
      city: draft.billingAddress?.city,
      state: draft.billingAddress?.state,
      zipCode: draft.billingAddress?.zipCode,
    },
  };
}

/* ---------------------------------------------------------------------------------------------
 * Action
 * ------------------------------------------------------------------------------------------- */

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context, [...FUNDING_PAYMENT_FIELDS, PAYMENT_ID_FIELD]);
  const existing = existingApplicationOf(context.session.data);
  // A withdrawn application is never funded (the post does not reach the bank).
  if (existing && isWithdrawn(existing.responseCode)) return redirect(pathOf("appClosedWithdrawn"), 303);
  if (existing) return payAction(form, context, existing);
  return earlyAction(form, context);
}

/** Early stage: the card waits in memory for submitLead; names and billing address go into the draft. */
async function earlyAction(form: FormData, context: AppLoadContext) {
  requireNotSubmitted(context, 303);
  requireStep(context, "fundingPayment");
  const { session } = context;
  const draft = session.data.draft;
  if (draft.fundingType !== "DBT") return redirect(pathOf("fundingSource"), 303);
  const deposit = depositOf(draft) ?? 0;
  const fundFailure = isFundingRetry(session.data);
  const schema = fundingPaymentSchema({
    today: new Date(context.now()),
    remaining: deposit,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const payment = submission.value;

  context.cards.put(session.id, {
    cardNumber: payment.cardNumber,
    expirationDateMMYY: payment.expirationDateMMYY,
    cvv: payment.cardSecurityCode,
  });
  session.data.draft = {
    ...draft,
    fundToday: payment.isFullyFunded,
    paymentAmount: payment.partialAmount ?? undefined,
    cardHolderFirstName: payment.cardHolderFirstName,
    cardHolderLastName: payment.cardHolderLastName,
    billingAddress: payment.billingAddress,
  };
  completeStep(context, "fundingPayment");
  return redirect(pathOf("terms"), 303);
}

/**
 * Existing payment context: makePayment, once (SPEC §4.3, §8). The post waits a moment for the
 * answer; a slower one is left to the processing page (docs/decisions/0054).
 */
async function payAction(form: FormData, context: AppLoadContext, app: ExistingApplication) {
  let state = paymentStateOf(context, app);
  const posted = form.get(PAYMENT_ID_FIELD);
  // A second post of the form being paid (a double click without JavaScript): the browser shows
  // this response, so it shows how the payment went rather than 'already submitted'.
  if (
    typeof posted === "string" &&
    posted === state.id &&
    (state.state === "pending" || context.payments.has(context.session.id))
  ) {
    return redirect(PROCESSING_VIEW, 303);
  }
  if (state.state !== "open") return errorRedirect("payment-already-submitted");
  // Only the payment this form was shown for: a form of an earlier payment is that payment again.
  if (!state.id || typeof posted !== "string") return redirect(PATH, 303);
  if (posted !== state.id) return errorRedirect("payment-already-submitted");
  const claim = context.payments.claim(context.session.id);
  if (!claim) return redirect(PROCESSING_VIEW, 303);
  try {
    const saved = (await latestSaved(context))?.payment;
    if (saved && saved.applicationId === app.applicationId) {
      if (saved.state !== "open" || saved.id !== state.id) return errorRedirect("payment-already-submitted");
      // Another request may have recorded a decline since this one read the session.
      state = { ...state, failures: Math.max(state.failures, saved.failures) };
    }
    return await pay(form, context, app, state, claim);
  } finally {
    claim.release();
  }
}

async function pay(
  form: FormData,
  context: AppLoadContext,
  app: ExistingApplication,
  state: PaymentRecord,
  claim: PaymentClaim,
) {
  const { session } = context;
  if (state.failures >= FUNDING_ATTEMPTS) return errorRedirect("funding-failed");
  if (!isFundable(app.responseCode)) return redirect(PATH, 303);

  const bank = bankFor(context);
  let status;
  try {
    status = await bank.getApplicationPaymentStatus(app.applicationId);
  } catch (error) {
    return upstreamFailure(context, error);
  }
  const summary = fundingSummary({
    selectedCreditLimit: app.creditLimit,
    decisionsCreditLimit: status.creditLimit,
    status,
  });
  if (summary.remaining <= 0) return errorRedirect("payment-already-submitted");
  if (unansweredPaymentLanded(state, summary.balance)) return landedLate(context, state);
  const schema = fundingPaymentSchema({
    today: new Date(context.now()),
    remaining: summary.remaining,
    partialAllowed: partialFundingAllowed({
      fundFailure: state.failures > 0,
      creditLimit: summary.creditLimit,
      balance: summary.balance,
    }),
  });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") return rejectForm(context, PATH, submission.reply());
  const email = paymentEmailOf(session.data);
  if (!email) {
    context.log.error({ applicationId: app.applicationId }, "no email for makePayment");
    return errorRedirect("payment-error");
  }
  const payment: FundingPayment = submission.value;

  // SPEC's payment-submitted flag, saved before the call: a second post never pays twice.
  session.data.payment = {
    ...state,
    state: "pending",
    startedAt: context.now(),
    next: undefined,
    balanceBefore: summary.balance,
  };
  // Names and billing address are kept for a retry ('review your billing and card information').
  session.data.draft = {
    ...session.data.draft,
    cardHolderFirstName: payment.cardHolderFirstName,
    cardHolderLastName: payment.cardHolderLastName,
    billingAddress: payment.billingAddress,
  };
  await session.save();

  // The card lives only in this call: never in the session, and the vault is emptied when the bank
  // answers, whatever it answers.
  const sessionId = session.id;
  const request = makePaymentRequest(payment, { email, remaining: summary.remaining });
  // Each attempt of a payment reaches the bank once in the whole cluster, whatever the session says.
  if (!(await context.payments.firstAttempt(`${state.id ?? ""}#${state.failures}`)))
    return errorRedirect("payment-already-submitted");
  claim.start(
    {
      applicationId: app.applicationId,
      paymentId: state.id ?? "",
      failures: state.failures,
      balance: summary.balance,
      creditLimit: summary.creditLimit,
      daysLeftToFund: status.daysLeftToFund ?? null,
    },
    () => bank.makePayment(app.applicationId, request).finally(() => context.cards.delete(sessionId)),
  );
  const collected = await context.payments.collect(sessionId, context.payments.timing.graceMs);
  if (collected && collected !== "running") return settlePayment(context, collected);
  return redirect(PROCESSING_VIEW, 303);
}

/** An earlier payment that had no answer reached the bank after all (booked late): it is never paid again. */
async function landedLate(context: AppLoadContext, record: PaymentRecord) {
  context.session.data.payment = { ...record, state: "submitted" };
  return errorRedirect("payment-already-submitted");
}

/* ---------------------------------------------------------------------------------------------
 * Page
 * ------------------------------------------------------------------------------------------- */

const PROCESSING_TITLE = "Processing your payment";

export default function FundingPayment() {
  const data = useLoaderData<typeof loader>();
  if (data.mode === "result") return <PaymentResult {...data} />;
  if (data.mode === "processing") return <PaymentProcessing waitHref={PROCESSING_WAIT} />;
  return <PaymentForm {...(data as FormView)} />;
}

/**
 * While the payment runs: the loading view of the post (JavaScript) and the processing page. With
 * `waitHref` (the processing page) the page asks for the answer itself with JavaScript; without
 * JavaScript the root's <noscript> refresh does (docs/decisions/0054).
 */
function PaymentProcessing({ waitHref }: { waitHref: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (waitHref) navigate(waitHref, { replace: true, preventScrollReset: true });
  }, [navigate, waitHref, location.key]);
  return (
    <FlowLayout title={PROCESSING_TITLE}>
      <div className="processing" role="status">
        <span className="processing__spinner" aria-hidden="true" />
        <p>We are processing your security deposit payment. This can take a moment.</p>
        <p>Please do not close or refresh this page.</p>
      </div>
      {waitHref ? (
        <p>
          <a className="button button--secondary" href={waitHref}>
            Check now
          </a>
        </p>
      ) : null}
    </FlowLayout>
  );
}

function PaymentForm(data: FormView) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const { form, fields, summary, attempt, formErrors, onSubmitCapture } = useFlowForm<PaymentField>({
    id: "funding-payment",
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
  });
  const submitting =
    navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post" && navigation.formAction === PATH;
  const fullyFunded = fields.fundToday.value === "on";
  const amount = formatMoney(data.amountDue);
  const declined = PAYMENT_DECLINED;

  if (submitting && data.mode === "payment") return <PaymentProcessing waitHref={null} />;

  return (
    <FlowLayout
      backHref={data.backHref}
      step={data.mode === "early" ? stepOf("fundingPayment") : null}
      title={data.fundFailure ? declined.title : "Fund your security deposit"}
    >
      {data.notice ? (
        <div className="alert alert--warning" role="status">
          <p>{data.notice}</p>
        </div>
      ) : null}
      {data.fundFailure ? (
        <div className="alert alert--error" role="alert">
          <p>{declined.message}</p>
          <p className="attempts">{declined.help}</p>
        </div>
      ) : null}
      <ErrorSummary errors={summary} attempt={attempt} />
      {formErrors.length ? (
        <div className="alert alert--error" role="alert">
          <p>{formErrors[0]}</p>
        </div>
      ) : null}
      <Form method="post" action={PATH} {...getFormProps(form)} onSubmitCapture={onSubmitCapture} className="form">
        <FormGuard />
        {data.paymentId ? <input type="hidden" name={PAYMENT_ID_FIELD} value={data.paymentId} /> : null}
        <section className="funding-header" aria-labelledby="funding-amount-label">
          <p className="funding-header__label" id="funding-amount-label">
            {data.mode === "early" ? "Security deposit" : "Deposit still to fund"}
          </p>
          <p className="funding-header__amount">{amount}</p>
          {data.mode === "payment" && data.creditLimit !== null && data.paid !== null ? (
            <p className="funding-header__detail">
              Credit line {formatMoney(data.creditLimit)}
              {data.promotion > 0 ? ` · ${PROMOTIONAL_CREDIT.toLowerCase()} ${formatMoney(data.promotion)}` : ""} ·
              received so far {formatMoney(data.paid)}
            </p>
          ) : null}
          {data.partialAllowed ? (
            <>
              <CheckboxField
                meta={fields.fundToday as FieldMetadata<boolean | undefined>}
                label={`Fund the full ${amount} today`}
              />
              {!hydrated || !fullyFunded ? (
                <MoneyField
                  meta={fields.amount}
                  label="Amount to fund today"
                  hint={
                    hydrated
                      ? `Between ${formatMoney(data.partialBounds.min)} and ${formatMoney(data.partialBounds.max)}.`
                      : `Only if you are not funding the full ${amount} today: between ${formatMoney(data.partialBounds.min)} and ${formatMoney(data.partialBounds.max)}.`
                  }
                  maxLength={10}
                />
              ) : null}
            </>
          ) : (
            <p className="funding-header__detail">The full amount is paid today.</p>
          )}
        </section>
        <DebitCardFields fields={fields} reenter={data.hasErrors} />
        <AddressFields
          legend="Billing Address"
          fields={fields}
          section="billing"
          line1Max={ADDRESS_LINE1_MAX}
          stateOptions={data.stateOptions}
        />
        <SubmitButton busy={hydrated && submitting}>Next</SubmitButton>
      </Form>
      <HelpTray>
        <p>Your security deposit is refundable and sets your credit line.</p>
        <p>
          Use a Visa or Mastercard debit card in your name. The billing address is the address your bank has for the
          card.
        </p>
        <p>The security code is the 3 digits on the back of the card, on or above the signature line.</p>
      </HelpTray>
    </FlowLayout>
  );
}

function PaymentResult({ result, homeUrl }: ResultView) {
  return (
    <FlowLayout title="Your payment is approved">
      <Facts
        rows={[
          ["Approved amount", formatMoney(result.approvedAmount)],
          ["Deposit received", formatMoney(result.remainder)],
          ["Still to fund", formatMoney(result.partialAmount)],
          ["Days left to fund", result.daysLeftToFund],
        ]}
      />
      {result.partialAmount > 0 ? (
        <p>
          Please fund the remaining {formatMoney(result.partialAmount)} within {result.daysLeftToFund} days.
        </p>
      ) : (
        <p>Your deposit is complete. We will email you when your card is on its way.</p>
      )}
      <p>
        <a className="button button--primary" href={homeUrl}>
          Next
        </a>
      </p>
    </FlowLayout>
  );
}
