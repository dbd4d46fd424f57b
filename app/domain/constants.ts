/** Business constants and limits from SPEC §9. One place for each number. */

export const BUILD_VERSION = "1.0.360";

export const OTP_LENGTH = 6;
/** OTP valid 5 minutes. */
export const OTP_VALIDITY_MS = 5 * 60 * 1000;

/** Idle 15 minutes; prompt 5 minutes before; checked every 500 ms. */
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const IDLE_WARNING_BEFORE_MS = 5 * 60 * 1000;
export const IDLE_CHECK_INTERVAL_MS = 500;

/** When the warning appears: 5 minutes before, or a third of a (test-shortened) limit. */
export function idleWarningBeforeMs(idleMs: number): number {
  return Math.min(IDLE_WARNING_BEFORE_MS, Math.floor(idleMs / 3));
}
/** Session refresh every 18 minutes (1,080,000 ms). */
export const SESSION_REFRESH_MS = 1_080_000;
/**
 * A page request refreshes a bank session older than this. The bank's session outlives SPEC's
 * 18-minute refresh by little (the mock's lasts 20 minutes) and the next request may come up to the
 * 15-minute idle limit later, with no timer in a browser without JavaScript: 20 - 15 = 5 minutes.
 */
export const SESSION_REFRESH_ON_ACTIVITY_MS = 5 * 60 * 1000;
/** After a failed refresh, pages do not wait on another attempt for a minute. */
export const SESSION_REFRESH_RETRY_MS = 60 * 1000;
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

/* ---- Added with the domain rules (SPEC §1, §3, §4, §9). ---- */

/** SPEC §3: instanceId is a random integer below 2e9. */
export const INSTANCE_ID_LIMIT = 2_000_000_000;

/** Launch card monthly fee: $2 for the first 12 months ($24 a year), then $3 a month ($36 a year). */
export const LAUNCH_MONTHLY_FEE_INTRO = 2;
export const LAUNCH_MONTHLY_FEE_INTRO_MONTHS = 12;
export const LAUNCH_MONTHLY_FEE_AFTER = 3;
/** Launch downsell: $100 deposit and credit limit (SPEC §4.4, §9). */
export const LAUNCH_DOWNSELL_AMOUNT = 100;

/** Refund of an unapproved hold within 5 days. */
export const UNAPPROVED_HOLD_REFUND_DAYS = 5;
/** Refund 5-10 business days. */
export const REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;
/** Withdrawal: a debit card refund takes as little as 5 business days; other payments by mail within 10. */
export const WITHDRAWAL_DEBIT_REFUND_BUSINESS_DAYS = 5;
export const WITHDRAWAL_MAIL_REFUND_BUSINESS_DAYS = 10;
/** Card mailed within 4 days; arrives in 12-14 business days. */
export const CARD_MAILED_WITHIN_DAYS = 4;
export const CARD_ARRIVES_BUSINESS_DAYS = { min: 12, max: 14 } as const;

/** Credit limit increase considered after 6 months; unsecured card in as few as 6 months. */
export const CREDIT_LIMIT_INCREASE_MONTHS = 6;
export const UNSECURED_CONSIDERATION_MONTHS = 6;
/** Tip: use under 30% of available credit. */
export const CREDIT_UTILIZATION_TIP_PERCENT = 30;
/** Up to 10% cash back rewards at 40,000+ merchants. */
export const CASH_BACK_MAX_PERCENT = 10;
export const CASH_BACK_MERCHANTS = 40_000;

/** Stated promo periods, as text only (SPEC §9). */
export const PROMO_PERIOD_TEXTS = [
  "$50 deposit contribution Feb 22-Apr 15, 2024",
  "plus $200 minimum Feb 22-Mar 31, 2024",
] as const;

/** Billing name fields on the debit card form: max 20 input characters (same as NAME_MAX_LENGTH). */
export const CARDHOLDER_NAME_MAX_LENGTH = NAME_MAX_LENGTH;
/** Check status: last 4 digits of the SSN or ITIN. */
export const SSN_LAST4_LENGTH = 4;
export const SSN_LENGTH = 9;
export const CVV_LENGTH = 3;
/** Mailing state: letters only, max 2. */
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
/** SPEC §3 make-payment request: attemptNumber is always 0 in the funding screen. */
export const MAKE_PAYMENT_ATTEMPT_NUMBER = 0;

/** OURS: a status the bank reported longer ago than this is asked again before a status screen shows it (docs/decisions/0050). */
export const STATUS_FRESH_MS = 60_000;

/**
 * The two fields the server checks on every POST (session/form.server.ts), written by the forms
 * (components/form-screen.tsx, the idle warning, the header's sign-out): the hidden CSRF token, and
 * the honeypot on public forms, hidden from people and filled by bots.
 */
export const CSRF_FIELD = "csrf";
export const HONEYPOT_FIELD = "website";
