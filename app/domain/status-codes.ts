import type { ErrorKey } from "./error-catalogue";
import type { ScreenName } from "./route-table";
import { isOwnKey } from "./own-key";

// SPEC §4.1. Our choices never claim an outcome the bank has not confirmed (ADR 0050).

export const CLIENT_STEPS = ["Processing", "Error", "InfoRequired", "FundingRequired", "Approved", "Closed"] as const;
export type ClientStep = (typeof CLIENT_STEPS)[number];

export type StatusOutcome =
  | { kind: "screen"; screen: ScreenName }
  | { kind: "retry-funding"; screen: ScreenName }
  | { kind: "error"; error: ErrorKey };

export interface StatusCodeInfo {
  meaning: string | null;
  outcome: StatusOutcome;
  step: ClientStep;
  ours?: true;
}

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

  // SPEC lists these without their handling: our safe choices (ADR 0050).
  FL_SUC: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  // Outcome uncertain: never 'approved' or 'failed'.
  FL_UNC: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  END_EMY: { meaning: null, outcome: screen("appStatusNoMatch"), step: "Error", ours: true },
  END_ERR: { meaning: null, outcome: screen("appApiFailed"), step: "Error", ours: true },
  // An application already exists and is being handled; say so neutrally.
  END_DUPELEAD: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  END_DUPEAPP: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  END_APPANDLEAD: { meaning: null, outcome: screen("appManualReview"), step: "Processing", ours: true },
  CB_OTP: { meaning: null, outcome: screen("appApiFailed"), step: "Error", ours: true },
  InvalidModel: { meaning: null, outcome: { kind: "error", error: "generic" }, step: "Error", ours: true },
  InvalidLead: { meaning: null, outcome: { kind: "error", error: "generic" }, step: "Error", ours: true },
} as const satisfies Record<string, StatusCodeInfo>;

export type StatusCode = keyof typeof STATUS_CODES;

export const KNOWN_STATUS_CODES = Object.keys(STATUS_CODES) as StatusCode[];

export function isStatusCode(code: unknown): code is StatusCode {
  return isOwnKey(STATUS_CODES, code);
}

const UNKNOWN: StatusCodeInfo = { meaning: null, outcome: screen("appApiFailed"), step: "Error" };

export function statusInfo(code: string | null | undefined): StatusCodeInfo & { known: boolean } {
  return isStatusCode(code) ? { ...STATUS_CODES[code], known: true } : { ...UNKNOWN, known: false };
}

// SPEC §4.1: WT_DOC without decisions is an API connectivity error.
export function outcomeForStatus(
  code: string | null | undefined,
  options: { hasDecisions?: boolean } = {},
): StatusOutcome {
  if (code === "WT_DOC" && options.hasDecisions === false) return screen("appApiFailed");
  return statusInfo(code).outcome;
}

// In SPEC's own words where it has them (ADR 0050).
const STEP_LABELS: Record<ClientStep, string> = {
  Processing: "In review",
  Error: UNKNOWN_STATUS_LABEL,
  InfoRequired: "Attention needed",
  FundingRequired: "Funding required",
  Approved: "Approved",
  Closed: "Closed",
};

export function statusLabel(code: string | null | undefined): string {
  const info = statusInfo(code);
  if (!info.known) return UNKNOWN_STATUS_LABEL;
  return info.meaning ?? STEP_LABELS[info.step];
}

export function clientStepFor(code: string | null | undefined): ClientStep {
  return statusInfo(code).step;
}

export function shouldLogStatus(code: string | null | undefined): boolean {
  return !isStatusCode(code);
}

export function submissionAnalyticsResult(code: string | null | undefined): "immediate" | "see_email" {
  return code === "WT_FRE" ? "immediate" : "see_email";
}

export const WITHDRAWN_STATUS = "END_WDR";

export function isWithdrawn(code: string | null | undefined): boolean {
  return code === WITHDRAWN_STATUS;
}
