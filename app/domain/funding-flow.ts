import { FUNDING_ATTEMPTS } from "./constants";
import { formatMoney } from "./offers";
import { LAUNCH_MONTHLY_FEE } from "./pricing";
import type { ErrorKey } from "./error-catalogue";
import type { CardType } from "./products";
import type { ScreenName } from "./route-table";
import { outcomeForStatus } from "./status-codes";

export const FUNDING_TYPES = ["DBT", "FDL"] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];

// Never while an application exists: a funding retry keeps its product.
export function fundLaterScreen(input: {
  cardType: CardType;
  downsellCardTypes: readonly CardType[];
  launchOffered: boolean;
  applicationExists: boolean;
}): Extract<ScreenName, "launchDownsell" | "creditLineFundLater"> {
  const offers =
    input.cardType !== "launch" &&
    input.launchOffered &&
    !input.applicationExists &&
    input.downsellCardTypes.includes(input.cardType);
  return offers ? "launchDownsell" : "creditLineFundLater";
}

// SPEC §8 names these without their handling: they refuse the amount before any charge (ADR 0054).
export const PAYMENT_REFUSAL_CODES = ["MinimumPaymentNotValid", "PaymentExceedsBalance"] as const;
export const PAYMENT_UNCLEAR_CODES = ["VoidPaymentError", "GenericDecisionsError"] as const;

export const FUNDABLE_CODES = ["WT_FND", "FundFailure"] as const;

export function isFundable(code: string | null | undefined): boolean {
  return typeof code === "string" && (FUNDABLE_CODES as readonly string[]).includes(code);
}

// SPEC §4.1, §4.3: a payment into an application starts from the failures its status stands for.
export function failuresOfStatus(code: string | null | undefined): number {
  if (code === "FundFailure") return FUNDING_ATTEMPTS - 1;
  if (code === "FundFailureFinal") return FUNDING_ATTEMPTS;
  return 0;
}

export type PaymentStep =
  | { kind: "result" }
  | { kind: "screen"; screen: ScreenName }
  | { kind: "retry" }
  | { kind: "final" }
  | { kind: "error"; error: ErrorKey }
  // Whether the card was charged is unknown: the bank's funding record decides.
  | { kind: "unclear" };

export function paymentStep(
  code: string,
  options: { previousFailures: number; exceededDailyTransaction?: boolean },
): PaymentStep {
  if (code === "ExceededDailyPaymentTransactions" || options.exceededDailyTransaction) {
    return { kind: "error", error: "payment-daily-limit" };
  }
  if (code === "FundFailureFinal") return { kind: "final" };
  if (code === "FundFailure")
    return options.previousFailures + 1 >= FUNDING_ATTEMPTS ? { kind: "final" } : { kind: "retry" };
  if ((PAYMENT_REFUSAL_CODES as readonly string[]).includes(code)) return { kind: "error", error: "payment-error" };
  if ((PAYMENT_UNCLEAR_CODES as readonly string[]).includes(code)) return { kind: "unclear" };
  if (code === "WT_FRE") return { kind: "screen", screen: "appInGoodFunds" };
  return { kind: "result" };
}

export type SubmissionStep =
  | { kind: "screen"; screen: ScreenName }
  | { kind: "retry-funding"; screen: ScreenName }
  | { kind: "error"; error: ErrorKey };

// SPEC §4.3 'A further failure is final', whatever code the bank uses for it.
export function submissionStep(
  code: string,
  options: { hasDecisions: boolean; previousFundFailure: boolean },
): SubmissionStep {
  const outcome = outcomeForStatus(code, { hasDecisions: options.hasDecisions });
  if (outcome.kind === "retry-funding" && options.previousFundFailure)
    return { kind: "screen", screen: "appFundingFailed" };
  return outcome;
}

export function recordedSubmissionCode(code: string, previousFundFailure: boolean): string {
  return code === "FundFailure" && previousFundFailure ? "FundFailureFinal" : code;
}

export const LAUNCH_MONTHLY_FEE_TEXT =
  "The {{card}} has a monthly fee of {{introMonthly}} per month ({{introAnnualized}} annualized) " +
  "for the first {{introMonths}} months, then {{afterMonthly}} per month ({{afterAnnualized}}) " +
  "for as long as the account is open.";

export function launchMonthlyFeeParams(cardName: string): Record<string, string | number> {
  const f = LAUNCH_MONTHLY_FEE;
  return {
    card: cardName,
    introMonthly: formatMoney(f.introMonthly),
    introAnnualized: formatMoney(f.introAnnualized),
    introMonths: f.introMonths,
    afterMonthly: formatMoney(f.afterMonthly),
    afterAnnualized: formatMoney(f.afterAnnualized),
  };
}

export function launchMonthlyFeeText(cardName: string): string {
  const params = launchMonthlyFeeParams(cardName);
  return LAUNCH_MONTHLY_FEE_TEXT.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}
