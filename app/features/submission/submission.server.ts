import { redirect, type AppLoadContext } from "@remix-run/node";
import { recordedSubmissionCode, submissionStep, type SubmissionStep } from "~/domain/funding-flow";
import { pathOf } from "~/domain/route-table";
import type { Lock, Locks } from "~/server/locks.server";
import type { SubmitLeadRequest } from "~/upstream/client.server";
import { isUpstreamError } from "~/upstream/errors";
import type { CardData } from "~/session/card-vault.server";
import type { Draft, SessionData, StoredAddress } from "~/session/data";
import { errorRedirect } from "~/session/form.server";
import type { Pii } from "~/session/pii.server";

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
 * The same claim across instances (docs/decisions/0081): taken after the in-process claim, held
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
 * For the flow screens after the applicant has submitted: a pending submission shows the
 * processing page, a finished one its result; a funding retry continues. Throws the redirect.
 */
export function requireNotSubmitted(context: AppLoadContext, status: 302 | 303 = 302): void {
  const s = context.session.data.submission;
  if (!s) return;
  if (s.state === "done" && isFundingRetry(context.session.data)) return;
  throw redirect(pathOf("submit"), status);
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
 * may pass on a second try (docs/decisions/0061).
 */
export function submissionFailureRedirect(error: unknown) {
  const status = isUpstreamError(error) ? error.status : undefined;
  const refused = status !== undefined && ((status >= 400 && status < 500) || status === 500);
  return refused ? errorRedirect("generic") : submitFailedRedirect();
}

function address(a: StoredAddress) {
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? "",
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
  };
}

/** The deposit to fund: the security deposit, else the credit line (they are equal unless a promo applies). */
export function depositOf(draft: Draft): number | null {
  return draft.securityDeposit ?? draft.amount ?? draft.creditLimit ?? null;
}

/** The credit line applied for. */
export function creditLineOf(draft: Draft): number | null {
  return draft.creditLimit ?? draft.amount ?? null;
}

/** The first draft answer the request needs but the session lacks (a programming slip or an old session). */
export type MissingAnswer =
  "basicInfo" | "income" | "creditLine" | "identity" | "mailingAddress" | "fundingSource" | "fundingPayment";

/**
 * SPEC §7 submitLead's whole payload from the draft, the sealed PII and (for DBT) the card held in
 * memory. Returns the missing part instead when the draft is incomplete.
 */
export function buildSubmitLeadRequest(input: {
  data: SessionData;
  pii: Pii;
  card: CardData | null;
}): { ok: true; request: SubmitLeadRequest } | { ok: false; missing: MissingAnswer } {
  const { data, pii, card } = input;
  const d = data.draft;
  const leadId = data.leadId;
  if (
    !leadId ||
    d.instanceId === undefined ||
    d.productId === undefined ||
    !d.firstName ||
    !d.lastName ||
    !d.emailAddress ||
    !d.primaryPhone ||
    !d.otpMethod
  ) {
    return { ok: false, missing: "basicInfo" };
  }
  if (d.housingPayment === undefined || d.annualIncome === undefined) return { ok: false, missing: "income" };
  const creditLimit = creditLineOf(d);
  const deposit = depositOf(d);
  if (creditLimit === null || deposit === null) return { ok: false, missing: "creditLine" };
  if (!d.homeAddress) return { ok: false, missing: "identity" };
  const mailToType = d.mailToType;
  const mailing = mailToType === "pobox" ? d.mailingAddress : d.homeAddress;
  if (!mailToType || !mailing) return { ok: false, missing: "mailingAddress" };
  if (!d.fundingType) return { ok: false, missing: "fundingSource" };

  const debit = d.fundingType === "DBT";
  if (debit && (!card || !d.billingAddress || !d.cardHolderFirstName || !d.cardHolderLastName)) {
    return { ok: false, missing: "fundingPayment" };
  }
  const isFullyFunded = debit ? d.fundToday !== false : false;
  const amount = debit ? (isFullyFunded ? deposit : (d.paymentAmount ?? null)) : null;
  if (debit && !amount) return { ok: false, missing: "fundingPayment" };
  const previous = data.submission;
  const retry = previous?.state === "done" && previous.responseCode === "FundFailure";

  const request: SubmitLeadRequest = {
    instanceId: d.instanceId,
    id: leadId,
    isEmailVerified: d.otpMethod === "Email",
    applicationId: retry ? (previous?.applicationId ?? null) : null,
    flags: {},
    incentiveId: d.incentiveId ?? null,
    incentiveName: d.incentiveName ?? null,
    downsellFrom: d.downsellFrom ?? null,
    basicInfo: {
      productId: d.productId,
      firstName: d.firstName,
      lastName: d.lastName,
      emailAddress: d.emailAddress,
      primaryPhone: d.primaryPhone,
      primaryPhoneType: d.primaryPhoneType ?? "C",
      otpMethod: d.otpMethod,
      phoneConsent: d.phoneConsent ?? false,
    },
    dti: {
      monthlyHousingPayment: d.housingPayment,
      income: d.annualIncome,
      minimumEligibility:
        d.calculatedIncome === null || d.calculatedIncome === undefined || d.annualIncome >= d.calculatedIncome,
      incomeConfirmation: true,
    },
    creditLine: { creditLimit },
    payment: {
      fundingType: d.fundingType,
      isFullyFunded,
      attemptNumber: retry ? 1 : 0,
      amount,
      cardHolderFirstName: debit ? d.cardHolderFirstName : null,
      cardHolderLastName: debit ? d.cardHolderLastName : null,
      cardNumber: debit ? card?.cardNumber : null,
      expirationDateMMYY: debit ? card?.expirationDateMMYY : null,
      cvv: debit ? card?.cvv : null,
    },
    terms: { esignConsent: true, termsConsent: true },
    mailToType,
    mailingAddress: address(mailing),
    homeAddress: address(d.homeAddress),
    billingAddress: debit && d.billingAddress ? address(d.billingAddress) : null,
    pii: { ssn: pii.ssn, dateOfBirth: pii.dateOfBirth },
  };
  return { ok: true, request };
}
