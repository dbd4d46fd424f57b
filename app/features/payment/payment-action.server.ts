import { redirect, type AppLoadContext } from "@remix-run/node";
import { FUNDING_ATTEMPTS } from "~/domain/constants";
import { isFundable } from "~/domain/funding-flow";
import { fundingSummary, partialFundingAllowed } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { isWithdrawn } from "~/domain/status-codes";
import {
  FUNDING_PAYMENT_FIELDS,
  fundingPaymentSchema,
  makePaymentRequest,
  type FundingPayment,
} from "~/server/form-schemas.server";
import { bankFor, completeStep } from "~/features/flow/flow.server";
import { bankFailure } from "~/features/flow/bank-failure.server";
import { errorRedirect, readForm, rejectForm, parseSubmission } from "~/session/form.server";
import {
  existingApplicationOf,
  latestSaved,
  paymentEmailOf,
  paymentStateOf,
  type ExistingApplication,
  type PaymentRecord,
} from "./payment.server";
import { settlePayment } from "./payment-settle.server";
import { unansweredPaymentLanded } from "./payment-unanswered.server";
import type { PaymentClaim } from "./payment-runs.server";
import { lockApplication } from "~/features/status/application-lock.server";
import { depositFiguresOf, isFundingRetry, requireOpenStep } from "~/features/submission/submission.server";
import { PATH, PAYMENT_ID_FIELD, PROCESSING_VIEW, type PaymentField } from "./views";

export async function paymentAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request, context, [...FUNDING_PAYMENT_FIELDS, PAYMENT_ID_FIELD]);
  const existing = existingApplicationOf(context.session.data);
  // A withdrawn application is never funded (the post does not reach the bank).
  if (existing && isWithdrawn(existing.responseCode)) return redirect(pathOf("appClosedWithdrawn"), 303);
  if (existing) return payAction(form, context, existing);
  return earlyAction(form, context);
}

async function earlyAction(form: FormData, context: AppLoadContext) {
  requireOpenStep(context, "fundingPayment", 303);
  const { session } = context;
  const draft = session.data.draft;
  if (draft.fundingType !== "DBT") return redirect(pathOf("fundingSource"), 303);
  const deposit = depositFiguresOf(draft)?.toPay ?? 0;
  const fundFailure = isFundingRetry(session.data);
  const schema = fundingPaymentSchema({
    today: new Date(context.now()),
    remaining: deposit,
    partialAllowed: partialFundingAllowed({ fundFailure, creditLimit: deposit, balance: 0 }),
  });
  const submission = parseSubmission(form, schema);
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

/** makePayment once (SPEC §4.3, §8); a slow answer is left to the processing page (decision 0054). */
async function payAction(form: FormData, context: AppLoadContext, app: ExistingApplication) {
  let state = paymentStateOf(context, app);
  const posted = form.get(PAYMENT_ID_FIELD);
  // A second post of the form being paid (double click without JavaScript, a reload): the browser shows
  // this response, so it shows how the payment goes, not 'already submitted'.
  if (typeof posted === "string" && posted === state.id) {
    // The same payment's form from another tab for another amount is not paid (SPEC §4.3: already submitted);
    // an open payment (the retry after a decline) takes its form again.
    const another = state.state !== "open" && state.asked !== undefined && state.asked !== askedBy(form);
    if (another) return errorRedirect("payment-already-submitted");
    if (state.state === "pending" || context.payments.has(context.session.id)) return redirect(PROCESSING_VIEW, 303);
    if (state.state === "submitted" && state.next) return redirect(state.next, 303);
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
      // Answered since this request read the session: where it went, as above.
      if (saved.state === "submitted" && saved.id === state.id && saved.next) return redirect(saved.next, 303);
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
  if (state.failures >= FUNDING_ATTEMPTS) return errorRedirect("funding-failed");
  if (!isFundable(app.responseCode)) return redirect(PATH, 303);
  // One payment into an application at a time, across sessions, devices and instances, and none during a
  // withdrawal: two devices posting at once each read the same amount owed, and both paid it.
  const holdMs = APPLICATION_PAYMENT_CALLS * context.env.UPSTREAM_TIMEOUT_MS + APPLICATION_LOCK_MARGIN_MS;
  const applicationLock = await lockApplication(context.locks, app.applicationId, holdMs);
  if (!applicationLock) return errorRedirect("payment-already-submitted");
  let handedOver = false;
  const release = () => applicationLock.release().catch(() => {});
  try {
    return await payOnce(form, context, app, state, claim, () => {
      handedOver = true;
      return release;
    });
  } finally {
    if (!handedOver) await release();
  }
}

/** Bank calls a payment may wait for under the lock; the expiry only frees it from a crashed holder. */
const APPLICATION_PAYMENT_CALLS = 4;
const APPLICATION_LOCK_MARGIN_MS = 5_000;

async function payOnce(
  form: FormData,
  context: AppLoadContext,
  app: ExistingApplication,
  state: PaymentRecord,
  claim: PaymentClaim,
  handOver: () => () => Promise<void>,
) {
  const { session } = context;
  const bank = bankFor(context);
  const owed = await stillOwed(context, app, state);
  if (!("summary" in owed)) return owed;
  const { summary } = owed;
  const schema = fundingPaymentSchema({
    today: new Date(context.now()),
    remaining: summary.remaining,
    partialAllowed: partialFundingAllowed({
      fundFailure: state.failures > 0,
      creditLimit: summary.creditLimit,
      balance: summary.balance,
    }),
  });
  const submission = parseSubmission(form, schema);
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
    asked: askedBy(form),
  };
  // Names and billing address are kept for a retry ('review your billing and card information').
  session.data.draft = {
    ...session.data.draft,
    cardHolderFirstName: payment.cardHolderFirstName,
    cardHolderLastName: payment.cardHolderLastName,
    billingAddress: payment.billingAddress,
  };
  await session.save();

  // The card lives only in this call: never in the session, and the vault is emptied whatever the bank
  // answers.
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
      daysLeftToFund: owed.status.daysLeftToFund ?? null,
      asked: askedBy(form),
    },
    () => {
      const release = handOver();
      return bank.makePayment(app.applicationId, request).finally(() => {
        context.cards.delete(sessionId);
        void release();
      });
    },
  );
  const collected = await context.payments.collect(sessionId, context.payments.timing.graceMs);
  if (collected && collected !== "running") return settlePayment(context, collected);
  return redirect(PROCESSING_VIEW, 303);
}

function askedBy(form: FormData): string {
  if (form.get("fundToday" satisfies PaymentField) === "on") return "full";
  const amount = form.get("amount" satisfies PaymentField);
  return `amount:${typeof amount === "string" ? amount.trim().slice(0, 32) : ""}`;
}

export async function stillOwed(context: AppLoadContext, app: ExistingApplication, record: PaymentRecord) {
  let status;
  try {
    status = await bankFor(context).getApplicationPaymentStatus(app.applicationId);
  } catch (error) {
    return bankFailure(context, error);
  }
  const summary = fundingSummary({
    selectedCreditLimit: app.creditLimit,
    decisionsCreditLimit: status.creditLimit,
    status,
  });
  if (summary.remaining <= 0) return errorRedirect("payment-already-submitted");
  if (unansweredPaymentLanded(record, summary.balance)) return landedLate(context, record);
  return { status, summary };
}

export async function landedLate(context: AppLoadContext, record: PaymentRecord) {
  context.session.data.payment = { ...record, state: "submitted" };
  return errorRedirect("payment-already-submitted");
}
