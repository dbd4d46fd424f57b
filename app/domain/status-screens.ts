import {
  CARD_ARRIVES_BUSINESS_DAYS,
  CARD_MAILED_WITHIN_DAYS,
  CREDIT_LIMIT_INCREASE_MONTHS,
  CREDIT_UTILIZATION_TIP_PERCENT,
  REFUND_BUSINESS_DAYS,
  WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS,
  WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS,
} from "./constants";
import { pathOf, type ScreenName } from "./route-table";
import { dateTimeFormat } from "./intl-formats";
import { isOwnKey } from "./own-key";
import { outcomeForStatus } from "./status-codes";

// SPEC §2.4 as one table and one page component (ADR 0050); texts are catalogue keys.

export type StatusAction = "documents" | "fund" | "reapply" | "check-again" | "home";

export interface StatusScreenContent {
  title: string;
  paragraphs: readonly string[];
  tips?: { heading: string; items: readonly string[] };
  action: StatusAction;
  // Only while the bank has not decided or opened the account.
  withdraw?: true;
}

export const STATUS_TEXT_PARAMS = {
  mailedWithin: CARD_MAILED_WITHIN_DAYS,
  arriveMin: CARD_ARRIVES_BUSINESS_DAYS.min,
  arriveMax: CARD_ARRIVES_BUSINESS_DAYS.max,
  utilization: CREDIT_UTILIZATION_TIP_PERCENT,
  increaseMonths: CREDIT_LIMIT_INCREASE_MONTHS,
  refundMin: REFUND_BUSINESS_DAYS.min,
  refundMax: REFUND_BUSINESS_DAYS.max,
  debitRefundDays: WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS,
  mailRefundDays: WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS,
} as const;

export const STATUS_SCREENS = {
  documentsRequested: {
    title: "status.documentsRequested.title",
    paragraphs: ["status.documentsRequested.p1"],
    action: "documents",
    withdraw: true,
  },
  appWaitingForFunds: {
    title: "status.appWaitingForFunds.title",
    paragraphs: ["status.appWaitingForFunds.p1"],
    action: "fund",
    withdraw: true,
  },
  appInGoodFunds: {
    title: "status.appInGoodFunds.title",
    paragraphs: ["status.appInGoodFunds.p1", "status.emailWhenShips"],
    action: "home",
    withdraw: true,
  },
  appDepositApproved: {
    title: "status.appDepositApproved.title",
    paragraphs: ["status.appDepositApproved.p1", "status.emailWhenShips"],
    action: "home",
  },
  appBoarded: {
    title: "status.appBoarded.title",
    paragraphs: ["status.appBoarded.p1"],
    tips: {
      heading: "status.appBoarded.tipsHeading",
      items: ["status.appBoarded.tip1", "status.appBoarded.tip2", "status.appBoarded.tip3"],
    },
    action: "home",
  },
  appClosed: {
    title: "status.appClosed.title",
    paragraphs: ["status.appClosed.p1", "status.refundIfPaid"],
    action: "home",
  },
  appClosedExpired: {
    title: "status.appClosedExpired.title",
    paragraphs: ["status.appClosedExpired.p1", "status.appClosedExpired.p2"],
    action: "reapply",
  },
  appClosedWithdrawn: {
    title: "status.appClosedWithdrawn.title",
    paragraphs: ["status.appClosedWithdrawn.p1", "status.appClosedWithdrawn.p2"],
    action: "home",
  },
  appClosedWaitingOnRefund: {
    title: "status.appClosedWaitingOnRefund.title",
    paragraphs: ["status.refundIfPaid"],
    action: "home",
  },
  appDenied: {
    title: "status.appDenied.title",
    paragraphs: ["status.appDenied.p1"],
    action: "home",
  },
  appFundingDeclined: {
    title: "status.appFundingDeclined.title",
    paragraphs: ["status.appFundingDeclined.p1"],
    action: "home",
    withdraw: true,
  },
  appFundingFailed: {
    // SPEC §8 has one text for a final funding failure: the same as /error?reason=funding-failed.
    title: "errorPage.funding-failed.title",
    paragraphs: ["errorPage.funding-failed.message"],
    action: "home",
    withdraw: true,
  },
  appManualReview: {
    title: "status.appManualReview.title",
    paragraphs: ["status.appManualReview.p1"],
    action: "home",
    withdraw: true,
  },
  appManualDocumentReview: {
    title: "status.appManualDocumentReview.title",
    paragraphs: ["status.appManualDocumentReview.p1"],
    action: "home",
    withdraw: true,
  },
  appApiFailed: {
    // SPEC's sentence, the same as /error?reason=api-unavailable.
    title: "errorPage.api-unavailable.title",
    paragraphs: [],
    action: "check-again",
  },
  appStatusNoMatch: {
    title: "errorPage.no-match.title",
    paragraphs: ["status.appStatusNoMatch.p1", "errorPage.no-match.help"],
    action: "check-again",
  },
  appSubmitted: {
    title: "status.appSubmitted.title",
    paragraphs: ["status.appSubmitted.p1"],
    action: "home",
    withdraw: true,
  },
} as const satisfies Partial<Record<ScreenName, StatusScreenContent>>;

export type StatusScreenName = keyof typeof STATUS_SCREENS;

export const STATUS_SCREEN_NAMES = Object.keys(STATUS_SCREENS) as StatusScreenName[];

export function isStatusScreen(name: string): name is StatusScreenName {
  return isOwnKey(STATUS_SCREENS, name);
}

// All of them are one route, `/:statusScreen` (ADR 0050).
export function statusScreenAtSegment(segment: string | undefined): StatusScreenName | null {
  const path = `/${(segment ?? "").toLowerCase()}`;
  return STATUS_SCREEN_NAMES.find((name) => pathOf(name) === path) ?? null;
}

export function statusScreenContent(name: StatusScreenName): StatusScreenContent {
  return STATUS_SCREENS[name];
}

// The withdrawal form and its post follow the same rule as the link (ADR 0050).
export function offersWithdrawal(code: string | null | undefined, options: { hasDecisions?: boolean } = {}): boolean {
  const outcome = outcomeForStatus(code, options);
  return (
    outcome.kind === "screen" && isStatusScreen(outcome.screen) && statusScreenContent(outcome.screen).withdraw === true
  );
}

export const STATUS_ACTION_TEXT: Record<StatusAction, string> = {
  documents: "status.actionDocuments",
  fund: "status.actionFund",
  reapply: "status.actionReapply",
  "check-again": "status.actionCheckAgain",
  home: "status.actionHome",
};

// OURS.
export const WITHDRAW_LINK_TEXT = "status.withdrawLink";

const SUBMITTED_DATE = { month: "short", day: "numeric", year: "numeric", timeZone: "America/New_York" } as const;
// Spanish dates are written out (docs/spanish-glossary.md): '3 ene 2025' reads as a code.
const SUBMITTED_DATE_WRITTEN_OUT = { ...SUBMITTED_DATE, month: "long" } as const;

export function formatSubmittedDate(iso: string | null | undefined, localeTag = "en-US"): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(localeTag, localeTag.startsWith("es") ? SUBMITTED_DATE_WRITTEN_OUT : SUBMITTED_DATE).format(
    date,
  );
}
