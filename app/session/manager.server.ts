import type { Locale } from "~/i18n/locales";
import { randomToken, type Sealer } from "./crypto.server";
import type { SessionData } from "./data";
import { RequestSession, type EndReason, type SessionKeeper } from "./request-session.server";
import { readSessionRecord, SESSION_READABLE_FROM, SESSION_SCHEMA_VERSION, type RecordReading } from "./schema-version";
import { SessionCookies } from "./session-cookies.server";
import type { SessionStore, StoredSession } from "./store.server";

export interface SessionManagerOptions {
  store: SessionStore;
  sealer: Sealer;
  /** Secure cookie with the __Host- prefix (production). */
  secure: boolean;
  idleMs: number;
  now?: () => number;
  /** Told when an id stops naming a session, with the id it goes on under (rotation) or null: the card vault follows. */
  onRetired?: (id: string, nextId: string | null) => void;
}

/** An ended id's marker for one idle limit (ADR 0001): its replayed cookie cannot go on as a never-stored session. */
const ENDED = { ended: true } as const;
const isEnded = (stored: StoredSession) => (stored.data as { ended?: unknown } | null)?.ended === true;

/**
 * Server-side sessions: the browser holds only a signed random id. Idle expiry is decided here on
 * every request, not by the cookie, so an old cookie can never revive a session.
 */
export class SessionManager implements SessionKeeper {
  readonly cookieName: string;
  readonly languageCookieName: string;
  private readonly now: () => number;
  private readonly cookies: SessionCookies;

  constructor(private readonly options: SessionManagerOptions) {
    this.now = options.now ?? Date.now;
    this.cookies = new SessionCookies(options.sealer, options.secure, this.now);
    this.cookieName = this.cookies.name;
    this.languageCookieName = this.cookies.languageName;
  }

  get idleMs() {
    return this.options.idleMs;
  }

  /**
   * Loads the session named by the request's cookie. A missing cookie gives a new session; a
   * cookie whose session is gone or idle too long gives a new session with status 'expired'.
   * `onCookie` receives every Set-Cookie header the session needs to send.
   */
  async load(cookieHeader: string | null | undefined, onCookie: (header: string) => void): Promise<RequestSession> {
    const now = this.now();
    const cookie = this.cookies.read(cookieHeader);
    // A session without a language of its own takes the one chosen before (an ended session, a 401/403).
    const chosen = this.cookies.readLanguage(cookieHeader);
    const withLanguage = (data: SessionData): SessionData =>
      chosen && !data.locale ? { ...data, locale: chosen } : data;
    let endedBecause: EndReason = "idle";
    if (cookie) {
      const stored = await this.options.store.get(cookie.id);
      const reading = stored && !isEnded(stored) ? this.readingOf(stored) : null;
      const data = reading?.readable ? withLanguage(reading.data) : null;
      if (reading && !reading.readable && this.expiryOf(stored!) > now) endedBecause = reading.reason;
      if (stored && data && this.expiryOf(stored) > now) {
        const touched = await this.markActive(cookie.id, stored, now);
        const session = new RequestSession(this, cookie.id, data, "active", onCookie);
        session.seenAt(now, touched);
        return session;
      }
      if (stored) {
        // An ended session's marker stays until it expires; anything else of it is gone for good.
        if (!isEnded(stored)) await this.options.store.delete(cookie.id);
      }
      // A session never stored (nothing kept yet) goes on under its id: its forms' CSRF token stays right.
      else if (cookie.issuedAt + this.options.idleMs > now) {
        // Not a first visit (the cookie says so), so 'active' — only without a record yet.
        const fresh = withLanguage(this.freshData(cookie.id, now));
        const unstored = new RequestSession(this, cookie.id, fresh, "active", onCookie);
        unstored.markUnstored();
        // Its idle limit runs from this request: the cookie's issue time moves on (docs/decisions/0120).
        unstored.sendCookie();
        return unstored;
      }
    }
    const id = this.newId();
    const fresh = withLanguage(this.freshData(id, now));
    const session = new RequestSession(this, id, fresh, cookie ? "expired" : "new", onCookie);
    // The ended session's id (its cookie was signed by us): a form it rendered carries its CSRF token.
    if (cookie) {
      session.previousId = cookie.id;
      session.endedBecause = endedBecause;
    }
    session.sendCookie();
    return session;
  }

