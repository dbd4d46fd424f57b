import type { Locale } from "~/i18n/locales";
import type { SessionData } from "./data";
import { sameFields, snapshot, valuesOf, type FieldsSnapshot } from "./fields-snapshot";

export type SessionStatus = "new" | "active" | "expired";
/** Why an expired session ended: the idle limit (or a sign-out), or a record a later version wrote (`newer`) or a corrupt one (ADR 0008). */
export type EndReason = "idle" | "newer" | "invalid";

/** What a request's session asks of the session manager (app/session/manager.server.ts). */
export interface SessionKeeper {
  newId(): string;
  csrfFor(id: string): string;
  freshData(id: string): SessionData;
  serializeCookie(id: string): string;
  expiredCookie(): string;
  serializeLanguageCookie(locale: Locale): string;
  update(id: string, change: (latest: SessionData | null) => SessionData | null): Promise<void>;
  retire(id: string, nextId: string | null): Promise<void>;
}

/** Fields every session has from its first request (and its language cookie): with nothing else, no record is needed. */
const ALWAYS_PRESENT = new Set(["schemaVersion", "readableFrom", "createdAt", "lastSeenAt", "csrf", "draft", "locale"]);
/** A visit's campaign values and traffic source, remembered from its first URL. */
const CAMPAIGN = new Set(["visit", "trafficSource"]);

function isBlank(data: SessionData, also?: ReadonlySet<string>): boolean {
  return (
    Object.keys(data.draft).length === 0 &&
    Object.entries(data).every(([key, value]) => ALWAYS_PRESENT.has(key) || also?.has(key) || value === undefined)
  );
}

/** One request's view of its session: what it changed is merged onto the stored record when it saves. */
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
    private readonly manager: SessionKeeper,
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

  /** Whether this request's save would write the session's first record. */
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
   * Saves only the fields this request changed onto the record as stored now: overlapping requests
   * (a keep-alive, a second tab) must not undo each other, and a record gone meanwhile stays gone.
   */
  save(): Promise<void> {
    // One save at a time per request (its loaders run in parallel), each judged against the one before.
    const next = this.saving.then(() => this.saveNow());
    this.saving = next.catch(() => {});
    return next;
  }

  private saving: Promise<void> = Promise.resolve();

  private async saveNow() {
    // Nothing worth keeping yet (a visitor reading pages): no record, so idle visits cost no storage.
    if (!this.stored && isBlank(this.data)) return;
    if (this.ended) return;
    const current = snapshot(this.data);
    if (this.stored && sameFields(current, this.baseline)) return;
    const wasStored = this.stored;
    const baseline = this.baseline;
    const lastSeenAt = this.data.lastSeenAt;
    let gone = false;
    // Atomic in a shared store (Redis): the merge may run again if another process saved meanwhile.
    await this.manager.update(this.currentId, (latest) => {
      if (!latest) {
        // A record that ended meanwhile is not brought back; a session's first save writes it whole.
        gone = wasStored;
        return wasStored ? null : (valuesOf(current) as SessionData);
      }
      const merged: Record<string, unknown> = { ...latest };
      // A submitted application's answers are the bank's: a request begun before the submission does not change them.
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

  /** Sign-out: the record is retired and the cookie removed; the next request starts as a first visit. */
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
