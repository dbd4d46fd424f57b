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

// One submission per session (SPEC §4.3, §7): 'pending' before the call, 'done' after, so a double post or
// a second tab never creates a second application. Only a FundFailure retry (SPEC §4.1) submits again.

/** A pending submission older than this without a call in flight here was cut off (a restart). */
export const SUBMISSION_STALE_MS = 2 * 60 * 1000;

const inFlight = new Map<string, Promise<string>>();

export function submissionInFlight(sessionId: string): Promise<string> | undefined {
  return inFlight.get(sessionId);
}

/** Synchronous check-and-claim, so a second post racing the first in this process waits instead of submitting. */
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

/** Across instances (ADR 0080); its expiry is the stale limit, so a dead instance's lock frees itself. */
export function lockSubmission(locks: Locks, sessionId: string): Promise<Lock | null> {
  return locks.acquire(`submission:${sessionId}`, SUBMISSION_STALE_MS);
}

export function isFundingRetry(data: SessionData): boolean {
  const s = data.submission;
  return s?.state === "done" && s.responseCode === "FundFailure";
}

export function stepForRecordedCode(code: string, hasDecisions = true): SubmissionStep {
  return submissionStep(code, { hasDecisions, previousFundFailure: false });
}

export function locationOf(step: SubmissionStep): string {
  if (step.kind === "error") return `${pathOf("error")}?reason=${encodeURIComponent(step.error)}`;
  return pathOf(step.screen);
}

/** The answers the bank was sent stay closed: changed here, they would not be what the bank holds. */
const FUNDING_RETRY_STEPS: ReadonlySet<FlowStep> = new Set(["fundingSource", "fundingPayment", "terms"]);

export function requireNotSubmitted(context: AppLoadContext, status: 302 | 303 = 302, step?: FlowStep): void {
  const s = context.session.data.submission;
  if (!s) return;
  const retrying = s.state === "done" && isFundingRetry(context.session.data);
  if (retrying && step && FUNDING_RETRY_STEPS.has(step)) return;
  throw redirect(pathOf("submit"), status);
}

export function requireOpenStep(context: AppLoadContext, step: FlowStep, status: 302 | 303 = 302): Draft {
  requireNotSubmitted(context, status, step);
  requireStep(context, step);
  return context.session.data.draft;
}

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

/** SPEC §8: a 4xx or 500 would meet the same refusal again; a timeout or 502-504 may pass on retry (ADR 0040). */
export function submissionFailureRedirect(error: unknown) {
  return bankFailureOf(error) === "refused" ? errorRedirect("generic") : submitFailedRedirect();
}

/** No answer, an unreadable one or a 5xx; a 4xx is the bank refusing what it was sent. */
export function submissionOutcomeUnknown(error: unknown): boolean {
  const failure = bankFailureOf(error);
  if (failure === "refused") return isUpstreamError(error) && error.status === 500;
  return failure === "unreachable" || failure === "unreadable" || failure === "bankDown" || failure === "notBank";
}

/** It stays closed: sent again in this session it could charge the card twice. */
export function unconfirmedSubmission(startedAt: number): NonNullable<SessionData["submission"]> {
  return { state: "done", startedAt, unconfirmed: true };
}

export function submitUnconfirmedRedirect() {
  return errorRedirect("submit-unconfirmed");
}

export function creditLineOf(draft: Draft): number | null {
  return draft.creditLimit ?? draft.amount ?? null;
}

/** ADR 0011: credit line = deposit, the promotional credit that priced it, what the applicant pays. */
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
