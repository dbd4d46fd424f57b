import { redirect, type AppLoadContext } from "@remix-run/node";
import { FUNDING_ATTEMPTS } from "~/domain/constants";
import { failuresOfStatus, paymentStep } from "~/domain/funding-flow";
import { PAYMENT_NOT_RECEIVED_NOTICE } from "~/domain/error-catalogue";
import { fundingSummary, paymentResultFigures, type PaymentResultFigures } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { endsSession, isUpstreamError } from "~/upstream/errors";
import { randomToken } from "./crypto.server";
import type { CollectedPayment } from "./payment-runs.server";
import { PROCESSING_VIEW, RESULT_VIEW } from "./payment-views";
import { sessionDataSchema, type SessionData } from "./data";
import { bankFor, upstreamFailure } from "./flow.server";
import { errorRedirect, setNotice } from "./form.server";
import { creditLineOf, isFundingRetry } from "./submission.server";

/**
 * Payments into an existing application (SPEC §4.3, §8; docs/decisions/0040 and 0054): which
 * application, its payment record in the session, the bank call that runs while the processing page
 * shows, and what its answer leads to.
 */

const PATH = pathOf("fundingPayment");
/** A pending payment older than this with no call running here was cut off (a restart): its answer never comes. */
export const PAYMENT_STALE_MS = 2 * 60 * 1000;

export type PaymentRecord = NonNullable<SessionData["payment"]>;

/**
 * The existing payment context of the funding payment screen (SPEC §4.3): an application that
 * exists already — chosen by a verified returning applicant ('Fund my card'), or submitted in this
 * session — is funded with makePayment. Without one, the screen is the application's early stage.
 */
export interface ExistingApplication {
  applicationId: string;
  /** The selected application's credit limit (SPEC §4.3 prefers it over the decisions'). */
  creditLimit: number | null;
  responseCode: string | null;
  /** The waiting-for-funds screen's fund-today toggle (SPEC §2.4, default on): the payment screen's default. */
  fundToday: boolean;
}

export function existingApplicationOf(data: SessionData): ExistingApplication | null {
  const selected = data.selectedApplication;
  if (selected) {
    return {
      applicationId: selected.applicationId,
      creditLimit: selected.creditLimit ?? null,
      responseCode: selected.responseCode,
      fundToday: selected.fundToday !== false,
    };
  }
  const submission = data.submission;
  if (submission?.state === "done" && submission.applicationId && !isFundingRetry(data)) {
    return {
      applicationId: submission.applicationId,
      creditLimit: creditLineOf(data.draft),
      responseCode: submission.responseCode ?? null,
      fundToday: true,
    };
  }
  return null;
}

/**
 * The email sent with makePayment (SPEC §3): a returning applicant's is the one the status check
 * verified; in the application flow it is the draft's.
 */
export function paymentEmailOf(data: SessionData): string | null {
  return data.statusCheck?.emailAddress ?? data.draft.emailAddress ?? null;
}

/**
 * This application's payment record; a fresh one for another application. An application whose
 * status is FundFailure starts in SPEC's failure state: its first failure is behind it, so one attempt
 * is left and no partial amount is offered (SPEC §4.1, §4.3).
 */
export function paymentStateOf(
  context: AppLoadContext,
  app: Pick<ExistingApplication, "applicationId" | "responseCode">,
): PaymentRecord {
  const payment = context.session.data.payment;
  const record: PaymentRecord =
    payment && payment.applicationId === app.applicationId
      ? payment
      : { applicationId: app.applicationId, state: "open", failures: 0 };
  if (record.state !== "open") return record;
  return { ...record, failures: Math.max(record.failures, failuresOfStatus(app.responseCode)) };
}

/** Opens the payment the screen offers (kept in the session, caller saves): named by `id`, which its form carries. */
export function openPayment(context: AppLoadContext, app: ExistingApplication): PaymentRecord {
  const record = paymentStateOf(context, app);
  const opened: PaymentRecord = { ...record, id: record.id ?? randomToken(16) };
  context.session.data.payment = opened;
  return opened;
}

/**
 * A payment that is over gives way to the next one: called by a new status check and by 'Fund my
 * card' once a fresh balance shows money still owed. Never a payment on its way, nor one whose answer
 * never came (the bank may have taken it): those still say 'already submitted'. An open payment
 * keeps its failures.
 */
export function closeSettledPayment(data: SessionData): void {
  const payment = data.payment;
  if (payment?.state === "submitted" && !payment.unconfirmed) data.payment = undefined;
}

/**
 * 'Fund my card' (SPEC §2.4): when this application's last payment is over, read the balance again;
 * if money is still owed, the next payment may be made (the funding payment screen opens a new one).
 * A failed read keeps the payment closed (401/403 still end the session).
 */
