import type { ErrorKey } from "./error-catalogue";
import type { ScreenName } from "./route-table";
import { isOwnKey } from "./own-key";

/**
 * Application status codes (SPEC §4.1): each code → the screen it leads to, its list label and the
 * client step. Codes whose handling SPEC does not show get the safe choices recorded in
 * docs/decisions/0050: never a screen that claims an outcome the bank has not confirmed.
 */

/** Client step enumeration (SPEC §4.1). */
export const CLIENT_STEPS = ["Processing", "Error", "InfoRequired", "FundingRequired", "Approved", "Closed"] as const;
export type ClientStep = (typeof CLIENT_STEPS)[number];

/** What the product does with a code. */
export type StatusOutcome =
  | { kind: "screen"; screen: ScreenName }
  /** Back to the funding screens for another try (SPEC FundFailure; §8 '*1 attempt remaining'). */
  | { kind: "retry-funding"; screen: ScreenName }
  | { kind: "error"; error: ErrorKey };

export interface StatusCodeInfo {
  /** SPEC's meaning, shown in status lists; null where SPEC gives none. */
  meaning: string | null;
  outcome: StatusOutcome;
  step: ClientStep;
  /** True where SPEC does not show the handling and the choice is ours. */
  ours?: true;
}

/** SPEC §4.1's label for any code not in the table. */
export const UNKNOWN_STATUS_LABEL = "Unknown Status";

const screen = (name: ScreenName): StatusOutcome => ({ kind: "screen", screen: name });

export const STATUS_CODES = {
  WT_DOC: {
    meaning: "Documents requested / information required",
    outcome: screen("documentsRequested"),
    step: "InfoRequired",
  },
  WT_FND: {
    meaning: "Waiting for funds / funding required",
    outcome: screen("appWaitingForFunds"),
    step: "FundingRequired",
  },
  WT_FRE: { meaning: "Funds good / processing", outcome: screen("appInGoodFunds"), step: "Approved" },
  WT_FIS: { meaning: "Deposit approved", outcome: screen("appDepositApproved"), step: "Approved" },
  END_CLS: { meaning: "Closed", outcome: screen("appClosed"), step: "Closed" },
  END_EXP: { meaning: "Expired or incomplete", outcome: screen("appClosedExpired"), step: "Closed" },
  END_DCL: { meaning: "Declined", outcome: screen("appDenied"), step: "Closed" },
  END_WDR: { meaning: "Withdrawn", outcome: screen("appClosedWithdrawn"), step: "Closed" },
  END_BRD: { meaning: "Approved and boarded", outcome: screen("appBoarded"), step: "Approved" },
  CB_CACHE: { meaning: null, outcome: screen("appApiFailed"), step: "Error" },
  API_ERR: { meaning: null, outcome: screen("appApiFailed"), step: "Error" },
  UI_MRV: { meaning: "In review", outcome: screen("appManualReview"), step: "Processing" },
  UI_MDR: { meaning: "In review", outcome: screen("appManualDocumentReview"), step: "Processing" },
  UI_SDR: { meaning: "Closed awaiting refund", outcome: screen("appClosedWaitingOnRefund"), step: "Closed" },
  END_EMN: { meaning: null, outcome: screen("appStatusNoMatch"), step: "Error" },
  InvalidEmail: { meaning: "Attention needed", outcome: screen("invalidEmail"), step: "InfoRequired" },
  FundFailure: { meaning: null, outcome: { kind: "retry-funding", screen: "fundingSource" }, step: "FundingRequired" },
  FundFailureFinal: { meaning: null, outcome: screen("appFundingFailed"), step: "FundingRequired" },
  ExceededDailyPaymentTransactions: {
    meaning: null,
    outcome: { kind: "error", error: "payment-daily-limit" },
    step: "FundingRequired",
  },

  /* ---- SPEC lists these without their handling: our safe choices (docs/decisions/0050). ---- */
  /** Funding succeeded: the bank still decides; 'being reviewed or processed, you get emails'. */
  FL_SUC: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  /** Funding outcome uncertain: the same neutral processing screen; never 'approved' or 'failed'. */
  FL_UNC: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  /** Empty result: like END_EMN, the no-match screen with the customer service number. */
  END_EMY: { meaning: null, outcome: screen("appStatusNoMatch"), step: "Error", ours: true },
  /** An error at the bank: 'unable to access your application … try again later'. */
  END_ERR: { meaning: null, outcome: screen("appApiFailed"), step: "Error", ours: true },
  /** Duplicates: an application already exists and is being handled; say so neutrally. */
  END_DUPELEAD: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  END_DUPEAPP: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  END_APPANDLEAD: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  /** A status-check code problem upstream: 'try again later'. */
  CB_OTP: { meaning: null, outcome: screen("appApiFailed"), step: "Error", ours: true },
  /** The bank rejected what we sent: SPEC §8's generic error ('Oops, something went wrong …'). */
  InvalidModel: { meaning: null, outcome: { kind: "error", error: "generic" }, step: "Error", ours: true },
  InvalidLead: { meaning: null, outcome: { kind: "error", error: "generic" }, step: "Error", ours: true },
} as const satisfies Record<string, StatusCodeInfo>;

