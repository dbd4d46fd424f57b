// The app's per-client and per-person limits (app/server/env.server.ts), all set out of reach: for the
// servers of suites and benchmarks that are not about them (one address posts for many visitors, one
// persona asks for many codes, a post retried through a failover counts again).

const LIMITS = [
  "RATE_LIMIT_POSTS_PER_MINUTE",
  "RATE_LIMIT_OTP_PER_MINUTE",
  "RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE",
  "RATE_LIMIT_NEW_SESSIONS_PER_MINUTE",
  "GUESS_LIMIT_PER_SESSION",
  "GUESS_LIMIT_PER_IDENTITY_HOUR",
  "GUESS_LIMIT_PER_IDENTITY_DAY",
  "CODE_SENDS_PER_DESTINATION_HOUR",
  "CODE_SENDS_PER_DESTINATION_DAY",
];

/**
 * Every limit's variable set to `value`.
 * @param {string} value
 * @returns {Record<string, string>}
 */
export function limitsLifted(value) {
  return Object.fromEntries(LIMITS.map((name) => [name, value]));
}
