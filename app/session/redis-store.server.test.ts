import { type Redis } from "ioredis";
import { beforeAll, describe, expect, it } from "vitest";
import { isStoreUnavailable } from "~/server/redis.server";
import { redisForSuite, whenReady, type RedisServer } from "../../test/redis-server";
import { createSealer } from "./crypto.server";
import { SessionManager } from "./manager.server";
import { RedisSessionStore } from "./redis-store.server";
import type { StoredSession } from "./store.server";

const SECRET = "r".repeat(40);
const PII = { firstName: "Zebulon", emailAddress: "zebulon.q@example.com", primaryPhone: "2125550143" };

function record(expiresAt: number, extra: Record<string, unknown> = {}): StoredSession {
  return { data: { draft: { ...PII }, csrf: "c".repeat(32), ...extra }, expiresAt };
}

/**
 * The key's expiry is read as its time to live, counted on Redis's clock: on the app's it can be off
 * by the time a command takes (milliseconds).
 */
const CLOCKS_MS = 100;

/** The record as written; its key's expiry, if read as a later one, is the same within the clocks. */
function expectRecord(read: StoredSession | null, expected: StoredSession) {
  expect(read?.data).toEqual(expected.data);
  expect(read?.expiresAt).toBe(expected.expiresAt);
  expect(read?.touchedUntil ?? expected.expiresAt).toBeLessThan(expected.expiresAt + CLOCKS_MS);
}

/** Two connections: two instances of the app on one Redis (no offline queue: a command fails at once). */
const redis = redisForSuite({ enableOfflineQueue: false, retryStrategy: () => 100 });
let server: RedisServer;
let a: Redis;
let b: Redis;
beforeAll(() => {
  server = redis.server();
  a = redis.a();
  b = redis.b();
});

