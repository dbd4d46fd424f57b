import { beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { createSealer } from "./crypto.server";
import { SessionManager } from "./manager.server";
import { SESSION_READ_SCHEMA } from "./schema-version";
import { MemorySessionStore } from "./store.server";

const sealer = createSealer("m".repeat(40));
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

let now = T0;
let store: MemorySessionStore;
let manager: SessionManager;

function makeManager(secure = false) {
  return new SessionManager({ store, sealer, secure, idleMs: IDLE_TIMEOUT_MS, now: () => now });
}

beforeEach(() => {
  now = T0;
  store = new MemorySessionStore();
  manager = makeManager();
});

/** Loads a session as a request with this Cookie header would, collecting Set-Cookie headers. */
async function load(cookieHeader?: string, m = manager) {
  const cookies: string[] = [];
  const session = await m.load(cookieHeader, (c) => cookies.push(c));
  return { session, cookies };
}

/** The Cookie request header a browser would send back for a Set-Cookie header. */
function cookieFrom(setCookie: string | undefined): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0] ?? "";
}

/** A visitor who has begun (something kept), so the session has a stored record. */
async function started(cookieHeader?: string, m = manager) {
  const loaded = await load(cookieHeader, m);
  loaded.session.data.draft.cardType = "basic";
  await loaded.session.save();
  return loaded;
}

function attributes(setCookie: string | undefined) {
  return (setCookie ?? "").split(";").map((p) => p.trim());
}

