/**
 * How many one-time codes one phone or email address may be sent, and how many codes may be typed
 * against one person, across leads, sessions, IPs and instances (docs/security.md gives the reasoning).
 * An applicant sends one code, perhaps asks for two more and starts over once; a script that sends more
 * harasses that person and costs the bank each text (SMS pumping).
 */

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface CountWindow {
  limit: number;
  windowMs: number;
}

/**
 * Codes sent to one destination (a lead's code, a new code, the status check's code).
 * CODE_SENDS_PER_DESTINATION_HOUR and _DAY override them.
 */
export const CODE_SENDS_PER_DESTINATION = {
  hour: { limit: 5, windowMs: HOUR },
  day: { limit: 10, windowMs: DAY },
} as const satisfies Record<string, CountWindow>;

/**
 * Guesses at one identity (a code's destination, a status check's email): below NIST SP 800-63B
 * §5.2.2's 100 failures on one account in a day. GUESS_LIMIT_PER_IDENTITY_HOUR and _DAY override them.
 */
export const GUESSES_PER_IDENTITY = {
  hour: { limit: 10, windowMs: HOUR },
  day: { limit: 50, windowMs: DAY },
} as const satisfies Record<string, CountWindow>;