export async function reopenIfStillOwed(
  context: AppLoadContext,
  app: Pick<ExistingApplication, "applicationId" | "creditLimit">,
) {
  const payment = context.session.data.payment;
  if (payment?.applicationId !== app.applicationId || payment.state !== "submitted" || payment.unconfirmed) return;
  try {
    const status = await bankFor(context).getApplicationPaymentStatus(app.applicationId);
    const summary = fundingSummary({
      selectedCreditLimit: app.creditLimit,
      decisionsCreditLimit: status.creditLimit,
      status,
    });
    if (summary.remaining > 0) closeSettledPayment(context.session.data);
  } catch (error) {
    if (endsSession(error)) throw await upstreamFailure(context, error);
    context.log.warn({ err: error }, "payment status unavailable: the last payment stays closed");
  }
}

/**
 * The session as last saved by any request: a post whose session was loaded before another request
 * saved a payment or submission sees it here (the store is the single source of truth).
 */
export async function latestSaved(context: AppLoadContext): Promise<SessionData | null> {
  const stored = await context.store.get(context.session.id);
  const parsed = stored ? sessionDataSchema.safeParse(stored.data) : null;
  return parsed?.success ? parsed.data : null;
}

/* ---------------------------------------------------------------------------------------------
 * The bank call, run while the processing page shows
 * ------------------------------------------------------------------------------------------- */

/** Records where a payment's answer led and goes there. */
async function finish(context: AppLoadContext, record: PaymentRecord, response: Response): Promise<Response> {
  context.session.data.payment = { ...record, next: response.headers.get("Location") ?? PATH };
  await context.session.save();
  return response;
}

/**
 * What a makePayment answer leads to (SPEC §4.3, §8), recorded in the session of the request that
 * collected it: the post itself or the processing page.
 */
export async function settlePayment(context: AppLoadContext, collected: CollectedPayment): Promise<Response> {
  const { session } = context;
  const { basis, settled } = collected;
  const before: PaymentRecord = {
    applicationId: basis.applicationId,
    id: basis.paymentId,
    state: "open",
    failures: basis.failures,
  };

  if (!settled.ok) {
    const { error } = settled;
    const kind = isUpstreamError(error) ? error.kind : "unknown";
    context.log.error({ err: error, call: "makePayment" }, "payment call failed");
    if (kind === "unauthorized" || kind === "forbidden") return upstreamFailure(context, error);
    if (kind === "timeout" || kind === "network" || kind === "malformed") {
      // No answer, or one we cannot read: the bank may have taken the payment. Its funding record
      // says whether it did, before the applicant is told anything (decision 0065).
      const unanswered: PaymentRecord = { ...before, balanceBefore: basis.balance };
      return settleUnanswered(context, unanswered, await askBankAboutPayment(context, basis, basis.balance));
    }
    // The bank refused the call (4xx/5xx): nothing was charged, the applicant may pay again.
    return finish(context, reopened(before), errorRedirect("payment-error"));
  }

  const { response } = settled;
  const step = paymentStep(response.responseCode, {
    previousFailures: basis.failures,
    exceededDailyTransaction: response.paymentResponse?.exceededDailyTransaction ?? false,
  });
  switch (step.kind) {
    case "retry":
      return finish(context, { ...before, failures: basis.failures + 1 }, redirect(PATH, 303));
    case "final":
      return finish(
        context,
        { ...before, failures: Math.max(FUNDING_ATTEMPTS, basis.failures + 1) },
        errorRedirect("funding-failed"),
      );
    case "error":
      // A refusal the bank names (or the daily limit): nothing was charged.
      return finish(context, reopened(before), errorRedirect(step.error));
    case "screen":
      if (session.data.selectedApplication?.applicationId === basis.applicationId) {
        session.data.selectedApplication.responseCode = response.responseCode;
      }
      return finish(context, { ...before, state: "submitted" }, redirect(pathOf(step.screen), 303));
    case "result":
      return finish(
        context,
        {
          ...before,
          state: "submitted",
          result: paymentResultFigures({
            approvedAmount: response.paymentResponse?.approvedAmount,
            balance: response.paymentResponse?.balance ?? basis.balance,
            creditLimit: response.paymentResponse?.creditLimit ?? basis.creditLimit,
            daysLeftToFund: response.paymentResponse?.daysLeftToFund ?? basis.daysLeftToFund,
          }),
        },
        redirect(RESULT_VIEW, 303),
      );
  }
}

/**
 * The processing page's loader: a payment on its way shows the page (the next request waits for
 * the answer, `wait`); its answer, once here, is recorded and leads on. A payment whose call no
 * longer runs anywhere we can see (a restart) ends, after a while, as a call that never answered.
 */
