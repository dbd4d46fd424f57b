import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSealer } from "./crypto.server";
import { FileSessionStore } from "./file-store.server";
import { MemorySessionStore, type SessionStore, type StoredSession } from "./store.server";

const SECRET = "f".repeat(40);
const PII = { firstName: "Zebulon", emailAddress: "zebulon.q@example.com", primaryPhone: "2125550143" };

function record(expiresAt: number, extra: Record<string, unknown> = {}): StoredSession {
  return { data: { draft: { ...PII }, csrf: "c".repeat(32), ...extra }, expiresAt };
}

/** Behaviour both stores must share. */
function contract(name: string, make: () => Promise<SessionStore>) {
  describe(`${name}: the SessionStore contract`, () => {
    let store: SessionStore;
    beforeEach(async () => {
      store = await make();
    });

    it("returns null for an unknown id", async () => {
      expect(await store.get("missing")).toBeNull();
    });

    it("stores, replaces and deletes records", async () => {
      await store.set("a", record(1000));
      expect(await store.get("a")).toEqual(record(1000));
      await store.set("a", record(2000, { leadId: "L1" }));
      expect(await store.get("a")).toEqual(record(2000, { leadId: "L1" }));
      await store.delete("a");
      expect(await store.get("a")).toBeNull();
    });

    it("updates of one id never interleave: none is lost", async () => {
      await store.set("a", record(1000, { count: 0 }));
      const add = (current: StoredSession | null) => {
        const data = current?.data as { count: number } | undefined;
        return current && data ? { ...current, data: { ...data, count: data.count + 1 } } : null;
      };
      await Promise.all(Array.from({ length: 25 }, () => store.update("a", add)));
      expect((await store.get("a"))?.data).toMatchObject({ count: 25 });
    });

    it("an update asked for before a delete never writes the record back", async () => {
      await store.set("a", record(1000));
      await Promise.all([
        store.update("a", (current) => current && { ...current, expiresAt: 2000 }),
        store.delete("a"),
      ]);
      expect(await store.get("a")).toBeNull();
    });

    it("deleting an unknown id is harmless", async () => {
      await expect(store.delete("never-there")).resolves.toBeUndefined();
    });

    it("keeps records apart", async () => {
      await store.set("a", record(1000, { leadId: "A" }));
      await store.set("b", record(1000, { leadId: "B" }));
      expect(await store.get("a")).toEqual(record(1000, { leadId: "A" }));
      expect(await store.get("b")).toEqual(record(1000, { leadId: "B" }));
    });

    it("never shares mutable objects with callers", async () => {
      const original = record(1000);
      await store.set("a", original);
      (original.data as { draft: { firstName: string } }).draft.firstName = "Changed";
      const read = await store.get("a");
      expect(read).toEqual(record(1000));
      (read?.data as { draft: { firstName: string } }).draft.firstName = "Again";
      expect(await store.get("a")).toEqual(record(1000));
    });

    it("a touch moves a record's expiry on beside it, never back, without rewriting it; get and sweep see it", async () => {
      await store.set("a", record(1000, { leadId: "A" }));
      const set = vi.spyOn(store, "set");
      expect(await store.touch("a", 5000)).toBe(true);
      expect(set).not.toHaveBeenCalled();
      expect(await store.get("a")).toEqual({ ...record(1000, { leadId: "A" }), touchedUntil: 5000 });
      expect(await store.touch("a", 3000)).toBe(true);
      expect((await store.get("a"))?.touchedUntil).toBe(5000);
      expect(await store.sweep(4000)).toBe(0);
      expect(await store.get("a")).toEqual({ ...record(1000, { leadId: "A" }), touchedUntil: 5000 });
      // A save writes its record's own expiry (what is beside it is never sealed into it).
      await store.update("a", (current) => current && { ...current, expiresAt: 7000 });
      expect(await store.get("a")).toEqual(record(7000, { leadId: "A" }));
      expect(await store.sweep(7000)).toBe(1);
      expect(await store.get("a")).toBeNull();
    });

    it("a touch asked for during an update is kept", async () => {
      await store.set("a", record(1000, { leadId: "A" }));
      await Promise.all([
        store.update("a", (current) => current && { ...current, data: { ...(current.data as object), leadId: "B" } }),
        store.touch("a", 9000),
      ]);
      expect(await store.get("a")).toEqual({ ...record(1000, { leadId: "B" }), touchedUntil: 9000 });
    });

    it("a touch never brings back a record: false for an unknown or deleted id", async () => {
      expect(await store.touch("never-there", 5000)).toBe(false);
      expect(await store.get("never-there")).toBeNull();
      await store.set("a", record(1000));
      await store.touch("a", 5000);
      await store.delete("a");
      expect(await store.touch("a", 6000)).toBe(false);
      expect(await store.get("a")).toBeNull();
      // Written again after a delete: the old touch is forgotten.
      await store.set("a", record(1000));
      expect((await store.get("a"))?.expiresAt).toBe(1000);
    });

    it("sweep removes records whose expiry has passed (inclusive) and counts them", async () => {
      await store.set("old", record(1000));
      await store.set("edge", record(2000));
      await store.set("live", record(3000));
      expect(await store.sweep(2000)).toBe(2);
      expect(await store.get("old")).toBeNull();
      expect(await store.get("edge")).toBeNull();
      expect(await store.get("live")).toEqual(record(3000));
      expect(await store.sweep(2000)).toBe(0);
    });
  });
}