describe("a new visitor", () => {
  it("gets a new session and a signed cookie (id, issue time), but no record until something is kept", async () => {
    const { session, cookies } = await load(undefined);
    expect(session.status).toBe("new");
    expect(session.id).toMatch(/^[\w-]{43}$/);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(new RegExp(`^sid=${session.id}\\.${T0.toString(36)}\\.[\\w-]{43}; `));
    expect(session.data).toMatchObject({ createdAt: T0, lastSeenAt: T0, draft: {} });
    expect(session.data.csrf.length).toBeGreaterThanOrEqual(16);
    await session.save();
    expect(store.size).toBe(0);
    session.data.draft.cardType = "basic";
    await session.save();
    expect(await store.get(session.id)).toEqual({ data: session.data, expiresAt: T0 + IDLE_TIMEOUT_MS });
  });

  it("who only reads pages goes on under the same id and CSRF token, with no record", async () => {
    const first = await load();
    now = T0 + 60_000;
    const again = await load(cookieFrom(first.cookies[0]));
    expect(again.session.status).toBe("active");
    expect(again.session.id).toBe(first.session.id);
    expect(again.session.data.csrf).toBe(first.session.data.csrf);
    expect(store.size).toBe(0);
  });

  it("who keeps reading pages is idle only from the last one: the same cookie re-issued (ADR 0120)", async () => {
    const first = await load();
    now = T0 + IDLE_TIMEOUT_MS - 60_000;
    const again = await load(cookieFrom(first.cookies[0]));
    expect(again.cookies).toHaveLength(1);
    expect(cookieFrom(again.cookies[0])).toContain(first.session.id);
    now += IDLE_TIMEOUT_MS - 60_000;
    const later = await load(cookieFrom(again.cookies[0]));
    expect(later.session.status).toBe("active");
    expect(later.session.id).toBe(first.session.id);
    expect(store.size).toBe(0);
  });

  it("whose session ended names the ended id (for a late form's CSRF check), never its data", async () => {
    const first = await load();
    first.session.data.draft.firstName = "Jane";
    await first.session.save();
    now = T0 + IDLE_TIMEOUT_MS + 1;
    const later = await load(cookieFrom(first.cookies[0]));
    expect(later.session.status).toBe("expired");
    expect(later.session.previousId).toBe(first.session.id);
    expect(later.session.data.draft).toEqual({});
    expect(store.size).toBe(0);
  });

  it("whose unstored session's cookie is older than the idle limit gets 'expired' and a new id", async () => {
    const first = await load();
    now = T0 + IDLE_TIMEOUT_MS;
    const later = await load(cookieFrom(first.cookies[0]));
    expect(later.session.status).toBe("expired");
    expect(later.session.id).not.toBe(first.session.id);
  });

  it("has a CSRF token bound to the session id", async () => {
    const { session } = await load();
    expect(session.data.csrf).toBe(manager.csrfFor(session.id));
    expect(manager.csrfFor("another-id")).not.toBe(session.data.csrf);
  });

  it("gets a different id and CSRF token from every other visitor", async () => {
    const a = await load();
    const b = await load();
    expect(a.session.id).not.toBe(b.session.id);
    expect(a.session.data.csrf).not.toBe(b.session.data.csrf);
  });

  it("cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure in development", async () => {
    const { cookies } = await load();
    const attrs = attributes(cookies[0]);
    expect(attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
    expect(attrs).not.toContain("Secure");
    expect(attrs[0]).toMatch(/^sid=/);
    // A session cookie: the server, not the browser, decides expiry.
    expect(cookies[0]).not.toMatch(/Expires|Max-Age|Domain/i);
  });

  it("cookie is Secure with the __Host- prefix when secure", async () => {
    const secure = makeManager(true);
    expect(secure.cookieName).toBe("__Host-sid");
    const { cookies } = await load(undefined, secure);
    const attrs = attributes(cookies[0]);
    expect(attrs[0]).toMatch(/^__Host-sid=/);
    expect(attrs).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
    expect(cookies[0]).not.toMatch(/Domain/i);
  });
});

describe("a returning visitor", () => {
  it("with a valid signed cookie continues the same session without a new cookie", async () => {
    const first = await started();
    first.session.data.draft.cardType = "plus";
    await first.session.save();

    now = T0 + 60_000;
    const again = await load(cookieFrom(first.cookies[0]));
    expect(again.session.status).toBe("active");
    expect(again.session.id).toBe(first.session.id);
    expect(again.session.data.draft.cardType).toBe("plus");
    expect(again.session.data.csrf).toBe(first.session.data.csrf);
    expect(again.session.data.lastSeenAt).toBe(now);
    expect(again.cookies).toEqual([]);
    expect((await store.get(first.session.id))?.touchedUntil).toBe(now + IDLE_TIMEOUT_MS);
  });

  it("finds the cookie among others in the header", async () => {
    const first = await started();
    const again = await load(`theme=dark; ${cookieFrom(first.cookies[0])}; other=1=2`);
    expect(again.session.status).toBe("active");
    expect(again.session.id).toBe(first.session.id);
  });

  it("stays active as long as it is used within each idle window (sliding expiry)", async () => {
    const first = await started();
    const cookie = cookieFrom(first.cookies[0]);
    for (let i = 1; i <= 4; i++) {
      now = T0 + i * (IDLE_TIMEOUT_MS - 1000);
      expect((await load(cookie)).session.status).toBe("active");
    }
  });

  it("just inside the idle limit is still active", async () => {
    const first = await started();
    now = T0 + IDLE_TIMEOUT_MS - 1;
    expect((await load(cookieFrom(first.cookies[0]))).session.status).toBe("active");
  });

  it("after 15 idle minutes gets status 'expired', a fresh session and cookie, and the old record is deleted", async () => {
    const first = await started();
    first.session.data.draft.firstName = "Jane";
    await first.session.save();

    now = T0 + IDLE_TIMEOUT_MS;
    const later = await load(cookieFrom(first.cookies[0]));
    expect(later.session.status).toBe("expired");
    expect(later.session.id).not.toBe(first.session.id);
    expect(later.session.data.draft).toEqual({});
    expect(later.cookies).toHaveLength(1);
    expect(later.cookies[0]).toContain(later.session.id);
    expect(await store.get(first.session.id)).toBeNull();
    expect(await store.get(later.session.id)).toBeNull();
  });

  it("whose record is gone gets nothing of it back", async () => {
    const first = await started();
    await store.delete(first.session.id);
    const later = await load(cookieFrom(first.cookies[0]));
    expect(later.session.data.draft).toEqual({});
  });

  it("whose record is corrupt starts afresh ('expired') and the record is removed", async () => {
    const first = await started();
    await store.set(first.session.id, { data: { nonsense: true }, expiresAt: T0 + IDLE_TIMEOUT_MS });
    const later = await load(cookieFrom(first.cookies[0]));
    expect(later.session.status).toBe("expired");
    expect(later.session.endedBecause).toBe("invalid");
    expect(await store.get(first.session.id)).toBeNull();
  });
});

describe("a forged or tampered cookie", () => {
  it.each([
    ["a changed signature", (payload: string, sig: string) => `sid=${payload}.${sig.slice(0, -2)}xx`],
    [
      "a changed id",
      (payload: string, sig: string) => `sid=${payload.startsWith("A") ? "B" : "A"}${payload.slice(1)}.${sig}`,
    ],
    [
      "a changed issue time",
      (payload: string, sig: string) => `sid=${payload.split(".")[0]}.${(T0 + 1).toString(36)}.${sig}`,
    ],
    ["no signature", (payload: string) => `sid=${payload}`],
    ["an empty signature", (payload: string) => `sid=${payload}.`],
    [
      "a signature from another secret",
      (payload: string) => `sid=${payload}.${createSealer("z".repeat(40)).sign(payload)}`,
    ],
    ["only a dot", () => "sid=."],
    ["an empty value", () => "sid="],
  ])("with %s gives a new session ('new'), never the stored one", async (_label, forge) => {
    const first = await started();
    const value = cookieFrom(first.cookies[0]).slice("sid=".length);
    const dot = value.lastIndexOf(".");
    const forged = await load(forge(value.slice(0, dot), value.slice(dot + 1)));
    expect(forged.session.status).toBe("new");
    expect(forged.session.id).not.toBe(first.session.id);
    expect(forged.cookies).toHaveLength(1);
    // The real session is untouched.
    expect(await store.get(first.session.id)).not.toBeNull();
  });

  it("a cookie under another name is ignored", async () => {
    const first = await load();
    const secure = makeManager(true);
    const other = await load(cookieFrom(first.cookies[0]), secure);
    expect(other.session.status).toBe("new");
  });
});

describe("rotate", () => {
  it("gives a new id, keeps the data, deletes the old record and sends a new cookie", async () => {
    const { session, cookies } = await load();
    session.data.leadId = "L100001";
    session.data.draft.firstName = "Jane";
    await session.save();
    const oldId = session.id;
    const oldCookie = cookieFrom(cookies[0]);

    const oldCsrf = session.data.csrf;
    await session.rotate();
    expect(session.id).not.toBe(oldId);
    expect(session.data.csrf).not.toBe(oldCsrf);
    expect(session.data.csrf).toBe(manager.csrfFor(session.id));
    expect(session.data.leadId).toBe("L100001");
    expect(await manager.read(oldId)).toBeNull();
    expect((await store.get(session.id))?.data).toMatchObject({ leadId: "L100001", draft: { firstName: "Jane" } });
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toContain(`sid=${session.id}.`);

    // The old cookie no longer opens anything; the new one opens the same data.
    const old = (await load(oldCookie)).session;
    expect(old.data.leadId).toBeUndefined();
    const resumed = await load(cookieFrom(cookies[1]));
    expect(resumed.session.status).toBe("active");
    expect(resumed.session.data.leadId).toBe("L100001");
  });
});

describe("reset", () => {
  it("forgets everything under a new id and deletes the old record", async () => {
    const { session, cookies } = await load();
    session.data.leadId = "L100001";
    await session.save();
    const oldId = session.id;
    const oldCsrf = session.data.csrf;

    await session.reset();
    expect(session.id).not.toBe(oldId);
    expect(session.data.leadId).toBeUndefined();
    expect(session.data.draft).toEqual({});
    expect(session.data.csrf).not.toBe(oldCsrf);
    expect(session.data.csrf).toBe(manager.csrfFor(session.id));
    expect(await manager.read(oldId)).toBeNull();
    // Nothing is left to keep, so the new session has no record until it has.
    expect(await store.get(session.id)).toBeNull();
    expect(cookies).toHaveLength(2);
  });
});

describe("an ended session's cookie, replayed (ADR 0001)", () => {
  /** A session with a record, ended by `end`, and its cookie as the browser last had it. */
  async function endedBy(end: "end" | "reset" | "rotate") {
    const { session, cookies } = await started();
    const cookie = cookieFrom(cookies[0]);
    const id = session.id;
    const csrf = session.data.csrf;
    await session[end]();
    return { id, csrf, cookie };
  }

  it.each(["end", "reset", "rotate"] as const)(
    "after %s, is a new visitor each time: another id, another CSRF token, nothing kept",
    async (end) => {
      const ended = await endedBy(end);
      for (let replay = 0; replay < 2; replay += 1) {
        now += 60_000;
        const { session, cookies } = await load(ended.cookie);
        expect(session.status).toBe("expired");
        expect(session.id).not.toBe(ended.id);
        expect(session.data.csrf).not.toBe(ended.csrf);
        expect(session.previousId).toBe(ended.id);
        expect(cookies.at(-1)).not.toContain(`sid=${ended.id}.`);
      }
    },
  );

  it("the ended id is never written again by a request begun before the end", async () => {
    const { session, cookies } = await started();
    const late = await load(cookieFrom(cookies[0]));
    await session.end();
    late.session.data.draft.firstName = "Jane";
    await late.session.save();
    expect(await manager.read(session.id)).toBeNull();
  });

  it("the marker lasts one idle limit, then the store forgets it", async () => {
    const ended = await endedBy("end");
    expect(await store.get(ended.id)).not.toBeNull();
    now += IDLE_TIMEOUT_MS + 1;
    await store.sweep(now);
    expect(await store.get(ended.id)).toBeNull();
  });

  it("tells the owner of what is kept per id: gone at an end or reset, moved at a rotation", async () => {
    const retired: [string, string | null][] = [];
    manager = new SessionManager({
      store,
      sealer,
      secure: false,
      idleMs: IDLE_TIMEOUT_MS,
      now: () => now,
      onRetired: (id, nextId) => retired.push([id, nextId]),
    });
    const a = (await started()).session;
    const aId = a.id;
    await a.rotate();
    const b = (await started()).session;
    const bId = b.id;
    await b.reset();
    const c = (await started()).session;
    await c.end();
    expect(retired).toEqual([
      [aId, a.id],
      [bId, null],
      [c.id, null],
    ]);
  });
});

describe("manager details", () => {
  it("exposes its idle limit and clock", () => {
    expect(manager.idleMs).toBe(IDLE_TIMEOUT_MS);
    now = 42;
    expect(manager.clock()).toBe(42);
  });
});

describe("overlapping requests of one session (a ping, a second tab, a reload)", () => {
  async function twoRequests() {
    const { session: first, cookies } = await load();
    first.data.draft = { cardType: "basic" };
    await first.save();
    const cookie = cookieFrom(cookies[0]);
    const a = (await load(cookie)).session;
    const b = (await load(cookie)).session;
    return { a, b, cookie };
  }

  it("a later save of other fields does not undo what an earlier one wrote", async () => {
    const { a, b, cookie } = await twoRequests();
    a.data.payment = { applicationId: "7", id: "p1", state: "submitted", failures: 0 };
    await a.save();
    // B loaded before A saved and changes something else only (a keep-alive refreshing the bank session).
    b.data.upstream = { token: "t", refreshedAt: now };
    await b.save();
    const stored = (await load(cookie)).session.data;
    expect(stored.payment).toMatchObject({ id: "p1", state: "submitted" });
    expect(stored.upstream).toEqual({ token: "t", refreshedAt: now });
  });

  it("a field a request removes is removed; fields it did not touch keep their latest value", async () => {
    const { a, b, cookie } = await twoRequests();
    a.data.notice = { path: "/x", text: "hello" };
    await a.save();
    b.data.draft = { cardType: "plus" };
    await b.save();
    const c = (await load(cookie)).session;
    expect(c.data.notice).toEqual({ path: "/x", text: "hello" });
    expect(c.data.draft.cardType).toBe("plus");
    c.data.notice = undefined;
    await c.save();
    expect((await load(cookie)).session.data.notice).toBeUndefined();
  });

  it("a request begun before the application was submitted does not change its answers after (two tabs)", async () => {
    // Attacker review: a step posted from a second tab while Submit ran changed the amount the screens
    // and the payment read, after the bank had been sent the answers as they were.
    const { a, b, cookie } = await twoRequests();
    a.data.submission = { state: "pending", startedAt: now };
    await a.save();
    b.data.draft = { cardType: "basic", amount: 1000 };
    b.data.notice = { path: "/identity-verification", text: "x" };
    await b.save();
    const stored = (await load(cookie)).session.data;
    expect(stored.draft).toEqual({ cardType: "basic" });
    expect(stored.submission).toMatchObject({ state: "pending" });
    // Its other changes are kept: only the answers are frozen.
    expect(stored.notice).toEqual({ path: "/identity-verification", text: "x" });

    // A request that saw the submission (the funding retry after a FundFailure) changes the draft as before.
    const c = (await load(cookie)).session;
    c.data.draft = { ...c.data.draft, fundingType: "DBT" };
    await c.save();
    expect((await load(cookie)).session.data.draft).toEqual({ cardType: "basic", fundingType: "DBT" });
  });

  it("saves of one request's parallel loaders are applied in order, each with what changed before it", async () => {
    const { a, cookie } = await twoRequests();
    a.data.analytics = [{ event: "Accept", event_id: "1" }];
    await a.save();
    const r = (await load(cookie)).session;
    r.data.notice = undefined;
    r.data.draft = { cardType: "launch" };
    const first = r.save();
    // A second loader drains the queue while the first save is under way.
    r.data.analytics = [];
    const second = r.save();
    await Promise.all([first, second]);
    const stored = (await load(cookie)).session.data;
    expect(stored.analytics).toEqual([]);
    expect(stored.draft.cardType).toBe("launch");
  });

  it("the latest activity time wins", async () => {
    const { session: first, cookies } = await started();
    const cookie = cookieFrom(cookies[0]);
    const early = (await load(cookie)).session;
    now += 60_000;
    const late = (await load(cookie)).session;
    early.data.draft = { cardType: "basic" };
    await early.save();
    expect((await manager.read(first.id))?.lastSeenAt).toBe(late.data.lastSeenAt);
  });

  it("a session rotated or reset meanwhile is not brought back by a stale save", async () => {
    const { a, b } = await twoRequests();
    const oldId = a.id;
    await a.rotate();
    b.data.draft = { cardType: "launch" };
    await b.save();
    expect(await manager.read(oldId)).toBeNull();
    expect(await manager.read(a.id)).not.toBeNull();
  });
});

describe("what a save writes", () => {
  /** A store that keeps the very objects it is given (no serialisation of its own). */
  class ReferenceStore extends MemorySessionStore {
    readonly kept = new Map<string, { data: unknown; expiresAt: number }>();
    override async get(id: string) {
      return this.kept.get(id) ?? null;
    }
    override async set(id: string, record: { data: unknown; expiresAt: number }) {
      this.kept.set(id, record);
    }
    override async update(
      id: string,
      change: (current: { data: unknown; expiresAt: number } | null) => { data: unknown; expiresAt: number } | null,
    ) {
      const next = change(await this.get(id));
      if (next) await this.set(id, next);
    }
  }

  it("is a JSON copy: fields left undefined are not written, later changes stay out until the next save", async () => {
    const reference = new ReferenceStore();
    const m = new SessionManager({ store: reference, sealer, secure: false, idleMs: IDLE_TIMEOUT_MS, now: () => now });
    const cookies: string[] = [];
    const session = await m.load(undefined, (c) => cookies.push(c));
    session.data.draft = { cardType: "basic" };
    session.data.notice = undefined;
    await session.save();
    const first = reference.kept.get(session.id)!.data as Record<string, unknown>;
    expect(Object.keys(first)).not.toContain("notice");
    expect(first).toEqual(JSON.parse(JSON.stringify(session.data)));
    session.data.draft.cardType = "plus";
    expect((first.draft as { cardType: string }).cardType).toBe("basic");

    // A later save writes only what changed, again as a copy.
    session.data.notice = { path: "/x", text: "hello" };
    await session.save();
    const second = reference.kept.get(session.id)!.data as Record<string, unknown>;
    expect(second).toEqual(JSON.parse(JSON.stringify(session.data)));
    session.data.notice.text = "changed";
    expect((second.notice as { text: string }).text).toBe("hello");
  });
});

describe("the activity time a request writes when it starts (touch)", () => {
  it("moves the record's expiry on without rewriting it, parsing the record once per load", async () => {
    const { session: first, cookies } = await started();
    const written = await store.get(first.id);
    const parse = vi.spyOn(SESSION_READ_SCHEMA, "safeParse");
    const set = vi.spyOn(store, "set");
    now += 60_000;
    const { session } = await load(cookieFrom(cookies[0]));
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
    expect(set).not.toHaveBeenCalled();
    expect(session.data.lastSeenAt).toBe(now);
    // The record as written, its expiry moved on beside it; its activity time is what that says.
    expect(await store.get(first.id)).toEqual({ ...written, touchedUntil: now + IDLE_TIMEOUT_MS });
    expect((await manager.read(first.id))?.lastSeenAt).toBe(now);
    // Nothing else changed: the request's end writes nothing more.
    await session.save();
    expect(set).not.toHaveBeenCalled();
    // The next request sees the session as active since that time, not since the record was written.
    now += IDLE_TIMEOUT_MS - 1;
    expect((await load(cookieFrom(cookies[0]))).session.status).toBe("active");
  });

  it("a request's start reads the store once and writes only the expiry: no update, no rewrite", async () => {
    const { cookies } = await started();
    const get = vi.spyOn(store, "get");
    const touch = vi.spyOn(store, "touch");
    const update = vi.spyOn(store, "update");
    const set = vi.spyOn(store, "set");
    now += 60_000;
    await load(cookieFrom(cookies[0]));
    expect(get).toHaveBeenCalledTimes(1);
    expect(touch).toHaveBeenCalledWith(expect.any(String), now + IDLE_TIMEOUT_MS);
    expect(update).not.toHaveBeenCalled();
    expect(set).not.toHaveBeenCalled();
  });

  it("a save after a touch keeps the later activity time, whichever request wrote it", async () => {
    const { cookies } = await started();
    const cookie = cookieFrom(cookies[0]);
    now += 60_000;
    const { session: slow } = await load(cookie);
    now += 60_000;
    const { session: quick } = await load(cookie);
    // The earlier request saves last: the later request's activity time stays.
    slow.data.leadId = "L1";
    await slow.save();
    expect(await manager.read(quick.id)).toMatchObject({ leadId: "L1", lastSeenAt: now });
    expect((await store.get(quick.id))?.expiresAt).toBe(now + IDLE_TIMEOUT_MS);
  });

  it("rewrites the record once a touch would carry its expiry more than a third of the limit past the sealed one", async () => {
    const { session: first, cookies } = await started();
    const cookie = cookieFrom(cookies[0]);
    const set = vi.spyOn(store, "set");
    // A request a minute, for an hour: touches, and a rewrite each time the reach is used up.
    for (let minute = 1; minute <= 60; minute++) {
      now = T0 + minute * 60_000;
      const { session } = await load(cookie);
      expect(session.status).toBe("active");
      await session.save();
      const stored = await store.get(first.id);
      expect(Math.max(stored?.expiresAt ?? 0, stored?.touchedUntil ?? 0)).toBe(now + IDLE_TIMEOUT_MS);
      expect(now + IDLE_TIMEOUT_MS - (stored?.expiresAt ?? 0)).toBeLessThanOrEqual(IDLE_TIMEOUT_MS / 3);
    }
    // 15-minute limit: a rewrite every 5 minutes or so, not one a request.
    expect(set.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(set.mock.calls.length).toBeLessThanOrEqual(13);
  });

  it("a rewrite of the activity time never brings back a record that expired after it was read", async () => {
    const { session: first, cookies } = await started();
    // Past the touch's reach, so the request rewrites the record; it expires between the read and the write.
    now = T0 + IDLE_TIMEOUT_MS - 1;
    const update = store.update.bind(store);
    vi.spyOn(store, "update").mockImplementationOnce(async (id, change) => {
      now = T0 + IDLE_TIMEOUT_MS;
      return update(id, change);
    });
    const set = vi.spyOn(store, "set");
    await load(cookieFrom(cookies[0]));
    expect(set).not.toHaveBeenCalled();
    expect((await store.get(first.id))?.expiresAt).toBe(T0 + IDLE_TIMEOUT_MS);
  });

  it("trusts a touch only within its reach: an expiry moved on outside the app cannot keep a session alive", async () => {
    const { session: first, cookies } = await started();
    // Someone with write access to the store, but not the secret, moves the expiry a day on.
    await store.touch(first.id, T0 + 24 * 60 * 60_000);
    now = T0 + IDLE_TIMEOUT_MS + IDLE_TIMEOUT_MS / 3 - 1;
    expect((await manager.read(first.id))?.lastSeenAt).toBe(T0 + IDLE_TIMEOUT_MS / 3);
    now = T0 + IDLE_TIMEOUT_MS + IDLE_TIMEOUT_MS / 3;
    const { session } = await load(cookieFrom(cookies[0]));
    expect(session.status).toBe("expired");
    expect(await store.get(first.id)).toBeNull();
  });

  it("keeps a later time another instance wrote, and every field as stored", async () => {
    const { session: first, cookies } = await started();
    const stored = await store.get(first.id);
    await store.set(first.id, {
      data: { ...(stored?.data as object), lastSeenAt: T0 + 120_000, extra: "kept" },
      expiresAt: T0 + 120_000 + IDLE_TIMEOUT_MS,
    });
    now = T0 + 60_000;
    const { session } = await load(cookieFrom(cookies[0]));
    expect(session.status).toBe("active");
    expect(await store.get(first.id)).toMatchObject({
      data: { lastSeenAt: T0 + 120_000, extra: "kept" },
      expiresAt: T0 + 120_000 + IDLE_TIMEOUT_MS,
    });
  });

  it("writes nothing onto a record that has expired or has no activity time (both end)", async () => {
    const { session: first, cookies } = await started();
    const set = vi.spyOn(store, "set");
    now += IDLE_TIMEOUT_MS + 1;
    const expired = await load(cookieFrom(cookies[0]));
    expect(expired.session.status).toBe("expired");
    expect(await store.get(first.id)).toBeNull();

    now = T0;
    await store.set("odd", { data: { draft: {} }, expiresAt: T0 + 60_000 });
    set.mockClear();
    const odd = await load(cookieFrom(manager.serializeCookie("odd")));
    expect(odd.session.status).toBe("expired");
    expect(set).not.toHaveBeenCalled();
    expect(await store.get("odd")).toBeNull();
  });
});

describe("the chosen language outlives the session (issue 46 item 9, ADR 0160)", () => {
  it("is kept in its own cookie: the language only, HttpOnly, SameSite=Lax, Path=/; Secure with __Host- when secure", async () => {
    const { session, cookies } = await load();
    session.keepLanguage("es");
    expect(session.data.locale).toBe("es");
    const set = cookies.at(-1);
    expect(attributes(set)).toEqual(["lng=es", "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=31536000"]);
    const secure = await load(undefined, makeManager(true));
    secure.session.keepLanguage("en");
    expect(attributes(secure.cookies.at(-1))).toEqual([
      "__Host-lng=en",
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      "Max-Age=31536000",
      "Secure",
    ]);
  });

  it("a session that ended at the idle limit: the new one speaks the language chosen before", async () => {
    const first = await started();
    first.session.keepLanguage("es");
    await first.session.save();
    const language = cookieFrom(first.cookies.at(-1));
    now = T0 + IDLE_TIMEOUT_MS;
    const later = await load(`${cookieFrom(first.cookies[0])}; ${language}`);
    expect(later.session.status).toBe("expired");
    expect(later.session.data).toMatchObject({ locale: "es", draft: {} });
  });

  it("a reset (the bank's 401/403) keeps the language, and the next request's session has it from the cookie", async () => {
    const first = await started();
    first.session.keepLanguage("es");
    await first.session.save();
    await first.session.reset();
    expect(first.session.data.locale).toBe("es");
    expect(first.session.data.draft).toEqual({});
    const next = await load(`${cookieFrom(first.cookies.at(-1))}; lng=es`);
    expect(next.session.id).toBe(first.session.id);
    expect(next.session.data.locale).toBe("es");
  });

  it("a language alone needs no record (its cookie keeps it); the session's own choice wins over the cookie; anything else in the cookie is ignored", async () => {
    const fresh = await load("lng=es");
    expect(fresh.session.data.locale).toBe("es");
    await fresh.session.save();
    expect(store.size).toBe(0);
    const chosen = await started();
    chosen.session.data.locale = "en";
    await chosen.session.save();
    expect((await load(`${cookieFrom(chosen.cookies[0])}; lng=es`)).session.data.locale).toBe("en");
    expect((await load("lng=fr")).session.data.locale).toBeUndefined();
    expect((await load("lng=es", makeManager(true))).session.data.locale).toBeUndefined();
  });
});

describe("records of other versions during a rolling deploy or a rollback (ADR 0008)", () => {
  /** A stored session as another version wrote it: `data` as it is, under a cookie this manager signs. */
  async function storedByAnotherVersion(data: Record<string, unknown>) {
    const { session, cookies } = await started();
    await store.set(session.id, { data: { csrf: session.data.csrf, ...data }, expiresAt: now + IDLE_TIMEOUT_MS });
    now += 60_000;
    return { id: session.id, cookie: cookieFrom(cookies[0]) };
  }

  it("an older version's record goes on, every answer kept, and is written with this version's number", async () => {
    const { id, cookie } = await storedByAnotherVersion({
      createdAt: T0,
      lastSeenAt: T0,
      draft: { cardType: "basic", firstName: "Ana", sealedPii: "v1.a.b.c" },
      leadId: "L-1",
    });
    const { session } = await load(cookie);
    expect(session.status).toBe("active");
    session.data.draft.annualIncome = 52_000;
    await session.save();
    expect((await store.get(id))?.data).toMatchObject({
      schemaVersion: 1,
      leadId: "L-1",
      draft: { cardType: "basic", firstName: "Ana", sealedPii: "v1.a.b.c", annualIncome: 52_000 },
    });
  });

  it("a later version's record goes on; a save here keeps every field this version does not know", async () => {
    const later = {
      schemaVersion: 2,
      readableFrom: 1,
      createdAt: T0,
      lastSeenAt: T0,
      draft: { cardType: "basic", firstName: "Ana", preferredName: "Annie" },
      leadId: "L-1",
      referral: { code: "FRIEND" },
      upstream: { token: "t", refreshedAt: T0, region: "east" },
    };
    const { id, cookie } = await storedByAnotherVersion(later);
    const { session } = await load(cookie);
    expect(session.status).toBe("active");
    session.data.draft = { ...session.data.draft, annualIncome: 52_000 };
    session.data.leadId = "L-2";
    await session.save();
    expect((await store.get(id))?.data).toEqual({
      ...later,
      csrf: session.data.csrf,
      lastSeenAt: now,
      leadId: "L-2",
      draft: { ...later.draft, annualIncome: 52_000 },
    });
  });

  it("a later version's record this version may not read starts again: nothing of it carried over, its end told apart", async () => {
    const { id, cookie } = await storedByAnotherVersion({
      schemaVersion: 2,
      readableFrom: 2,
      createdAt: T0,
      lastSeenAt: T0,
      draft: { cardType: "basic", firstName: "Ana" },
      leadId: "L-1",
    });
    const { session, cookies } = await load(cookie);
    expect(session.status).toBe("expired");
    expect(session.endedBecause).toBe("newer");
    expect(session.id).not.toBe(id);
    expect(cookies).toHaveLength(1);
    expect(session.data.draft).toEqual({});
    expect(session.data.leadId).toBeUndefined();
    expect(await store.get(id)).toBeNull();
  });

  it("a session that reached its idle limit ended by the idle limit, whatever its record", async () => {
    const { cookie } = await storedByAnotherVersion({
      schemaVersion: 2,
      readableFrom: 2,
      createdAt: T0,
      lastSeenAt: T0,
    });
    now += IDLE_TIMEOUT_MS;
    const { session } = await load(cookie);
    expect(session.status).toBe("expired");
    expect(session.endedBecause).toBe("idle");
  });
});