export async function processingPayment(
  context: AppLoadContext,
  app: ExistingApplication,
  wait: boolean,
): Promise<Response | null> {
  const { session, payments } = context;
  const record = session.data.payment;
  if (!record || record.applicationId !== app.applicationId) return redirect(PATH);
  if (record.state !== "pending") return redirect(record.next ?? PATH);

  const collected = await payments.collect(session.id, wait ? payments.timing.waitMs : 0);
  if (collected === "running") return null;
  if (collected) return settlePayment(context, collected);

  // Nothing runs here: another request collected the answer (it is in the store), or it was cut off.
  const saved = (await latestSaved(context))?.payment;
  if (saved && saved.applicationId === record.applicationId && saved.state !== "pending") {
    session.data.payment = saved;
    return redirect(saved.next ?? PATH);
  }
  if (context.now() - (record.startedAt ?? 0) > PAYMENT_STALE_MS) {
    context.log.warn({ applicationId: record.applicationId }, "a pending payment was cut off; its answer never came");
    return settleUnanswered(context, record, await askBankAboutPayment(context, app, record.balanceBefore));
  }
  if (wait) await payments.pause(payments.timing.waitMs);
  return null;
}

/* ---------------------------------------------------------------------------------------------
 * A payment with no answer: the bank's funding record decides (docs/decisions/0065)
 * ------------------------------------------------------------------------------------------- */

/**
 * A payment that is open again: the bank proved nothing was charged. It gets a new id when the
 * screen is shown next (each attempt id reaches the bank once), and an old form is sent back to it.
 */
function reopened(record: PaymentRecord, unansweredAt?: number): PaymentRecord {
  return {
    applicationId: record.applicationId,
    state: "open",
    failures: record.failures,
    ...(unansweredAt !== undefined ? { unansweredAt } : {}),
  };
}

export type PaymentTruth =
  { kind: "landed"; result: PaymentResultFigures } | { kind: "not-landed"; balance: number } | { kind: "unknown" };

/**
 * Whether a payment that had no answer reached the application: the bank's funding record
 * (getApplicationPaymentStatus) against the balance the payment was read against. A record that
 * cannot be read leaves it unknown (401/403 still end the session).
 */
export async function askBankAboutPayment(
  context: AppLoadContext,
  app: { applicationId: string; creditLimit: number | null },
  balanceBefore: number | undefined,
): Promise<PaymentTruth> {
  if (balanceBefore === undefined) return { kind: "unknown" };
  let status;
  try {
    status = await bankFor(context).getApplicationPaymentStatus(app.applicationId);
  } catch (error) {
    if (endsSession(error)) throw await upstreamFailure(context, error);
    context.log.warn(
      { err: error, applicationId: app.applicationId },
      "payment status unavailable: the payment stays unconfirmed",
    );
    return { kind: "unknown" };
  }
  const summary = fundingSummary({
    selectedCreditLimit: app.creditLimit,
    decisionsCreditLimit: status.creditLimit,
    status,
  });
  if (summary.balance > balanceBefore + 0.005) {
    return {
      kind: "landed",
      result: paymentResultFigures({
        approvedAmount: summary.balance - balanceBefore,
        balance: summary.balance,
        creditLimit: summary.creditLimit,
        daysLeftToFund: status.daysLeftToFund,
      }),
    };
  }
  return { kind: "not-landed", balance: summary.balance };
}

/** What the applicant is told about a payment with no answer, once the bank was asked. */
async function settleUnanswered(
  context: AppLoadContext,
  record: PaymentRecord,
  truth: PaymentTruth,
): Promise<Response> {
  const base: PaymentRecord = {
    applicationId: record.applicationId,
    id: record.id,
    state: "submitted",
    failures: record.failures,
    balanceBefore: record.balanceBefore,
  };
  switch (truth.kind) {
    case "landed":
      return finish(context, { ...base, result: truth.result }, redirect(RESULT_VIEW, 303));
    case "not-landed":
      return finish(context, reopened(record, truth.balance), errorRedirect("payment-timeout"));
    case "unknown":
      return finish(context, { ...base, unconfirmed: true }, errorRedirect("payment-unconfirmed"));
  }
}

/**
 * The payment screen on a payment whose answer never came ('Try again', a repeat visit): the bank
 * is asked again. Landed → its result; not received → the form, saying so; still unknown → the
 * same error (it is never offered while the bank may have taken it).
 */
export async function recheckUnconfirmed(
  context: AppLoadContext,
  app: ExistingApplication,
  record: PaymentRecord,
): Promise<Response> {
  const truth = await askBankAboutPayment(context, app, record.balanceBefore);
  if (truth.kind === "not-landed") {
    context.session.data.payment = reopened(record, truth.balance);
    await setNotice(context, PATH, PAYMENT_NOT_RECEIVED_NOTICE);
    return redirect(PATH);
  }
  const response = await settleUnanswered(context, record, truth);
  // A GET answers 302 (the error page or the result view).
  return redirect(response.headers.get("Location") ?? PROCESSING_VIEW);
}

/**
 * True when an earlier payment that had no answer has reached the application since the bank
 * showed it had not (a late booking): the balance grew past what it was then.
 */
export function unansweredPaymentLanded(record: PaymentRecord, balance: number): boolean {
  return record.unansweredAt !== undefined && balance > record.unansweredAt + 0.005;
}
