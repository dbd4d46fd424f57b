import {
  CASH_BACK_MAX_PERCENT,
  CASH_BACK_MERCHANTS,
  CREDIT_LIMIT_INCREASE_MONTHS,
  UNSECURED_CONSIDERATION_MONTHS,
} from "./constants";
import { groupThousands } from "./grouped-digits";

// SPEC §1. Each line names the numbered footer disclosure that qualifies it.
export const DISCLOSURE = { preApproval: 1, cashBack: 2, creditGrowth: 3, issuer: 4 } as const;

export const MARKETING_LINES = [
  { key: "common.marketingCashBack", disclosure: DISCLOSURE.cashBack },
  { key: "common.marketingLimitIncrease", disclosure: DISCLOSURE.creditGrowth },
  { key: "common.marketingUnsecured", disclosure: DISCLOSURE.creditGrowth },
] as const;

export const MARKETING_PARAMS = {
  percent: CASH_BACK_MAX_PERCENT,
  merchants: groupThousands(String(CASH_BACK_MERCHANTS)),
  increaseMonths: CREDIT_LIMIT_INCREASE_MONTHS,
  unsecuredMonths: UNSECURED_CONSIDERATION_MONTHS,
} as const;