contract("MemorySessionStore", async () => new MemorySessionStore());

describe("MemorySessionStore", () => {
  it("reports its size", async () => {
    const store = new MemorySessionStore();
    await store.set("a", record(1));
    await store.set("b", record(1));
    expect(store.size).toBe(2);
    await store.sweep(10);
    expect(store.size).toBe(0);
  });
});

describe("FileSessionStore", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "sessions-test-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  contract("FileSessionStore", async () => new FileSessionStore(join(dir, `s-${Math.random()}`), createSealer(SECRET)));

  it("a touched expiry reads back to the millisecond, as a real clock's times are (not only round ones)", async () => {
    const store = new FileSessionStore(dir, createSealer(SECRET));
    const base = Date.UTC(2026, 10, 27, 12, 0, 0);
    const off: string[] = [];
    for (let i = 0; i < 50; i++) {
      await store.set(`s${i}`, record(base + i));
      const touchedTo = base + 900_000 + i * 7 + 3;
      expect(await store.touch(`s${i}`, touchedTo)).toBe(true);
      const read = (await store.get(`s${i}`))?.touchedUntil;
      if (read !== touchedTo) off.push(`${touchedTo} → ${read}`);
    }
    expect(off).toEqual([]);
  });

  it("a draft survives a restart: a brand-new store on the same directory and secret reads it", async () => {
    const before = new FileSessionStore(dir, createSealer(SECRET));
    await before.set("session-1", record(9_999_999_999_999, { leadId: "L100001" }));

    const after = new FileSessionStore(dir, createSealer(SECRET));
    expect(await after.get("session-1")).toEqual(record(9_999_999_999_999, { leadId: "L100001" }));
  });

  it("a store with another secret cannot read the files, and sweeps them once their time has passed", async () => {
    const expiresAt = Date.now() + 60_000;
    await new FileSessionStore(dir, createSealer(SECRET)).set("session-1", record(expiresAt));
    const foreign = new FileSessionStore(dir, createSealer("g".repeat(40)));
    expect(await foreign.get("session-1")).toBeNull();
    expect(await foreign.sweep(expiresAt - 1)).toBe(0);
    expect(await foreign.sweep(expiresAt)).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });

  it("a sweep opens only the files whose expiry (their time) has passed, not every live session", async () => {
    const sealer = createSealer(SECRET);
    const store = new FileSessionStore(dir, sealer);
    await Promise.all([1, 2, 3].map((i) => store.set(`live-${i}`, record(9_000_000))));
    await store.set("ended", record(1000));
    const open = vi.spyOn(sealer, "open");
    expect(await store.sweep(5000)).toBe(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(await readdir(dir)).toHaveLength(3);
  });

  it("a file whose time is not its expiry (an older version's) is opened, and kept while its record lives", async () => {
    const store = new FileSessionStore(dir, createSealer(SECRET));
    await store.set("older", record(9_000_000));
    const [name = ""] = await readdir(dir);
    await utimes(join(dir, name), new Date(1000), new Date(1000));
    expect(await store.sweep(5000)).toBe(0);
    expect(await store.get("older")).toEqual(record(9_000_000));
    expect(await store.sweep(9_000_000)).toBe(1);
  });

  it("sweeps never overlap: one due while another runs gets the running one's answer", async () => {
    const sealer = createSealer(SECRET);
    const store = new FileSessionStore(dir, sealer);
    await Promise.all([1, 2, 3].map((i) => store.set(`ended-${i}`, record(1000 + i))));
    const open = vi.spyOn(sealer, "open");
    const [first, second] = await Promise.all([store.sweep(5000), store.sweep(5000)]);
    expect([first, second]).toEqual([3, 3]);
    expect(open).toHaveBeenCalledTimes(3);
    expect(await store.sweep(5000)).toBe(0);
  });

  it("writes encrypted files named by a hash: no plaintext, no session id on disk", async () => {
    const id = "plain-session-id-123";
    const store = new FileSessionStore(dir, createSealer(SECRET));
    await store.set(id, record(5000));
    const names = await readdir(dir);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^[0-9a-f]{64}\.session$/);
    expect(names[0]).not.toContain(id);
    const contents = await readFile(join(dir, names[0] ?? ""), "utf8");
    for (const value of [...Object.values(PII), id, "draft", "expiresAt", "csrf"])
      expect(contents).not.toContain(value);
    expect(contents).toMatch(/^v1\./);
  });

  it("leaves no temporary files behind", async () => {
    const store = new FileSessionStore(dir, createSealer(SECRET));
    await Promise.all(Array.from({ length: 10 }, (_, i) => store.set(`id-${i}`, record(5000))));
    const names = await readdir(dir);
    expect(names).toHaveLength(10);
    expect(names.every((n) => n.endsWith(".session"))).toBe(true);
  });

  it("creates its directory on first use", async () => {
    const nested = join(dir, "a", "b", "c");
    const store = new FileSessionStore(nested, createSealer(SECRET));
    expect(await store.get("x")).toBeNull();
    await store.set("x", record(5));
    expect(await readdir(nested)).toHaveLength(1);
  });

  it("treats a corrupt file as missing and sweep removes it, leaving other files alone", async () => {
    const store = new FileSessionStore(dir, createSealer(SECRET));
    await store.set("good", record(9_999_999_999_999));
    const [name] = await readdir(dir);
    await store.set("bad", record(9_999_999_999_999));
    const badName = (await readdir(dir)).find((n) => n !== name) ?? "";
    await writeFile(join(dir, badName), "v1.not.really.sealed");
    await writeFile(join(dir, "README.txt"), "not a session");
    expect(await store.get("bad")).toBeNull();
    // The broken file's time is when it was written: past, so the sweep opens it.
    // A second on: a file's time can be a little ahead of the clock that reads it.
    expect(await store.sweep(Date.now() + 1_000)).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([name, "README.txt"].sort());
    expect(await store.get("good")).toEqual(record(9_999_999_999_999));
  });
});

describe("FileSessionStore under concurrent saves", () => {
  it("saves one session many times at once without failing and keeps one whole record", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sessions-race-"));
    try {
      const store = new FileSessionStore(dir, createSealer(SECRET));
      const writes = Array.from({ length: 25 }, (_, i) => store.set("same", record(5000, { n: i })));
      const results = await Promise.allSettled(writes);
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const names = await readdir(dir);
      expect(names).toHaveLength(1);
      const read = await store.get("same");
      expect(read?.expiresAt).toBe(5000);
      expect((read?.data as { n: number }).n).toBeGreaterThanOrEqual(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