  /** Empty session data for `id`; the CSRF token is bound to the id, so it changes whenever the id does. */
  freshData(id: string, now = this.now()): SessionData {
    return {
      schemaVersion: SESSION_SCHEMA_VERSION,
      readableFrom: SESSION_READABLE_FROM,
      createdAt: now,
      lastSeenAt: now,
      csrf: this.csrfFor(id),
      draft: {},
    };
  }

  csrfFor(id: string): string {
    return this.options.sealer.sign(`csrf:${id}`);
  }

  newId() {
    return randomToken(32);
  }

  serializeCookie(id: string): string {
    return this.cookies.serialize(id);
  }

  /** A Set-Cookie header that removes the session cookie (sign-out). */
  expiredCookie(): string {
    return this.cookies.expired();
  }

  /** A Set-Cookie header keeping the chosen language beyond the session (ADR 0160). */
  serializeLanguageCookie(locale: Locale): string {
    return this.cookies.serializeLanguage(locale);
  }

  async persist(id: string, data: SessionData) {
    await this.options.store.set(id, { data, expiresAt: data.lastSeenAt + this.options.idleMs });
  }

  /**
   * Read, change, write one session's data; atomic where the store is shared. `change` gets null
   * (and nothing is written) when the record has gone or no longer parses.
   */
  async update(id: string, change: (latest: SessionData | null) => SessionData | null) {
    await this.options.store.update(id, (stored) => {
      // An ended session is never written again, whatever a request begun before its end still holds.
      if (stored && isEnded(stored)) return null;
      const next = change(stored ? this.dataOf(stored) : null);
      return next ? { data: next, expiresAt: next.lastSeenAt + this.options.idleMs } : null;
    });
  }

  /** How far past the sealed expiry an (unsealed) touch is trusted; beyond it the record is rewritten (ADR 0008). */
  private get touchReach() {
    return this.options.idleMs / 3;
  }

  /** When a stored record expires: the sealed expiry, or a touch's within reach of it. */
  private expiryOf(stored: StoredSession): number {
    return Math.max(stored.expiresAt, Math.min(stored.touchedUntil ?? 0, stored.expiresAt + this.touchReach));
  }

  /** A stored record's data, if it parses, with the activity time its touched expiry says. */
  private dataOf(stored: StoredSession): SessionData | null {
    const reading = this.readingOf(stored);
    return reading.readable ? reading.data : null;
  }

  /** `dataOf`, or why the record cannot be read: of any version, upgraded or with a later one's fields kept (ADR 0008). */
  private readingOf(stored: StoredSession): RecordReading {
    const reading = readSessionRecord(stored.data);
    if (!reading.readable) return reading;
    const seen = this.expiryOf(stored) - this.options.idleMs;
    if (seen > reading.data.lastSeenAt) reading.data.lastSeenAt = seen;
    return reading;
  }

  /**
   * The request's activity, written when it starts so a long request (a payment) keeps its session
   * alive for overlapping ones; a touch, or a rewrite once past its reach. False when the record has gone.
   */
  private async markActive(id: string, stored: StoredSession, now: number): Promise<boolean> {
    const idleMs = this.options.idleMs;
    if (now + idleMs <= stored.expiresAt + this.touchReach) return this.options.store.touch(id, now + idleMs);
    let found = false;
    await this.options.store.update(id, (current) => {
      const data = current?.data as { lastSeenAt?: unknown } | undefined;
      const before = data?.lastSeenAt;
      // Expired since it was read (a sweep, Redis's TTL, a slow request): not brought back.
      found = current !== null && typeof before === "number" && this.expiryOf(current) > this.now();
      if (!found || !current || typeof before !== "number") return null;
      const seen = Math.max(before, now, this.expiryOf(current) - idleMs);
      return { data: { ...data, lastSeenAt: seen }, expiresAt: seen + idleMs };
    });
    return found;
  }

  /** The stored data of a session as it is now (another request of it may have saved meanwhile). */
  async read(id: string): Promise<SessionData | null> {
    const stored = await this.options.store.get(id);
    return stored ? this.dataOf(stored) : null;
  }

  /** `id` no longer names a session: the ended marker replaces its record (an update, ordered with its other writes). */
  async retire(id: string, nextId: string | null) {
    this.options.onRetired?.(id, nextId);
    const marker: StoredSession = { data: ENDED, expiresAt: this.now() + this.options.idleMs };
    await this.options.store.update(id, () => marker);
  }

  get clock() {
    return this.now;
  }
}
