export const BUILD_VERSION = "1.0.360";

export const OTP_LENGTH = 6;
export const OTP_VALIDITY_MS = 5 * 60 * 1000;

export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const IDLE_WARNING_BEFORE_MS = 5 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 500;

// A third of a test-shortened limit, so the warning still comes before the end.
export function idleWarningBeforeMs(idleMs: number): number {
  return Math.min(IDLE_WARNING_BEFORE_MS, Math.floor(idleMs / 3));
}
export const SESSION_REFRESH_MS = 1_080_000;
// The bank's session lasts about 20 minutes, and with no timer the next request may come 15 minutes later.
export const SESSION_REFRESH_ON_ACTIVITY_MS = 5 * 60 * 1000;
export const SESSION_REFRESH_RETRY_MS = 60 * 1000;
export const SCROLL_TO_TOP_DELAY_MS = 500;
export const BANNER_POLL_MS = 60_000;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;

export const STEPS_TOTAL = 9;

export const NAME_MAX_LENGTH = 20;
// Below 27: the help text says 26 at most.
export const NAME_COMBINED_LIMIT = 27;
export const NAME_COMBINED_MAX = NAME_COMBINED_LIMIT - 1;

export const ADDRESS_LINE1_MAX = 50;
export const HOME_ADDRESS_LINE1_MAX = 26;
export const ADDRESS_LINE2_MAX = 10;
export const CITY_MAX = 18;
export const ZIP_MIN_LENGTH = 5;
export const ZIP_MAX_LENGTH = 10;
export const ZIP_FIRST_FIVE_MIN = 501;
export const ZIP_FIRST_FIVE_MAX = 99950;

export const HOUSING_PAYMENT_MAX_LENGTH = 13;
export const INCOME_MAX_LENGTH = 7;
export const CREDIT_LINE_MAX_LENGTH = 5;
export const MONEY_UPPER_LIMIT = 1_000_000;

export const MINIMUM_AGE = 18;

export const PARTIAL_PAYMENT_MIN = 25;
export const PARTIAL_PAYMENT_DEFAULT_MAX = 1000;
export const DAYS_LEFT_TO_FUND_DEFAULT = 60;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const EMAIL_MAX_LENGTH = 254;

export const INSTANCE_ID_LIMIT = 2_000_000_000;

export const LAUNCH_MONTHLY_FEE_INTRO = 2;
export const LAUNCH_MONTHLY_FEE_INTRO_MONTHS = 12;
export const LAUNCH_MONTHLY_FEE_AFTER = 3;
export const LAUNCH_DOWNSELL_AMOUNT = 100;

export const UNAPPROVED_HOLD_REFUND_DAYS = 5;
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;
export const WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS = 5;
export const WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS = 10;
export const CARD_MAILED_WITHIN_DAYS = 4;
export const CARD_ARRIVES_BUSINESS_DAYS = { min: 12, max: 14 } as const;

export const CREDIT_LIMIT_INCREASE_MONTHS = 6;
export const UNSECURED_CONSIDERATION_MONTHS = 6;
export const CREDIT_UTILIZATION_TIP_PERCENT = 30;
export const CASH_BACK_MAX_PERCENT = 10;
export const CASH_BACK_MERCHANTS = 40_000;

export const PROMO_PERIOD_TEXTS = [
  "$50 deposit contribution Feb 22-Apr 15, 2024",
  "plus $200 minimum Feb 22-Mar 31, 2024",
] as const;

export const CARDHOLDER_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
export const SSN_LAST4_LENGTH = 4;
export const SSN_LENGTH = 9;
export const CVV_LENGTH = 3;
export const STATE_CODE_LENGTH = 2;

/** OURS: the earliest birth year offered is this many years ago (SPEC gives only the latest: 18 years ago). */
export const BIRTH_YEAR_SPAN = 120;
/** OURS: a card expiring more than this many years ahead is not a real card. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;
/** OURS: applicationId upper length (SPEC only says it is required). */
export const APPLICATION_ID_MAX_LENGTH = 40;
/** OURS: characters accepted in the partial amount input (SPEC gives no length; '1,000.00' fits). */
export const PARTIAL_AMOUNT_MAX_LENGTH = 10;

/** SPEC §4.3: the first fund failure may be retried; a further failure is final. */
export const FUNDING_ATTEMPTS = 2;
export const MAKE_PAYMENT_ATTEMPT_NUMBER = 0;

/** OURS (ADR 0050): an older reported status is asked again before a status screen shows it. */
export const STATUS_FRESH_MS = 60_000;

// Checked by the server on every POST: the CSRF token, and the honeypot bots fill on public forms.
export const CSRF_FIELD = "csrf";
export const HONEYPOT_FIELD = "website";
