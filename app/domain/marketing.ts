import {
  CASH_BACK_MAX_PERCENT,
  CASH_BACK_MERCHANTS,
  CREDIT_LIMIT_INCREASE_MONTHS,
  UNSECURED_CONSIDERATION_MONTHS,
} from "./constants";

/**
 * SPEC §1 marketing content. Each line names the numbered footer disclosure that qualifies it
 * (app/root.tsx renders disclosures 1–4 in this order; screens mark statements with the number).
 */
export const DISCLOSURE = { preApproval: 1, cashBack: 2, creditGrowth: 3, issuer: 4 } as const;

const merchants = CASH_BACK_MERCHANTS.toLocaleString("en-US");

export const MARKETING_LINES: ReadonlyArray<{ text: string; disclosure: number }> = [
  {
    text: `Up to ${CASH_BACK_MAX_PERCENT}% cash back rewards at ${merchants}+ merchants`,
    disclosure: DISCLOSURE.cashBack,
  },
  {
    text: `Credit limit increase considered after ${CREDIT_LIMIT_INCREASE_MONTHS} months`,
    disclosure: DISCLOSURE.creditGrowth,
  },
  {
    text: `Consideration for an unsecured card in as few as ${UNSECURED_CONSIDERATION_MONTHS} months`,
    disclosure: DISCLOSURE.creditGrowth,
  },
];

/** The footer's texts for disclosures 2 and 3 (1 is the pre-approval conditions, 4 the issuer). */
export const CASH_BACK_DISCLOSURE = `Earn up to ${CASH_BACK_MAX_PERCENT}% cash back rewards at ${merchants}+ participating merchants. Offers vary by merchant.`;
export const CREDIT_GROWTH_DISCLOSURE = `We consider you for a credit limit increase after ${CREDIT_LIMIT_INCREASE_MONTHS} months, and for an unsecured card in as few as ${UNSECURED_CONSIDERATION_MONTHS} months, based on your account history. Your security deposit is refundable.`;
