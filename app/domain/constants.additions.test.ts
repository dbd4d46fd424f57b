import { describe, expect, it } from "vitest";
import * as C from "./constants";

/** SPEC §9 numbers, under their SPEC names. */
describe("SPEC §9 constants", () => {
  it.each([
    ["BUILD_VERSION", "1.0.360"],
    ["OTP_LENGTH", 6],
    ["OTP_VALIDITY_MS", 300_000],
    ["IDLE_TIMEOUT_MS", 900_000],
    ["IDLE_WARNING_BEFORE_MS", 300_000],
    ["IDLE_CHECK_INTERVAL_MS", 500],
    ["SESSION_REFRESH_MS", 1_080_000],
    ["SCROLL_TO_TOP_DELAY_MS", 500],
    ["BANNER_POLL_MS", 60_000],
    ["ADDRESS_SEARCH_DEBOUNCE_MS", 500],
    ["STEPS_TOTAL", 9],
    ["NAME_MAX_LENGTH", 20],
    ["NAME_COMBINED_LIMIT", 27],
    ["NAME_COMBINED_MAX", 26],
    ["ADDRESS_LINE1_MAX", 50],
    ["HOME_ADDRESS_LINE1_MAX", 26],
    ["ADDRESS_LINE2_MAX", 10],
    ["CITY_MAX", 18],
    ["ZIP_MIN_LENGTH", 5],
    ["ZIP_MAX_LENGTH", 10],
    ["ZIP_FIRST_FIVE_MIN", 501],
    ["ZIP_FIRST_FIVE_MAX", 99950],
    ["HOUSING_PAYMENT_MAX_LENGTH", 13],
    ["INCOME_MAX_LENGTH", 7],
    ["CREDIT_LINE_MAX_LENGTH", 5],
    ["MONEY_UPPER_LIMIT", 1_000_000],
    ["MINIMUM_AGE", 18],
    ["PARTIAL_PAYMENT_MIN", 25],
    ["PARTIAL_PAYMENT_DEFAULT_MAX", 1000],
    ["DAYS_LEFT_TO_FUND_DEFAULT", 60],
    ["UPLOAD_MAX_BYTES", 10 * 1024 * 1024],
    ["INSTANCE_ID_LIMIT", 2e9],
    ["LAUNCH_MONTHLY_FEE_INTRO", 2],
    ["LAUNCH_MONTHLY_FEE_INTRO_MONTHS", 12],
    ["LAUNCH_MONTHLY_FEE_AFTER", 3],
    ["LAUNCH_DOWNSELL_AMOUNT", 100],
    ["UNAPPROVED_HOLD_REFUND_DAYS", 5],
    ["REFUND_BUSINESS_DAYS", { min: 5, max: 10 }],
    ["WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS", 5],
    ["WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS", 10],
    ["CARD_MAILED_WITHIN_DAYS", 4],
    ["CARD_ARRIVES_BUSINESS_DAYS", { min: 12, max: 14 }],
    ["CREDIT_LIMIT_INCREASE_MONTHS", 6],
    ["UNSECURED_CONSIDERATION_MONTHS", 6],
    ["CREDIT_UTILIZATION_TIP_PERCENT", 30],
    ["CASH_BACK_MAX_PERCENT", 10],
    ["CASH_BACK_MERCHANTS", 40_000],
    ["SSN_LAST4_LENGTH", 4],
    ["SSN_LENGTH", 9],
    ["CVV_LENGTH", 3],
    ["STATE_CODE_LENGTH", 2],
    ["CARDHOLDER_NAME_MAX_LENGTH", 20],
    ["FUNDING_ATTEMPTS", 2],
    ["MAKE_PAYMENT_ATTEMPT_NUMBER", 0],
  ] as Array<[keyof typeof C, unknown]>)("%s = %j", (name, value) => {
    expect(C[name]).toEqual(value);
  });

  it("breakpoints xs 0, sm 576, md 768, lg 992, xl 1200, xxl 1400", () => {
    expect(C.BREAKPOINTS).toEqual({ xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it("promo periods, as text only", () => {
    expect(C.PROMO_PERIOD_TEXTS).toEqual([
      "$50 deposit contribution Feb 22-Apr 15, 2024",
      "plus $200 minimum Feb 22-Mar 31, 2024",
    ]);
  });
});
