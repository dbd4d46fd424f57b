import { isLocale, type Locale } from "~/i18n/locales";
import { randomToken, type Sealer } from "./crypto.server";
import type { SessionData } from "./data";
import { readSessionRecord, SESSION_READABLE_FROM, SESSION_SCHEMA_VERSION, type RecordReading } from "./schema-version";
import { sameFields, snapshot, valuesOf, type FieldsSnapshot } from "./fields-snapshot";
import type { SessionStore, StoredSession } from "./store.server";

export type SessionStatus = "new" | "active" | "expired";
/**
 * Why an expired session ended: the idle limit (or a sign-out's marker), or a record this version
 * cannot read — one a later version wrote and said it cannot (`newer`), or a corrupt one (ADR 0008).
 */
export type EndReason = "idle" | "newer" | "invalid";

export interface SessionManagerOptions {
  store: SessionStore;
  sealer: Sealer;
  /** Secure cookie with the __Host- prefix (production). */
  secure: boolean;
  idleMs: number;
  now?: () => number;
  /**
   * Told when an id stops naming a session (sign-out, reset, rotation), with the id it goes on under
   * (rotation) or null: what is kept per id outside the store (the card vault) follows it or goes.
   */
  onRetired?: (id: string, nextId: string | null) => void;
}

/**
 * What an ended session's id leaves in the store for one idle limit (ADR 0001): no data, so nothing
 * opens it, and while it is there the id's cookie, replayed, cannot go on as a session that was
 * never stored (same id, same CSRF token) — it gets a new id each time.
 */
const ENDED = { ended: true } as const;
const isEnded = (stored: StoredSession) => (stored.data as { ended?: unknown } | null)?.ended === true;

/**
 * Server-side sessions: the browser holds only a signed random id. Idle expiry is decided here on
 * every request, not by the cookie, so an old cookie can never revive a session.
 */
export class SessionManager {
  readonly cookieName: string;
  /** The language chosen with the header's link, which outlives any session (ADR 0160). */
  readonly languageCookieName: string;
  private readonly now: () => number;