describe("RedisSessionStore", () => {
  const sealer = createSealer(SECRET);
  const later = () => Date.now() + 60_000;

  it("stores, replaces and deletes records; unknown ids are null", async () => {
    const store = new RedisSessionStore(a, sealer);
    expect(await store.get("missing")).toBeNull();
    const expiresAt = later();
    await store.set("s1", record(expiresAt));
    expectRecord(await store.get("s1"), record(expiresAt));
    await store.set("s1", record(expiresAt, { leadId: "L1" }));
    expectRecord(await new RedisSessionStore(b, sealer).get("s1"), record(expiresAt, { leadId: "L1" }));
    await store.delete("s1");
    expect(await store.get("s1")).toBeNull();
    await expect(store.delete("never-there")).resolves.toBeUndefined();
  });

  it("seals the record and hashes the key: Redis holds neither the session id nor any answer", async () => {
    await new RedisSessionStore(a, sealer).set("session-id-visible?", record(later()));
    const keys = await a.keys("*");
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^sca:session:[0-9a-f]{64}$/);
    const raw = (await a.get(keys[0] ?? "")) ?? "";
    expect(raw.length).toBeGreaterThan(0);
    for (const value of [...Object.values(PII), "session-id-visible?"]) expect(raw).not.toContain(value);
    // Another secret cannot open it.
    expect(await new RedisSessionStore(a, createSealer("g".repeat(40))).get("session-id-visible?")).toBeNull();
  });

  it("the idle limit is the key's TTL: the record goes by itself, nothing is swept", async () => {
    const store = new RedisSessionStore(a, sealer);
    await store.set("short", record(Date.now() + 300));
    const ttl = await a.pttl((await a.keys("*"))[0] ?? "");
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 450));
    expect(await store.get("short")).toBeNull();
    expect(await a.dbsize()).toBe(0);
    expect(await store.sweep()).toBe(0);
    // An already dead record is not written at all.
    await store.set("dead", record(Date.now() - 1));
    expect(await a.dbsize()).toBe(0);
  });

  it("a touch moves the key's TTL on without rewriting the sealed value, never back; get sees it", async () => {
    const store = new RedisSessionStore(a, sealer);
    const written = Date.now() + 5_000;
    await store.set("s1", record(written));
    const key = (await a.keys("*"))[0] ?? "";
    const sealed = await a.get(key);
    const touchedTo = Date.now() + 60_000;
    expect(await store.touch("s1", touchedTo)).toBe(true);
    expect(await a.get(key)).toBe(sealed);
    expect(await a.pttl(key)).toBeGreaterThan(50_000);
    const read = await new RedisSessionStore(b, sealer).get("s1");
    expect(read?.data).toEqual(record(written).data);
    expect(read?.expiresAt).toBe(written);
    expect(Math.abs((read?.touchedUntil ?? 0) - touchedTo)).toBeLessThan(CLOCKS_MS);
    // An earlier expiry (another instance's older request) leaves the later one.
    expect(await store.touch("s1", Date.now() + 10_000)).toBe(true);
    expect(await a.pttl(key)).toBeGreaterThan(50_000);
    // Gone: nothing is brought back.
    await store.delete("s1");
    expect(await store.touch("s1", touchedTo)).toBe(false);
    expect(await a.dbsize()).toBe(0);
  });

  it("a save by one instance keeps the longer expiry another instance's touch gave the key", async () => {
    const two = new RedisSessionStore(b, sealer);
    // Instance two's request starts while instance one's save is between its read and its write.
    const touchFirst = new Proxy(a, {
      get(target, name) {
        // Writes go out as a pipeline (the write, then WAIT when replicas are asked for).
        if (name === "pipeline")
          return () => {
            const pipeline = target.pipeline();
            const exec = pipeline.exec.bind(pipeline);
            pipeline.exec = async () => {
              await two.touch("shared", Date.now() + 60_000);
              return exec();
            };
            return pipeline;
          };
        const value: unknown = Reflect.get(target, name);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const one = new RedisSessionStore(touchFirst, sealer);
    await one.set("shared", record(Date.now() + 5_000, { leadId: "A" }));
    await one.update(
      "shared",
      (current) => current && { ...current, data: { ...(current.data as object), leadId: "B" } },
    );
    const read = await two.get("shared");
    expect(read?.data).toMatchObject({ leadId: "B" });
    expect(read?.touchedUntil).toBeGreaterThan(Date.now() + 50_000);
  });

  it("a slow Redis does not carry a session past the end its page states, however often it saves", async () => {
    const LAG_MS = 25;
    const pause = () => new Promise((resolve) => setTimeout(resolve, LAG_MS));
    // Each transaction and script takes LAG_MS each way (a loaded instance, a distant Redis).
    const slow = new Proxy(a, {
      get(target, name) {
        if (name === "multi" || name === "pipeline")
          return () => {
            const multi = name === "multi" ? target.multi() : target.pipeline();
            const exec = multi.exec.bind(multi);
            multi.exec = async () => {
              await pause();
              const replies = await exec();
              await pause();
              return replies;
            };
            return multi;
          };
        if (name === "eval")
          return async (...args: Parameters<Redis["eval"]>) => {
            await pause();
            const reply = await target.eval(...args);
            await pause();
            return reply;
          };
        const value: unknown = Reflect.get(target, name);
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const manager = new SessionManager({
      store: new RedisSessionStore(slow, sealer),
      sealer,
      secure: false,
      idleMs: 900_000,
    });
    const cookies: string[] = [];
    const first = await manager.load(null, (c) => cookies.push(c));
    first.data.draft = { ...first.data.draft, firstName: "A" };
    await first.save();
    const request = await manager.load((cookies[0] ?? "").split(";")[0], () => {});
    const statedEnd = request.data.lastSeenAt + 900_000;
    let slowestSave = 0;
    for (let i = 0; i < 8; i++) {
      request.data.draft = { ...request.data.draft, firstName: `N${i}` };
      const started = Date.now();
      await request.save();
      slowestSave = Math.max(slowestSave, Date.now() - started);
    }
    const key = (await a.keys("sca:session:*"))[0] ?? "";
    // What one save's lag may add, not what eight add up to (~8 × 2 × LAG_MS when it carried the end
    // on). Bounded by the slowest save as measured, so a busy machine's timers do not fail it.
    expect(Date.now() + (await a.pttl(key)) - statedEnd).toBeLessThan(Math.max(4 * LAG_MS, 2 * slowestSave));
  });

  it("a session signed out on one instance stays ended on another: its cookie replayed is a new visitor", async () => {
    const manager = (redis: Redis) =>
      new SessionManager({ store: new RedisSessionStore(redis, sealer), sealer, secure: false, idleMs: 900_000 });
    const [one, two] = [manager(a), manager(b)];
    const cookies: string[] = [];
    const session = await one.load(null, (c) => cookies.push(c));
    session.data.draft = { ...session.data.draft, firstName: "A" };
    await session.save();
    const cookie = (cookies[0] ?? "").split(";")[0];
    await (await two.load(cookie, () => {})).end();
    for (const instance of [one, two]) {
      const replayed = await instance.load(cookie, () => {});
      expect(replayed.status).toBe("expired");
      expect(replayed.id).not.toBe(session.id);
      expect(replayed.data.csrf).not.toBe(session.data.csrf);
    }
    // A save begun before the end, on the other instance, does not write the ended id back.
    session.data.draft = { ...session.data.draft, firstName: "B" };
    await session.save();
    expect(await one.read(session.id)).toBeNull();
  });

  it("update is atomic across instances: 2 × 20 concurrent read-change-writes lose none", async () => {
    const one = new RedisSessionStore(a, sealer);
    const two = new RedisSessionStore(b, sealer);
    const expiresAt = later();
    await one.set("shared", record(expiresAt, { count: 0 }));
    const bump = (store: RedisSessionStore) =>
      store.update("shared", (current) => {
        if (!current) return null;
        const data = current.data as { count: number };
        return { ...current, data: { ...data, count: data.count + 1 } };
      });
    await Promise.all(Array.from({ length: 20 }, () => [bump(one), bump(two)]).flat());
    expect(((await one.get("shared"))?.data as { count: number }).count).toBe(40);
  });

  it("update writes nothing when the record has gone (a stale request cannot bring a session back)", async () => {
    const store = new RedisSessionStore(a, sealer);
    await store.update("gone", (current) => current ?? record(later()));
    expect(await store.get("gone")).not.toBeNull();
    await store.delete("gone");
    await store.update("gone", (current) => (current ? record(later()) : null));
    expect(await store.get("gone")).toBeNull();
  });

  it("two instances saving different fields of one session at once keep both (ADR 0008, now atomic)", async () => {
    const managers = [a, b].map(
      (redis) =>
        new SessionManager({ store: new RedisSessionStore(redis, sealer), sealer, secure: false, idleMs: 60_000 }),
    );
    const cookies: string[] = [];
    const first = await managers[0]!.load(null, (c) => cookies.push(c));
    const cookie = (cookies[0] ?? "").split(";")[0] ?? "";
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all(managers.map((m) => m.load(cookie, () => {})));
      x!.data.leadId = `lead-${round}`;
      y!.data.draft = { ...y!.data.draft, firstName: `Name${round}` };
      await Promise.all([x!.save(), y!.save()]);
      const stored = await managers[0]!.read(first.id);
      expect(stored?.leadId).toBe(`lead-${round}`);
      expect(stored?.draft.firstName).toBe(`Name${round}`);
    }
  });

  it("with Redis down every call (read, touch, update, write, delete) fails at once as 'store unavailable'; it works again when Redis returns", async () => {
    const store = new RedisSessionStore(a, sealer);
    await store.set("kept", record(later(), { leadId: "kept" }));
    await server.stop();
    const started = Date.now();
    const errors = await Promise.all(
      [
        store.get("kept"),
        store.touch("kept", later()),
        store.update("kept", (current) => current),
        store.set("kept", record(later())),
        store.delete("kept"),
      ].map((call) =>
        call.then(
          () => null,
          (e: unknown) => e,
        ),
      ),
    );
    for (const error of errors) expect(isStoreUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2500);
    await server.start();
    await Promise.all([whenReady(a), whenReady(b)]);
    expect(((await store.get("kept"))?.data as { leadId: string }).leadId).toBe("kept");
  }, 30_000);
});
