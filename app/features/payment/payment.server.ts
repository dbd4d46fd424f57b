import type { AppLoadContext } from "@remix-run/node";
import { failuresOfStatus } from "~/domain/funding-flow";
import { fundingSummary } from "~/domain/funding-math";
import { pathOf } from "~/domain/route-table";
import { randomToken } from "~/session/crypto.server";
import type { SessionData } from "~/session/data";
import { bankFor } from "~/features/flow/flow.server";
import { bankFailureOr } from "~/features/flow/bank-failure.server";
import { creditLineOf, isFundingRetry } from "~/features/submission/submission.server";
import { saveThroughOutage } from "~/session/save-through-outage.server";

/**
 * Payments into an existing application (SPEC §4.3, §8; docs/decisions/0054): which
 * application, and its payment record in the session. Its bank call and what the answer leads to are
 * in payment-settle.server.ts; a payment whose answer never came, in payment-unanswered.server.ts.
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
 * The bank's funding record of an application (getApplicationPaymentStatus) and its figures: credit
 * line, balance and what is left (SPEC §4.3). Throws what the bank call throws.
 */
export async function fundingStatusOf(
  context: AppLoadContext,
  app: { applicationId: string; creditLimit?: number | null },
) {
  const status = await bankFor(context).getApplicationPaymentStatus(app.applicationId);
  const summary = fundingSummary({
    selectedCreditLimit: app.creditLimit ?? null,
    decisionsCreditLimit: status.creditLimit,
    status,
  });
  return { status, summary };
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
    const { summary } = await fundingStatusOf(context, app);
    if (summary.remaining > 0) closeSettledPayment(context.session.data);
  } catch (error) {
    await bankFailureOr(context, error, () =>
      context.log.warn({ err: error }, "payment status unavailable: the last payment stays closed"),
    );
  }
}

/**
 * The session as last saved by any request: a post whose session was loaded before another request
 * saved a payment or submission sees it here (the store is the single source of truth).
 */
export async function latestSaved(context: AppLoadContext): Promise<SessionData | null> {
  return context.sessions.read(context.session.id);
}

/** Records where a payment's answer led and goes there. */
export async function finishPayment(
  context: AppLoadContext,
  record: PaymentRecord,
  response: Response,
): Promise<Response> {
  context.session.data.payment = { ...record, next: response.headers.get("Location") ?? PATH };
  // The answer was taken from the running payment: unsaved, it would be gone.
  await saveThroughOutage(context.session);
  return response;
}

/**
 * A payment that is open again: the bank proved nothing was charged. It gets a new id when the
 * screen is shown next (each attempt id reaches the bank once), and an old form is sent back to it.
 */
export function reopened(record: PaymentRecord, unansweredAt?: number): PaymentRecord {
  return {
    applicationId: record.applicationId,
    state: "open",
    failures: record.failures,
    ...(unansweredAt !== undefined ? { unansweredAt } : {}),
  };
}
