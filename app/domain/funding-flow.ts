import { FUNDING_ATTEMPTS } from "./constants";
import { formatMoney } from "./offers";
import { LAUNCH_MONTHLY_FEE } from "./pricing";
import type { ErrorKey } from "./error-catalogue";
import type { CardType } from "./products";
import type { ScreenName } from "./route-table";
import { outcomeForStatus } from "./status-codes";

/**
 * Where the funding screens lead (SPEC §2.2, §4.3, §4.4, §8). Pure decisions; the routes do the
 * session and bank work. Choices SPEC leaves open: docs/decisions/0040-funding-source-downsell-and-the-submission.md.
 */

/** SPEC §3 fundingType: DBT pays by debit card now, FDL funds later. */
export const FUNDING_TYPES = ["DBT", "FDL"] as const;
export type FundingType = (typeof FUNDING_TYPES)[number];

/**
 * 'Fund later' leads to the Launch downsell when the chosen product offers a downsell incentive
 * (configuration fetched with downsell=true, SPEC §4.6), Launch is offered and the card is not
 * Launch already; never while an application already exists (a funding retry keeps its product).
 * Otherwise to the fund-later explanation.
 */
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

/**
 * Payment answer codes SPEC §8 names without their handling. The first two refuse the amount before
 * any charge: the payment error with 'Try again'. The last two do not say whether the card was
 * charged, so the bank's funding record decides (docs/decisions/0054).
 */
export const PAYMENT_REFUSAL_CODES = ["MinimumPaymentNotValid", "PaymentExceedsBalance"] as const;
export const PAYMENT_UNCLEAR_CODES = ["VoidPaymentError", "GenericDecisionsError"] as const;

/** Application status codes under which a deposit payment can be made ('Fund my card'). */
export const FUNDABLE_CODES = ["WT_FND", "FundFailure"] as const;

export function isFundable(code: string | null | undefined): boolean {
  return typeof code === "string" && (FUNDABLE_CODES as readonly string[]).includes(code);
}

/**
 * The card failures an application's status code already stands for (SPEC §4.1, §4.3): FundFailure
 * is the first ('*1 attempt remaining', no partial amount, the next failure is final), FundFailureFinal
 * the last. A payment into an application starts from here, not from nothing.
 */
export function failuresOfStatus(code: string | null | undefined): number {
  if (code === "FundFailure") return FUNDING_ATTEMPTS - 1;
  if (code === "FundFailureFinal") return FUNDING_ATTEMPTS;
  return 0;
}

/** What the funding payment screen does with a makePayment answer (SPEC §4.3, §8). */
export type PaymentStep =
  /** Shown in the result view (approved, partial, remainder, days to fund); the payment is submitted. */
  | { kind: "result" }
  /** Application in good funds: shown through its status screen; the payment is submitted. */
  | { kind: "screen"; screen: ScreenName }
  /** The first card failure: the form again, cleared, with '*1 attempt remaining'. */
  | { kind: "retry" }
  /** A further failure: the funding final failure screen. */
  | { kind: "final" }
  | { kind: "error"; error: ErrorKey }
  /** An answer that does not say whether the card was charged: the bank's funding record decides. */
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

/** What the submission does with submitLead's response code (SPEC §4.1). */
export type SubmissionStep =
  | { kind: "screen"; screen: ScreenName }
  /** FundFailure: back to the funding source to retry (the application exists). */
  | { kind: "retry-funding"; screen: ScreenName }
  | { kind: "error"; error: ErrorKey };

/**
 * The step for a response code. A second FundFailure for the same application is final (SPEC §4.3:
 * 'A further failure is final'), whatever code the bank uses for it.
 */
export function submissionStep(
  code: string,
  options: { hasDecisions: boolean; previousFundFailure: boolean },
): SubmissionStep {
  const outcome = outcomeForStatus(code, { hasDecisions: options.hasDecisions });
  if (outcome.kind === "retry-funding" && options.previousFundFailure)
    return { kind: "screen", screen: "appFundingFailed" };
  return outcome;
}

/** The code to remember for a submission: a second FundFailure is recorded as final. */
export function recordedSubmissionCode(code: string, previousFundFailure: boolean): string {
  return code === "FundFailure" && previousFundFailure ? "FundFailureFinal" : code;
}

/**
 * SPEC §2.3 Launch downsell footer: '$2 per month ($24 annualized) for the first 12 months, then $3
 * per month ($36) for as long as the account is open'. A template, so each language's catalogue
 * fills the same amounts (app/i18n: `disclosures.launchMonthlyFee`).
 */
export const LAUNCH_MONTHLY_FEE_TEXT =
  "The {{card}} has a monthly fee of {{introMonthly}} per month ({{introAnnualized}} annualized) " +
  "for the first {{introMonths}} months, then {{afterMonthly}} per month ({{afterAnnualized}}) " +
  "for as long as the account is open.";

/** The values of LAUNCH_MONTHLY_FEE_TEXT's placeholders for a card. */
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
