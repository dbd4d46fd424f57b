// A script sending more codes harasses the person and costs the bank each text (SMS pumping; docs/security.md).

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface CountWindow {
  limit: number;
  windowMs: number;
}

export const CODE_SENDS_PER_DESTINATION = {
  hour: { limit: 5, windowMs: HOUR },
  day: { limit: 10, windowMs: DAY },
} as const satisfies Record<string, CountWindow>;

// Below NIST SP 800-63B §5.2.2's 100 failures on one account in a day.
export const GUESSES_PER_IDENTITY = {
  hour: { limit: 10, windowMs: HOUR },
  day: { limit: 50, windowMs: DAY },
} as const satisfies Record<string, CountWindow>;
