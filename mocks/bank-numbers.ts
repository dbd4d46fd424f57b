// The numbers and lists the bank holds (SPEC §3, §4.1, §8, §9), written from SPEC, never from app/.

/** SPEC §9 development mock: Secured 200-3000, Secured Plus 300-3000, Launch 100-1000; ids 1000, 9000, 6100. */
export const BANK_PRODUCTS = {
  secured: { productId: 1000, minimum: 200, maximum: 3000 },
  plus: { productId: 9000, minimum: 300, maximum: 3000 },
  launch: { productId: 6100, minimum: 100, maximum: 1000 },
} as const;
export const BANK_PRODUCT_IDS: readonly number[] = Object.values(BANK_PRODUCTS).map((p) => p.productId);

/** The campaigns' incentive values (SPEC §9: $50 deposit contribution, plus $200 minimum; downsell $100). */
export const BANK_INCENTIVES = {
  depositReduction: { id: 101, value: 50 },
  plusMinimum: { id: 102, value: 200 },
  downsell: { id: 103, value: 100 },
} as const;

/** SPEC §9: partial payment minimum 25 (or the remainder if smaller). */
export const BANK_PARTIAL_PAYMENT_MIN = 25;
/** SPEC §9: days left to fund, 60 by default. */
export const BANK_DAYS_TO_FUND = 60;
/** SPEC §9: OTP length 6, valid 5 minutes. */
export const BANK_OTP_LENGTH = 6;
export const BANK_OTP_VALIDITY_MS = 5 * 60 * 1000;
/** SPEC §9: upload maximum 10 MB. */
export const BANK_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** SPEC §3: instanceId is a random integer below 2e9. */
export const BANK_INSTANCE_ID_LIMIT = 2e9;

/** SPEC §4.1: every code the bank answers with a screen of its own. */
export const BANK_STATUS_CODES = [
  "WT_DOC",
  "WT_FND",
  "WT_FRE",
  "WT_FIS",
  "END_CLS",
  "END_EXP",
  "END_DCL",
  "END_WDR",
  "END_BRD",
  "CB_CACHE",
  "API_ERR",
  "UI_MRV",
  "UI_MDR",
  "UI_SDR",
  "END_EMN",
  "InvalidEmail",
  "FundFailure",
  "FundFailureFinal",
  "ExceededDailyPaymentTransactions",
] as const;
/** SPEC §8: payment answer codes besides the status codes. */
export const BANK_PAYMENT_ERROR_CODES = [
  "MinimumPaymentNotValid",
  "PaymentExceedsBalance",
  "VoidPaymentError",
  "GenericDecisionsError",
] as const;
/** The errorCode of a 422 errors list (SPEC §4.1 names InvalidModel and InvalidLead). */
export const BANK_VALIDATION_ERROR_CODES = ["InvalidModel", "InvalidLead", "InvalidProduct", "InvalidCreditLimit"];

/** SPEC §3: the fixed list of withdrawal reasons. */
export const BANK_WITHDRAW_REASONS = [
  "No longer interested",
  "Unable to fund at this time",
  "Received another offer",
  "Process too long",
  "Cannot provide documents requested",
  "Duplicate/another application present",
  "Advised to withdraw",
  "Other",
] as const;
