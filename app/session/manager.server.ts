import { randomToken, type Sealer } from "./crypto.server";
import { sessionDataSchema, type SessionData } from "./data";
import type { SessionStore } from "./store.server";

export type SessionStatus = "new" | "active" | "expired";

export interface SessionManagerOptions {
  store: SessionStore;
  sealer: Sealer;
  /** Secure cookie with the __Host- prefix (production). */
  secure: boolean;
  idleMs: number;
  now?: () => number;
}

/**
 * Server-side sessions: the browser holds only a signed random id. Idle expiry is decided here on
 * every request, not by the cookie, so an old cookie can never revive a session.
 */
export class SessionManager {
  readonly cookieName: string;
  private readonly now: () => number;

  constructor(private readonly options: SessionManagerOptions) {
    this.cookieName = options.secure ? "__Host-sid" : "sid";
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
    const id = this.readCookie(cookieHeader);
    if (id) {
      const stored = await this.options.store.get(id);
      const parsed = stored ? sessionDataSchema.safeParse(stored.data) : null;
      if (stored && parsed?.success && stored.expiresAt > now) {
        const session = new RequestSession(this, id, parsed.data, "active", onCookie);
        session.data.lastSeenAt = now;
        await session.save();
        return session;
      }
      if (stored) await this.options.store.delete(id);
    }
    const session = new RequestSession(this, this.newId(), this.freshData(now), id ? "expired" : "new", onCookie);
    session.sendCookie();
    await session.save();
    return session;
  }

  freshData(now = this.now()): SessionData {
    return { createdAt: now, lastSeenAt: now, csrf: randomToken(24), draft: {} };
  }

  newId() {
    return randomToken(32);
  }

  serializeCookie(id: string): string {
    const value = `${id}.${this.options.sealer.sign(id)}`;
    const parts = [`${this.cookieName}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
    if (this.options.secure) parts.push("Secure");
    return parts.join("; ");
  }

  /** A Set-Cookie header that removes the session cookie (sign-out). */
  expiredCookie(): string {
    const parts = [`${this.cookieName}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
    if (this.options.secure) parts.push("Secure");
    return parts.join("; ");
  }

  private readCookie(header: string | null | undefined): string | null {
    if (!header) return null;
    for (const part of header.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name !== this.cookieName) continue;
      const value = rest.join("=");
      const dot = value.lastIndexOf(".");
      if (dot <= 0) return null;
      const id = value.slice(0, dot);
      return this.options.sealer.verify(id, value.slice(dot + 1)) ? id : null;
    }
    return null;
  }

  async persist(id: string, data: SessionData) {
    await this.options.store.set(id, { data, expiresAt: data.lastSeenAt + this.options.idleMs });
  }

  /** The stored data of a session as it is now (another request of it may have saved meanwhile). */
  async read(id: string): Promise<SessionData | null> {
    const stored = await this.options.store.get(id);
    const parsed = stored ? sessionDataSchema.safeParse(stored.data) : null;
    return parsed?.success ? parsed.data : null;
  }

  async remove(id: string) {
    await this.options.store.delete(id);
  }

  get clock() {
    return this.now;
  }
}

/** Each top-level field of session data as JSON, to tell which ones a request changed. */
function snapshot(data: SessionData): Map<string, string | undefined> {
  return new Map(Object.entries(data).map(([key, value]) => [key, JSON.stringify(value)]));
}

export class RequestSession {
  /** The fields as this request last read or wrote them. */
  private baseline: Map<string, string | undefined>;
  /** Whether a record of this id is in the store (loaded, or saved by this request). */
  private stored: boolean;

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
    if (this.ended) return;
    // What this request changed, taken now: later changes are for the next save.
    const current = snapshot(this.data);
    const values = JSON.parse(JSON.stringify(this.data)) as Record<string, unknown>;
    let record = values as SessionData;
    if (this.stored) {
      const latest = await this.manager.read(this.currentId);
      if (!latest) return;
      const merged: Record<string, unknown> = { ...latest };
      for (const key of new Set([...current.keys(), ...this.baseline.keys()])) {
        if (current.get(key) === this.baseline.get(key)) continue;
        if (values[key] === undefined) delete merged[key];
        else merged[key] = values[key];
      }
      merged.lastSeenAt = Math.max(latest.lastSeenAt, this.data.lastSeenAt);
      record = merged as SessionData;
    }
    await this.manager.persist(this.currentId, record);
    this.stored = true;
    this.baseline = current;
  }

  /** New id, same data: called when an OTP is verified (prevents session fixation). */
  async rotate() {
    const old = this.currentId;
    this.currentId = this.manager.newId();
    this.stored = false;
    await this.save();
    await this.manager.remove(old);
    this.sendCookie();
  }

  private ended = false;

  /**
   * Sign-out: the stored record is deleted and the cookie removed; nothing of this request is saved
   * again. The next request starts as a first visit.
   */
  async end() {
    this.ended = true;
    this.data = this.manager.freshData();
    await this.manager.remove(this.currentId);
    this.onCookie(this.manager.expiredCookie());
  }

  /** Forget everything (upstream 401/403, expiry) but keep a usable empty session. */
  async reset() {
    const old = this.currentId;
    this.currentId = this.manager.newId();
    this.data = this.manager.freshData();
    this.stored = false;
    await this.save();
    await this.manager.remove(old);
    this.sendCookie();
  }
}
