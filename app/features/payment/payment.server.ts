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

const PATH = pathOf("fundingPayment");
/** A pending payment older than this with no call running here was cut off (a restart): its answer never comes. */
export const PAYMENT_STALE_MS = 2 * 60 * 1000;

export type PaymentRecord = NonNullable<SessionData["payment"]>;

export interface ExistingApplication {
  applicationId: string;
  /** The selected application's credit limit (SPEC §4.3 prefers it over the decisions'). */
  creditLimit: number | null;
  responseCode: string | null;
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

export function paymentEmailOf(data: SessionData): string | null {
  return data.statusCheck?.emailAddress ?? data.draft.emailAddress ?? null;
}

/** A FundFailure application starts in SPEC's failure state: one attempt left, no partial amount (SPEC §4.1, §4.3). */
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

export function openPayment(context: AppLoadContext, app: ExistingApplication): PaymentRecord {
  const record = paymentStateOf(context, app);
  const opened: PaymentRecord = { ...record, id: record.id ?? randomToken(16) };
  context.session.data.payment = opened;
  return opened;
}

/** Never a payment on its way or one whose answer never came (the bank may have taken it). */
export function closeSettledPayment(data: SessionData): void {
  const payment = data.payment;
  if (payment?.state === "submitted" && !payment.unconfirmed) data.payment = undefined;
}

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

/** The store is the single source of truth: a post loaded before another request saved sees it here. */
export async function latestSaved(context: AppLoadContext): Promise<SessionData | null> {
  return context.sessions.read(context.session.id);
}

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

/** Gets a new id when next shown: each attempt id reaches the bank once. */
export function reopened(record: PaymentRecord, unansweredAt?: number): PaymentRecord {
  return {
    applicationId: record.applicationId,
    state: "open",
    failures: record.failures,
    ...(unansweredAt !== undefined ? { unansweredAt } : {}),
  };
}
