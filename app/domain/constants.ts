/** Business constants and limits from SPEC §9. One place for each number. */

export const BUILD_VERSION = "1.0.360";

export const OTP_LENGTH = 6;
/** OTP valid 5 minutes. */
export const OTP_VALIDITY_MS = 5 * 60 * 1000;

/** Idle 15 minutes; prompt 5 minutes before; checked every 500 ms. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const IDLE_WARNING_BEFORE_MS = 5 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 500;
/** Session refresh every 18 minutes (1,080,000 ms). */
export const SESSION_REFRESH_MS = 1_080_000;
/** Scroll to top 500 ms after a route change. */
export const SCROLL_TO_TOP_DELAY_MS = 500;
/** Banner polling every 60 s. */
export const BANNER_POLL_MS = 60_000;
/** Address search debounce. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 500;

export const STEPS_TOTAL = 9;

export const NAME_MAX_LENGTH = 20;
/** First and last name combined must be below 27 (help text says 26 maximum). */
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

/** Layout breakpoints (px). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/** Email addresses longer than this are rejected (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
