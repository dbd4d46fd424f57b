import type { AppLoadContext } from "@remix-run/node";
import { sessionDataSchema, type SessionData } from "./data";
import { creditLineOf, isFundingRetry } from "./submission.server";

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
}

export function existingApplicationOf(data: SessionData): ExistingApplication | null {
  const selected = data.selectedApplication;
  if (selected) {
    return { applicationId: selected.applicationId, creditLimit: selected.creditLimit ?? null, responseCode: selected.responseCode };
  }
  const submission = data.submission;
  if (submission?.state === "done" && submission.applicationId && !isFundingRetry(data)) {
    return {
      applicationId: submission.applicationId,
      creditLimit: creditLineOf(data.draft),
      responseCode: submission.responseCode ?? null,
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

/** This application's payment state (failures, submitted flag, result), fresh when it is another application. */
export function paymentStateOf(context: AppLoadContext, applicationId: string): NonNullable<SessionData["payment"]> {
  const payment = context.session.data.payment;
  if (payment && payment.applicationId === applicationId) return payment;
  return { applicationId, state: "open", failures: 0 };
}

/** Payments in flight in this process, by session id: a second post never charges twice. */
const inFlight = new Set<string>();

export function paymentInFlight(sessionId: string): boolean {
  return inFlight.has(sessionId);
}

/**
 * Claims this session's payment slot, synchronously (check and claim in one step, before any
 * await), so two posts racing in this process cannot both reach the bank. Null when taken.
 */
export function claimPayment(sessionId: string): { release(): void } | null {
  if (inFlight.has(sessionId)) return null;
  inFlight.add(sessionId);
  return { release: () => inFlight.delete(sessionId) };
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
