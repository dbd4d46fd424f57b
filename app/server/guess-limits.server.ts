import { CODE_SENDS_PER_DESTINATION, GUESSES_PER_IDENTITY } from "~/domain/code-limits";

/**
 * Limits on guessing a secret (the one-time code, the status check's email + SSN last 4), counted
 * per session and per identity being guessed — not only per IP, so many IPs do not multiply the
 * guesses on one person, and honest applicants behind one office IP are not locked out by others.
 * The codes sent to one phone or email are limited too. Figures and their reasoning (NIST SP
 * 800-63B §5.2.2): docs/security.md.
 */

/** Counts events in fixed windows; the Redis store implements the same for many instances. */
export interface CounterStore {
  /** Adds one to `key` in the window of `windowMs` and returns the count so far in that window. */
  increment(key: string, windowMs: number): Promise<number>;
}

export interface Window {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export interface GuessWindows {
  /** Per session: a person retyping a code or an email has room; a script does not. */
  perSession: Window;
  /** Per identity (a code's destination, the email checked), over all sessions, leads and IPs. */
  perIdentity: readonly Window[];
  /** Codes sent per destination (phone or email), shortest window first, over all leads and sessions. */
  codeSends: readonly Window[];
  /** Per client: arrivals whose campaign or affiliate values would call the bank (ADR 0082). */
  campaignCallsPerIp: Window;
  /** Per client: new sessions a GET would store (ADR 0082). */
  newSessionsPerIp: Window;
}

/**
 * The defaults (GUESS_LIMIT_*, CODE_SENDS_PER_DESTINATION_*, RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE and
 * RATE_LIMIT_NEW_SESSIONS_PER_MINUTE override them): 10 per session in 15 minutes; per identity and code
 * sends per destination as app/domain/code-limits.ts says; 60 campaign calls and 30 new sessions a minute per IP.
 */
export function guessWindows(
  limits: {
    perSession?: number;
    perIdentityHour?: number;
    perIdentityDay?: number;
    codeSendsHour?: number;
    codeSendsDay?: number;
    campaignCallsPerIp?: number;
    newSessionsPerIp?: number;
  } = {},
): GuessWindows {
  return {
    campaignCallsPerIp: { limit: limits.campaignCallsPerIp ?? 60, windowMs: MINUTE },
    newSessionsPerIp: { limit: limits.newSessionsPerIp ?? 30, windowMs: MINUTE },
    perSession: { limit: limits.perSession ?? 10, windowMs: 15 * MINUTE },
    perIdentity: [
      { ...GUESSES_PER_IDENTITY.hour, limit: limits.perIdentityHour ?? GUESSES_PER_IDENTITY.hour.limit },
      { ...GUESSES_PER_IDENTITY.day, limit: limits.perIdentityDay ?? GUESSES_PER_IDENTITY.day.limit },
    ],
    codeSends: [
      { ...CODE_SENDS_PER_DESTINATION.hour, limit: limits.codeSendsHour ?? CODE_SENDS_PER_DESTINATION.hour.limit },
      { ...CODE_SENDS_PER_DESTINATION.day, limit: limits.codeSendsDay ?? CODE_SENDS_PER_DESTINATION.day.limit },
    ],
  };
}

export type GuessKind = "code" | "statusCheck";

/** Address lookups per session: a typist with the combobox's pause sends far fewer; a script is stopped. */
export const ADDRESS_LOOKUPS_PER_SESSION: Window = { limit: 60, windowMs: MINUTE };

export class GuessLimits {
  constructor(
    private readonly store: CounterStore,
    /** Turns an identity (an email) into a key that holds no personal data. */
    private readonly keyOf: (identity: string) => string,
    private readonly windows: GuessWindows = guessWindows(),
  ) {}

  /** Counts one attempt; false when any of its limits is already spent. */
  allow(kind: GuessKind, who: { sessionId: string; identity?: string }): Promise<boolean> {
    return this.attempt(kind, who.sessionId, who.identity && this.keyOf(who.identity.trim().toLowerCase()));
  }

  /**
   * The key a code's destination (`codeDestination`: a phone's digits, an email) is counted under: a
   * keyed hash, so neither the counters nor the session that keeps it hold the phone or email.
   */
  destinationKey(destination: string): string {
    return this.keyOf(`to:${destination}`);
  }

  /** Counts one code typed for the person at `destinationKey`, in this session; false past either's limit. */
  allowCodeGuess(sessionId: string, destinationKey: string): Promise<boolean> {
    return this.attempt("code", sessionId, destinationKey);
  }

  /** Counts one code sent to `destinationKey`, whatever the lead or session; false when its budget is spent. */
  async allowCodeSend(destinationKey: string): Promise<boolean> {
    // Shortest window first, and a send it refuses is not counted in the longer ones: an applicant
    // who retries past the hour's budget still has the rest of the day's.
    for (const window of this.windows.codeSends) {
      if (!(await this.under(`send:${window.windowMs}:${destinationKey}`, window))) return false;
    }
    return true;
  }

  private async attempt(kind: GuessKind, sessionId: string, identityKey: string | undefined): Promise<boolean> {
    const checks: Promise<boolean>[] = [this.under(`${kind}:s:${this.keyOf(sessionId)}`, this.windows.perSession)];
    if (identityKey) {
      for (const window of this.windows.perIdentity)
        checks.push(this.under(`${kind}:i${window.windowMs}:${identityKey}`, window));
    }
    return (await Promise.all(checks)).every(Boolean);
  }

  /** Counts one address lookup (each costs a provider call); false past the per-session limit. */
  allowAddressLookup(sessionId: string): Promise<boolean> {
    return this.under(`lookup:s:${this.keyOf(sessionId)}`, ADDRESS_LOOKUPS_PER_SESSION);
  }

  /**
   * Counts one arrival that would call the bank because of an anonymous URL's values (a configuration
   * not cached, an affiliate post); false past the client's budget. Keyed per client (`clientKey`):
   * such a visitor has no session yet.
   */
  allowCampaignCall(ip: string): Promise<boolean> {
    return this.under(`campaign:ip:${this.keyOf(ip)}`, this.windows.campaignCallsPerIp);
  }

  /**
   * Counts one session that a GET would store for the first time (a visit's campaign, a card chosen on
   * an entry page); false past the client's budget. Posts have their own per-IP limit.
   */
  allowNewSession(ip: string): Promise<boolean> {
    return this.under(`session:ip:${this.keyOf(ip)}`, this.windows.newSessionsPerIp);
  }

  private async under(key: string, window: Window): Promise<boolean> {
    return (await this.store.increment(key, window.windowMs)) <= window.limit;
  }
}

/** One process's counters (the default; one instance only). Old windows are dropped as they pass. */
export class MemoryCounters implements CounterStore {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();
  private lastPrune = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    this.prune(now);
    const entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      this.counts.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  private prune(now: number) {
    if (now - this.lastPrune < MINUTE) return;
    this.lastPrune = now;
    for (const [key, entry] of this.counts) if (entry.resetAt <= now) this.counts.delete(key);
  }
}