  constructor(private readonly options: SessionManagerOptions) {
    this.cookieName = options.secure ? "__Host-sid" : "sid";
    this.languageCookieName = options.secure ? "__Host-lng" : "lng";
    this.now = options.now ?? Date.now;
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
    const cookie = this.readCookie(cookieHeader);
    // A session without a language of its own takes the one chosen before (a session that ended,
    // a 401/403, the idle limit): the pages after it speak the applicant's language.
    const chosen = this.readLanguage(cookieHeader);
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
      // A session that never needed storing (nothing kept yet) goes on under its id, so the forms it
      // rendered still carry the right CSRF token; nothing of it can have been lost.
      else if (cookie.issuedAt + this.options.idleMs > now) {
        // Not a first visit (the cookie says so), so 'active' — only without a record yet.
        const fresh = withLanguage(this.freshData(cookie.id, now));
        const unstored = new RequestSession(this, cookie.id, fresh, "active", onCookie);
        unstored.markUnstored();
        // Its idle limit runs from this request, as a stored session's does: the cookie's issue time
        // moves on, so the time a page states for its end is true (docs/decisions/0120).
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

  /** `id.issuedAt.signature`: the issue time tells a session that was never stored from one that expired. */
  serializeCookie(id: string): string {
    const payload = `${id}.${this.now().toString(36)}`;
    const parts = [
      `${this.cookieName}=${payload}.${this.options.sealer.sign(payload)}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
    ];
    if (this.options.secure) parts.push("Secure");
    return parts.join("; ");
  }

  /** A Set-Cookie header that removes the session cookie (sign-out). */
  expiredCookie(): string {
    const parts = [`${this.cookieName}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
    if (this.options.secure) parts.push("Secure");
    return parts.join("; ");
  }

  /**
   * A Set-Cookie header keeping the chosen language: the language only (no id, nothing personal),
   * with the session cookie's attributes, for a year.
   */
  serializeLanguageCookie(locale: Locale): string {
    const parts = [
      `${this.languageCookieName}=${locale}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${LANGUAGE_MAX_AGE_S}`,
    ];
    if (this.options.secure) parts.push("Secure");
    return parts.join("; ");
  }

  private readLanguage(header: string | null | undefined): Locale | null {
    if (!header) return null;
    for (const part of header.split(";")) {
      const [name, value] = part.trim().split("=");
      if (name === this.languageCookieName && isLocale(value)) return value;
    }
    return null;
  }

  private readCookie(header: string | null | undefined): { id: string; issuedAt: number } | null {
    if (!header) return null;
    for (const part of header.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name !== this.cookieName) continue;
      const value = rest.join("=");
      const dot = value.lastIndexOf(".");
      if (dot <= 0) return null;
      const payload = value.slice(0, dot);
      if (!this.options.sealer.verify(payload, value.slice(dot + 1))) return null;
      const [id = "", issued] = payload.split(".");
      // Cookies from before the issue time was added count as issued long ago.
      const issuedAt = issued ? parseInt(issued, 36) : 0;
      return id ? { id, issuedAt: Number.isFinite(issuedAt) ? issuedAt : 0 } : null;
    }
    return null;
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

  /**
   * How far past the expiry sealed with a record a touch is trusted. A touch's expiry is not sealed
   * (the file's time, Redis's TTL): whoever could change it could otherwise keep a session alive for
   * ever. A request whose touch would reach further rewrites the record instead (ADR 0008).
   */
  private get touchReach() {
    return this.options.idleMs / 3;
  }

  /** When a stored record expires: the sealed expiry, or a touch's within reach of it. */
  private expiryOf(stored: StoredSession): number {
    return Math.max(stored.expiresAt, Math.min(stored.touchedUntil ?? 0, stored.expiresAt + this.touchReach));
  }

  /**
   * A stored record's data, if it parses. Its activity time is the later of the one written in it and
   * the one its expiry says: a request's touch moves only the expiry (the store's cheap write).
   */
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
   * The request's activity, written when it starts (not with its changes at the end): a long request
   * (a payment) keeps its session alive for the requests that overlap it. The store's touch moves only
   * the expiry; once that would pass the touch's reach, the record is written again with the time
   * (uninterpreted, so not parsed again; the later time wins). False when the record has gone.
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

  /**
   * `id` no longer names a session: its record gives way to the ended marker for one idle limit
   * (an update, so it is ordered with every other write of the id, and atomic in a shared store).
   */
  async retire(id: string, nextId: string | null) {
    this.options.onRetired?.(id, nextId);
    const marker: StoredSession = { data: ENDED, expiresAt: this.now() + this.options.idleMs };
    await this.options.store.update(id, () => marker);
  }

  get clock() {
    return this.now;
  }
}

/**
 * Fields every session has from its first request, and the language its own cookie keeps; a session
 * with nothing else needs no record.
 */
const ALWAYS_PRESENT = new Set(["schemaVersion", "readableFrom", "createdAt", "lastSeenAt", "csrf", "draft", "locale"]);
const LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A visit's campaign values and traffic source, remembered from its first URL. */
const CAMPAIGN = new Set(["visit", "trafficSource"]);

/** Whether the data holds nothing but the fields every session has (and, when `also` names them, those). */
function isBlank(data: SessionData, also?: ReadonlySet<string>): boolean {
  return (
    Object.keys(data.draft).length === 0 &&
    Object.entries(data).every(([key, value]) => ALWAYS_PRESENT.has(key) || also?.has(key) || value === undefined)
  );
}

export class RequestSession {
  /** The fields as this request last read or wrote them. */
  private baseline: FieldsSnapshot;
  /** Whether a record of this id is in the store (loaded, or saved by this request). */
  private stored: boolean;
  /** With status 'expired': the id of the session that ended (never its data, which is deleted). */
  previousId: string | undefined;
  /** With status 'expired': why it ended. */
  endedBecause: EndReason | undefined;

  constructor(
    private readonly manager: SessionManager,
    private currentId: string,
    public data: SessionData,
    /** 'expired' means the visitor's previous session ended; this one is fresh. */
    public readonly status: SessionStatus,
    private readonly onCookie: (header: string) => void,
  ) {
    this.baseline = snapshot(data);
    this.stored = status === "active";
  }

  get id() {
    return this.currentId;
  }

  /** A returning visitor whose session never needed a record: its first save writes one. */
  markUnstored() {
    this.stored = false;
  }

  /** Whether this request's save would write the session's first record (a visitor who kept nothing so far). */
  get awaitsFirstRecord(): boolean {
    return !this.stored && !this.ended && !isBlank(this.data);
  }

  /** Whether all this session would keep is the visit's campaign: a page is true without it (ADR 0082). */
  get keepsOnlyTheCampaign(): boolean {
    return isBlank(this.data, CAMPAIGN);
  }

  sendCookie() {
    this.onCookie(this.manager.serializeCookie(this.currentId));
  }

  /**
   * Saves the fields this request changed onto the session as it is stored now. Requests of one
   * session overlap (a keep-alive ping, a second tab, a reload during a payment); writing the whole
   * record as this request loaded it would undo what another saved meanwhile — a payment or a
   * submission marked done could be reopened and sent twice. A session whose record has gone
   * meanwhile (rotated, reset, expired) is not brought back.
   */
  save(): Promise<void> {
    // One save at a time per request (its loaders run in parallel), each judged by what was
    // written before it: two overlapping saves would otherwise both think a field already written.
    const next = this.saving.then(() => this.saveNow());
    this.saving = next.catch(() => {});
    return next;
  }

  private saving: Promise<void> = Promise.resolve();

  private async saveNow() {
    // Nothing worth keeping yet (a visitor reading pages): no record, so idle visits cost no storage.
    if (!this.stored && isBlank(this.data)) return;
    if (this.ended) return;
    // What this request changed, taken now: later changes are for the next save.
    const current = snapshot(this.data);
    // Nothing changed since the last save (the request's end saves every session): no write.
    if (this.stored && sameFields(current, this.baseline)) return;
    const wasStored = this.stored;
    const baseline = this.baseline;
    const lastSeenAt = this.data.lastSeenAt;
    let gone = false;
    // Atomic in a shared store (Redis): the merge may run again if another process saved meanwhile.
    await this.manager.update(this.currentId, (latest) => {
      if (!latest) {
        // A record that ended meanwhile (rotated, reset, expired) is not brought back; a session's
        // first save writes it whole.
        gone = wasStored;
        return wasStored ? null : (valuesOf(current) as SessionData);
      }
      // A parallel request of a new session may have stored it first: only this request's changes go on top.
      const merged: Record<string, unknown> = { ...latest };
      // The answers of a submitted application are the bank's: a request begun before the
      // submission (a step posted from a second tab while Submit ran) does not change them after.
      const frozen = latest.submission !== undefined && baseline.get("submission") === undefined;
      for (const key of new Set([...current.keys(), ...baseline.keys()])) {
        const json = current.get(key);
        if (json === baseline.get(key) || (frozen && key === "draft")) continue;
        if (json === undefined) delete merged[key];
        else merged[key] = JSON.parse(json);
      }
      merged.lastSeenAt = Math.max(latest.lastSeenAt, lastSeenAt);
      return merged as SessionData;
    });
    if (gone) return;
    this.stored = true;
    this.baseline = current;
  }

  /** The request's activity time; `written`: the store has it already, so the request's end need not write it. */
  seenAt(now: number, written: boolean) {
    this.data.lastSeenAt = now;
    if (written) this.baseline.set("lastSeenAt", JSON.stringify(now));
  }

  /** New id, same data: called when an OTP is verified (prevents session fixation). */
  async rotate() {
    const old = this.currentId;
    this.currentId = this.manager.newId();
    this.data.csrf = this.manager.csrfFor(this.currentId);
    this.stored = false;
    await this.save();
    await this.manager.retire(old, this.currentId);
    this.sendCookie();
  }

  private ended = false;

  /**
   * Sign-out: the stored record is deleted and the cookie removed; nothing of this request is saved
   * again. The next request starts as a first visit.
   */
  async end() {
    this.ended = true;
    this.data = this.manager.freshData(this.currentId);
    await this.manager.retire(this.currentId, null);
    this.onCookie(this.manager.expiredCookie());
  }

  /** Keeps the language chosen with the header's link beyond this session (its own cookie). */
  keepLanguage(locale: Locale) {
    this.data.locale = locale;
    this.onCookie(this.manager.serializeLanguageCookie(locale));
  }

  /** Forget everything (upstream 401/403, expiry) but keep a usable empty session, in the same language. */
  async reset() {
    const old = this.currentId;
    const { locale } = this.data;
    this.currentId = this.manager.newId();
    this.data = { ...this.manager.freshData(this.currentId), ...(locale ? { locale } : {}) };
    this.stored = false;
    await this.save();
    await this.manager.retire(old, null);
    this.sendCookie();
  }
}
