import {
  CARD_ARRIVES_BUSINESS_DAYS,
  CARD_MAILED_WITHIN_DAYS,
  CREDIT_LIMIT_INCREASE_MONTHS,
  CREDIT_UTILIZATION_TIP_PERCENT,
  REFUND_BUSINESS_DAYS,
  WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS,
  WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS,
} from "./constants";
import { ERRORS } from "./error-catalogue";
import { pathOf, type ScreenName } from "./route-table";

/**
 * The status result screens of SPEC §2.4, as data: one table, one page component. SPEC quotes some
 * texts ('You've been approved!', 'Fund my card', 'Start Identification Process', the API-failed
 * sentence, 'Sorry, please try again'); the rest is SPEC's description put into plain sentences
 * (docs/decisions/0050). '{phone}' is the customer service number from configuration.
 */

/** What the screen's main button does. */
export type StatusAction =
  /** 'Start Identification Process' → /document-selection */
  | "documents"
  /** 'Fund my card' (a form: fund-today toggle) → /funding-payment */
  | "fund"
  /** 'Apply again' → the intro */
  | "reapply"
  /** 'Check again' → the status check form */
  | "check-again"
  /** 'Ok, Got it' → the product's public site */
  | "home";

export interface StatusScreenContent {
  title: string;
  paragraphs: readonly string[];
  tips?: { heading: string; items: readonly string[] };
  action: StatusAction;
  /** Offer 'Withdraw my application' (only while the bank has not decided or opened the account). */
  withdraw?: true;
}

const refund = `${REFUND_BUSINESS_DAYS.min}-${REFUND_BUSINESS_DAYS.max} business days`;

export const STATUS_SCREENS = {
  documentsRequested: {
    title: "Additional information required",
    paragraphs: ["To finish reviewing your application, we need documents from you."],
    action: "documents",
    withdraw: true,
  },
  appWaitingForFunds: {
    title: "You've been approved!",
    paragraphs: ["Fund your refundable security deposit to open your account. Your credit line equals your deposit."],
    action: "fund",
    withdraw: true,
  },
  appInGoodFunds: {
    title: "We received your deposit",
    paragraphs: ["Thank you. Your security deposit has been received.", "We will email you when your card ships."],
    action: "home",
    withdraw: true,
  },
  appDepositApproved: {
    title: "Your deposit has been approved",
    paragraphs: ["Your account is open and we are preparing your card.", "We will email you when your card ships."],
    action: "home",
  },
  appBoarded: {
    title: "Your card is on its way",
    paragraphs: [
      `Your card will be mailed within ${CARD_MAILED_WITHIN_DAYS} days and should arrive in ${CARD_ARRIVES_BUSINESS_DAYS.min}-${CARD_ARRIVES_BUSINESS_DAYS.max} business days.`,
    ],
    tips: {
      heading: "Tips for building your credit",
      items: [
        `Use less than ${CREDIT_UTILIZATION_TIP_PERCENT}% of your available credit.`,
        "Pay at least the minimum payment on time every month.",
        `After ${CREDIT_LIMIT_INCREASE_MONTHS} months, we will consider you for a credit limit increase.`,
      ],
    },
    action: "home",
  },
  appClosed: {
    title: "Your application is closed",
    paragraphs: [
      "Your application was closed because it was withdrawn or it expired.",
      `If you paid a deposit, your refund will be processed in ${refund}.`,
    ],
    action: "home",
  },
  appClosedExpired: {
    title: "Your application is closed",
    paragraphs: [
      "We closed your application because we did not receive your identity information or your security deposit.",
      "You are welcome to apply again.",
    ],
    action: "reapply",
  },
  appClosedWithdrawn: {
    title: "We received your withdrawal",
    paragraphs: [
      "Your application has been withdrawn.",
      `If you paid your deposit by debit card, your refund can take as little as ${WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS} business days. Other payments are refunded by mail within ${WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS} business days.`,
    ],
    action: "home",
  },
  appClosedWaitingOnRefund: {
    title: "Your application has been processed and closed",
    paragraphs: [`If you paid a deposit, your refund will be processed in ${refund}.`],
    action: "home",
  },
  appDenied: {
    title: "Your application was declined",
    paragraphs: ["Thank you for applying. We are unable to approve your application at this time."],
    action: "home",
  },
  appFundingDeclined: {
    title: "Your deposit payment was declined",
    paragraphs: ["Thank you for applying. We were unable to accept your deposit payment."],
    action: "home",
    withdraw: true,
  },
  appFundingFailed: {
    // SPEC §8 has one text for a final funding failure: the same as /error?reason=funding-failed.
    title: ERRORS["funding-failed"].title,
    paragraphs: [ERRORS["funding-failed"].message],
    action: "home",
    withdraw: true,
  },
  appManualReview: {
    title: "Your application is being reviewed",
    paragraphs: ["We are reviewing your application. We will email you with updates."],
    action: "home",
    withdraw: true,
  },
  appManualDocumentReview: {
    title: "We received your documents",
    paragraphs: [
      "Your documents are being processed and your application review will continue. We will email you with updates.",
    ],
    action: "home",
    withdraw: true,
  },
  appApiFailed: {
    title: "We are unable to access your application at this time. Please try again later.",
    paragraphs: [],
    action: "check-again",
  },
  appStatusNoMatch: {
    title: "Sorry, please try again",
    paragraphs: ["We could not find an application that matches the information you entered.", ERRORS["no-match"].help],
    action: "check-again",
  },
  appSubmitted: {
    title: "Your application has been submitted",
    paragraphs: ["Thank you for applying. We will email you about the next steps."],
    action: "home",
    withdraw: true,
  },
} as const satisfies Partial<Record<ScreenName, StatusScreenContent>>;

export type StatusScreenName = keyof typeof STATUS_SCREENS;

export const STATUS_SCREEN_NAMES = Object.keys(STATUS_SCREENS) as StatusScreenName[];

export function isStatusScreen(name: string): name is StatusScreenName {
  return Object.prototype.hasOwnProperty.call(STATUS_SCREENS, name);
}

/**
 * The status screen whose canonical path is this one path segment (any letter case), or null. All of
 * them are one route (`/:statusScreen`, remix.config.js, ADR 0131): this says which screen a request is for.
 */
export function statusScreenAtSegment(segment: string | undefined): StatusScreenName | null {
  const path = `/${(segment ?? "").toLowerCase()}`;
  return STATUS_SCREEN_NAMES.find((name) => pathOf(name) === path) ?? null;
}

export function statusScreenContent(name: StatusScreenName): StatusScreenContent {
  return STATUS_SCREENS[name];
}

/** Button texts of the status screens' actions. 'Fund my card' and 'Start Identification Process' are SPEC's. */
export const STATUS_ACTION_TEXT: Record<StatusAction, string> = {
  documents: "Start Identification Process",
  fund: "Fund my card",
  reapply: "Apply again",
  "check-again": "Check application status again",
  home: "Ok, Got it",
};

/** The link to the withdrawal form (OURS). */
export const WITHDRAW_LINK_TEXT = "Withdraw my application";

/** A status list's submitted date ('Jan 3, 2025', US Eastern); null when the bank sent none or nonsense. */
export function formatSubmittedDate(iso: string | null | undefined, localeTag = "en-US"): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeTag, {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "America/New_York",
  }).format(date);
}
