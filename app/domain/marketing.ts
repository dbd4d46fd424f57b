import {
  CASH_BACK_MAX_PERCENT,
  CASH_BACK_MERCHANTS,
  CREDIT_LIMIT_INCREASE_MONTHS,
  UNSECURED_CONSIDERATION_MONTHS,
} from "./constants";
import { groupThousands } from "./grouped-digits";

/**
 * SPEC §1 marketing content. Each line names the numbered footer disclosure that qualifies it
 * (app/root.tsx renders disclosures 1–4 in this order; screens mark statements with the number).
 */
export const DISCLOSURE = { preApproval: 1, cashBack: 2, creditGrowth: 3, issuer: 4 } as const;

/** SPEC §1's three marketing lines, in order (their texts: the catalogues' common.marketing*), each with its disclosure. */
export const MARKETING_LINES = [
  { key: "common.marketingCashBack", disclosure: DISCLOSURE.cashBack },
  { key: "common.marketingLimitIncrease", disclosure: DISCLOSURE.creditGrowth },
  { key: "common.marketingUnsecured", disclosure: DISCLOSURE.creditGrowth },
] as const;

/** The numbers in the marketing lines and disclosures, for every language's catalogue (issue 16). */
export const MARKETING_PARAMS = {
  percent: CASH_BACK_MAX_PERCENT,
  merchants: groupThousands(String(CASH_BACK_MERCHANTS)),
  increaseMonths: CREDIT_LIMIT_INCREASE_MONTHS,
  unsecuredMonths: UNSECURED_CONSIDERATION_MONTHS,
} as const;