export type StatusCode = keyof typeof STATUS_CODES;

export const KNOWN_STATUS_CODES = Object.keys(STATUS_CODES) as StatusCode[];

export function isStatusCode(code: unknown): code is StatusCode {
  return isOwnKey(STATUS_CODES, code);
}

/** Any other code: logged, API failed screen (SPEC §4.1). */
const UNKNOWN: StatusCodeInfo = { meaning: null, outcome: screen("appApiFailed"), step: "Error" };

export function statusInfo(code: string | null | undefined): StatusCodeInfo & { known: boolean } {
  return isStatusCode(code) ? { ...STATUS_CODES[code], known: true } : { ...UNKNOWN, known: false };
}

/**
 * Where a code leads. WT_DOC without a decisions response becomes an API connectivity error
 * (SPEC §4.1): the API-failed screen.
 */
export function outcomeForStatus(
  code: string | null | undefined,
  options: { hasDecisions?: boolean } = {},
): StatusOutcome {
  if (code === "WT_DOC" && options.hasDecisions === false) return screen("appApiFailed");
  return statusInfo(code).outcome;
}

/**
 * The list label of a known code SPEC gives no meaning for, by its client step, in SPEC's own words
 * where it has them ('In review', 'Attention needed'); an error stays 'Unknown Status'
 * (docs/decisions/0050).
 */
const STEP_LABELS: Record<ClientStep, string> = {
  Processing: "In review",
  Error: UNKNOWN_STATUS_LABEL,
  InfoRequired: "Attention needed",
  FundingRequired: "Funding required",
  Approved: "Approved",
  Closed: "Closed",
};

/** The label in status lists: SPEC's meaning, else by the code's step; 'Unknown Status' for unknown codes. */
export function statusLabel(code: string | null | undefined): string {
  const info = statusInfo(code);
  if (!info.known) return UNKNOWN_STATUS_LABEL;
  return info.meaning ?? STEP_LABELS[info.step];
}

export function clientStepFor(code: string | null | undefined): ClientStep {
  return statusInfo(code).step;
}

/** Unknown codes are logged (SPEC §4.1); callers log when this is true. */
export function shouldLogStatus(code: string | null | undefined): boolean {
  return !isStatusCode(code);
}

/** SPEC §4.3: the submission's analytics result is 'immediate' when in good funds, else 'see_email'. */
export function submissionAnalyticsResult(code: string | null | undefined): "immediate" | "see_email" {
  return code === "WT_FRE" ? "immediate" : "see_email";
}

/** The bank's code for a withdrawn application: it can be neither withdrawn nor funded again (issue 11 item 2). */
export const WITHDRAWN_STATUS = "END_WDR";

export function isWithdrawn(code: string | null | undefined): boolean {
  return code === WITHDRAWN_STATUS;
}
