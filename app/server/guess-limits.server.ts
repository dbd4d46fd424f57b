import { CODE_SENDS_PER_DESTINATION, GUESSES_PER_IDENTITY } from "~/domain/code-limits";

// Counted per session and per identity, not only per IP: many IPs cannot multiply the guesses on one
// person, and one office IP does not lock honest applicants out (docs/security.md).

export interface CounterStore {
  increment(key: string, windowMs: number): Promise<number>;
}

export interface Window {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export interface GuessWindows {
  perSession: Window;
  perIdentity: readonly Window[];
  codeSends: readonly Window[];
  campaignCallsPerIp: Window;
  newSessionsPerIp: Window;
}

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

  allow(kind: GuessKind, who: { sessionId: string; identity?: string }): Promise<boolean> {
    return this.attempt(kind, who.sessionId, who.identity && this.keyOf(who.identity.trim().toLowerCase()));
  }

  /** A keyed hash, so neither the counters nor the session hold the phone or email. */
  destinationKey(destination: string): string {
    return this.keyOf(`to:${destination}`);
  }

  allowCodeGuess(sessionId: string, destinationKey: string): Promise<boolean> {
    return this.attempt("code", sessionId, destinationKey);
  }

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

  allowAddressLookup(sessionId: string): Promise<boolean> {
    return this.under(`lookup:s:${this.keyOf(sessionId)}`, ADDRESS_LOOKUPS_PER_SESSION);
  }

  /** Keyed per client: such a visitor has no session yet. */
  allowCampaignCall(ip: string): Promise<boolean> {
    return this.under(`campaign:ip:${this.keyOf(ip)}`, this.windows.campaignCallsPerIp);
  }

  allowNewSession(ip: string): Promise<boolean> {
    return this.under(`session:ip:${this.keyOf(ip)}`, this.windows.newSessionsPerIp);
  }

  private async under(key: string, window: Window): Promise<boolean> {
    return (await this.store.increment(key, window.windowMs)) <= window.limit;
  }
}

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
