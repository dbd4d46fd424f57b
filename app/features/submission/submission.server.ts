import { redirect, type AppLoadContext } from "@remix-run/node";
import { depositFigures, type DepositFigures } from "~/domain/deposit-figures";
import { recordedSubmissionCode, submissionStep, type SubmissionStep } from "~/domain/funding-flow";
import { pathOf } from "~/domain/route-table";
import type { FlowStep } from "~/domain/flow-steps";
import { requireStep } from "~/features/flow/flow.server";
import type { Lock, Locks } from "~/server/locks.server";
import { bankFailureOf, isUpstreamError } from "~/upstream/errors";
import type { Draft, SessionData } from "~/session/data";
import { errorRedirect } from "~/session/form.server";

/**
 * The one submission of an application (SPEC §4.3, §7 submitLead). It happens once per session:
 * `session.data.submission` is 'pending' before the call and 'done' after it, so a double post,
 * Back and Submit again, or a second tab can never create a second application. The only new
 * submission allowed after 'done' is the funding retry after a first FundFailure (SPEC §4.1), which
 * names the existing application.
 */

/** A pending submission older than this without a call in flight here was cut off (a restart). */
export const SUBMISSION_STALE_MS = 2 * 60 * 1000;

/** Calls in flight in this process, by session id → where the visitor goes once it returns. */
const inFlight = new Map<string, Promise<string>>();

export function submissionInFlight(sessionId: string): Promise<string> | undefined {
  return inFlight.get(sessionId);
}

/**
 * Claims this session's submission, synchronously (check and claim in one step, before any await),
 * so a second post racing the first in this process waits for it instead of submitting again.
 * Null when a submission is already running; `finish` tells the waiting posts where to go.
 */
export function claimSubmission(sessionId: string): { finish(location: string): void } | null {
  if (inFlight.has(sessionId)) return null;
  let resolve: (location: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  inFlight.set(sessionId, promise);
  return {
    finish: (location) => {
      inFlight.delete(sessionId);
      resolve(location);
    },
  };
}

/**
 * The same claim across instances (docs/decisions/0080): taken after the in-process claim, held
 * while submitLead runs. Its expiry is the stale limit, so a lock of an instance that died frees
 * itself when the loader would call the submission cut off anyway.
 */
export function lockSubmission(locks: Locks, sessionId: string): Promise<Lock | null> {
  return locks.acquire(`submission:${sessionId}`, SUBMISSION_STALE_MS);
}

/** True when the last submission ended with a first FundFailure: the applicant may fund and submit again. */
export function isFundingRetry(data: SessionData): boolean {
  const s = data.submission;
  return s?.state === "done" && s.responseCode === "FundFailure";
}

/** The step for a finished submission's recorded code. */
export function stepForRecordedCode(code: string, hasDecisions = true): SubmissionStep {
  return submissionStep(code, { hasDecisions, previousFundFailure: false });
}

/** Where a submission step leads. */
export function locationOf(step: SubmissionStep): string {
  if (step.kind === "error") return `${pathOf("error")}?reason=${encodeURIComponent(step.error)}`;
  return pathOf(step.screen);
}

/**
 * What a funding retry after a first FundFailure opens again (SPEC §4.1: back to the funding source):
 * the funding and the terms. The answers the bank was sent (the amount, the card, who and where)
 * stay closed: changed here they would be what this session's screens and payment read, not what
 * the bank holds.
 */
const FUNDING_RETRY_STEPS: ReadonlySet<FlowStep> = new Set(["fundingSource", "fundingPayment", "terms"]);

/**
 * For the flow screens after the applicant has submitted: a pending submission shows the
 * processing page, a finished one its result; a funding retry continues on `step` when it is one
 * the retry opens (none when no step is named). Throws the redirect.
 */
export function requireNotSubmitted(context: AppLoadContext, status: 302 | 303 = 302, step?: FlowStep): void {
  const s = context.session.data.submission;
  if (!s) return;
  const retrying = s.state === "done" && isFundingRetry(context.session.data);
  if (retrying && step && FUNDING_RETRY_STEPS.has(step)) return;
  throw redirect(pathOf("submit"), status);
}

/**
 * A flow screen before the submission: not submitted yet (`requireNotSubmitted`: 302 for a page, 303
 * after a post) and every step before `step` done (`requireStep`). Gives the application's draft.
 */
export function requireOpenStep(context: AppLoadContext, step: FlowStep, status: 302 | 303 = 302): Draft {
  requireNotSubmitted(context, status, step);
  requireStep(context, step);
  return context.session.data.draft;
}

/** What the result of a finished submission is, to remember in the session. */
export function finishedSubmission(input: {
  startedAt: number;
  code: string;
  applicationId: string | null;
  previousFundFailure: boolean;
}): NonNullable<SessionData["submission"]> {
  return {
    state: "done",
    startedAt: input.startedAt,
    responseCode: recordedSubmissionCode(input.code, input.previousFundFailure),
    ...(input.applicationId ? { applicationId: input.applicationId } : {}),
  };
}

/** SPEC §7: 'Oops, something went wrong processing your application.' with 'Submit again'. */
export function submitFailedRedirect() {
  return errorRedirect("submit-failed");
}

/**
 * SPEC §8 'Any 500 or 400 response': 'Ok, Got it' to the home site; 'On submission, other errors show
 * the same title with a Submit again button'. A 4xx (400, 404, 422) or a 500 is the bank refusing
 * what it was sent, which the same data would meet again; a timeout, a network failure or a 502-504
 * may pass on a second try (docs/decisions/0040).
 */
export function submissionFailureRedirect(error: unknown) {
  return bankFailureOf(error) === "refused" ? errorRedirect("generic") : submitFailedRedirect();
}

/**
 * True when a submitLead failure leaves unknown whether the bank took the application (and the card
 * it carried): no answer, one we cannot read, a 5xx. A 4xx is the bank refusing what it was sent.
 */
export function submissionOutcomeUnknown(error: unknown): boolean {
  const failure = bankFailureOf(error);
  if (failure === "refused") return isUpstreamError(error) && error.status === 500;
  return failure === "unreachable" || failure === "unreadable" || failure === "bankDown" || failure === "notBank";
}

/**
 * A submission carrying a card whose outcome is unknown: it stays closed (never sent again in this
 * session, where it could charge the card twice), and the applicant is told how to check instead.
 */
export function unconfirmedSubmission(startedAt: number): NonNullable<SessionData["submission"]> {
  return { state: "done", startedAt, unconfirmed: true };
}

export function submitUnconfirmedRedirect() {
  return errorRedirect("submit-unconfirmed");
}

/** The credit line applied for. */
export function creditLineOf(draft: Draft): number | null {
  return draft.creditLimit ?? draft.amount ?? null;
}

/**
 * The credit line's figures as every screen and the payment use them (ADR 0011): credit line =
 * deposit, the promotional credit that priced it, what the applicant pays. Null before step 4.
 */
export function depositFiguresOf(draft: Draft): DepositFigures | null {
  const creditLine = creditLineOf(draft);
  if (creditLine === null) return null;
  // A draft without promotionalCredit whose securityDeposit is below its credit line holds what the
  // applicant pays there: the difference is the bank's contribution.
  const kept =
    draft.promotionalCredit ??
    (draft.securityDeposit !== undefined && draft.securityDeposit < creditLine
      ? creditLine - draft.securityDeposit
      : null);
  return depositFigures(creditLine, { depositReduction: kept });
}
