import * as fs from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSealer } from "./crypto.server";
import { FileSessionStore } from "./file-store.server";

// `open` counted: a session file opened is one read (and one decryption) of it.
vi.mock("node:fs/promises", async (original) => {
  const real = await original<typeof import("node:fs/promises")>();
  return { ...real, open: vi.fn(real.open) };
});
const open = vi.mocked(fs.open);
const opensFor = (mode: string) => open.mock.calls.filter((call) => call[1] === mode).length;

const SECRET = "f".repeat(40);
const record = (step: string, expiresAt = Date.now() + 60_000) => ({ data: { step }, expiresAt });

describe("FileSessionStore: the records this process read or wrote (ADR 0008)", () => {
  let dir: string;
  let store: FileSessionStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "known-"));
    store = new FileSessionStore(dir, createSealer(SECRET));
    open.mockClear();
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("a record it read, then wrote, then touched, is read without opening its file again", async () => {
    await store.set("a", record("income"));
    expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
    expect(opensFor("r")).toBe(1);
    await store.set("a", record("credit-line"));
    expect(await store.get("a")).toMatchObject({ data: { step: "credit-line" } });
    const later = Date.now() + 120_000;
    expect(await store.touch("a", later)).toBe(true);
    expect(await store.get("a")).toMatchObject({ data: { step: "credit-line" }, touchedUntil: later });
    expect(opensFor("r")).toBe(1);
  });

  it("a new record is not kept until it is read: most new sessions are never read again", async () => {
    await store.set("a", record("income"));
    expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
    expect(opensFor("r")).toBe(1);
  });

  it("a record it read is opened once, however many requests read and touch it at once", async () => {
    await new FileSessionStore(dir, createSealer(SECRET)).set("a", record("income"));
    expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
    expect(opensFor("r")).toBe(1);
    // A touch moves the file's time while other requests are between their stat and their check.
    const start = Date.now() + 60_000;
    const requests = Array.from({ length: 20 }, async (_, i) => {
      expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
      await store.touch("a", start + i);
    });
    await Promise.all(requests);
    expect(await store.get("a")).toMatchObject({ touchedUntil: start + 19 });
    expect(opensFor("r")).toBe(1);
  });

  it("a file whose time alone moved (a touch, this process's or another's) is not read again", async () => {
    const expiresAt = Date.now() + 60_000;
    await store.set("a", record("income", expiresAt));
    await store.get("a");
    // What a request's stat sees when another request's touch lands between its stat and its check.
    const file = join(dir, (await fs.readdir(dir))[0] ?? "");
    await fs.utimes(file, new Date(expiresAt + 5), new Date(expiresAt + 5));
    expect(await store.get("a")).toMatchObject({ data: { step: "income" }, touchedUntil: expiresAt + 5 });
    expect(opensFor("r")).toBe(1);
  });

  it("keeps a bounded amount: the least recently used record is read from its file again", async () => {
    // 50 records of 100,000 characters, each read once: more than the 4,000,000 kept.
    const big = "x".repeat(100_000);
    for (let i = 0; i < 50; i++) {
      await store.set(`s${i}`, record(`${i}${big}`));
      await store.get(`s${i}`);
    }
    open.mockClear();
    expect(await store.get("s49")).toMatchObject({ data: { step: `49${big}` } });
    expect(opensFor("r")).toBe(0);
    expect(await store.get("s0")).toMatchObject({ data: { step: `0${big}` } });
    expect(opensFor("r")).toBe(1);
  });

  it("a file another process wrote since is read again, even one of the same size and time", async () => {
    const expiresAt = Date.now() + 60_000;
    await store.set("a", record("income", expiresAt));
    expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
    // Another instance on the same directory (a deploy's overlap): same length, same expiry.
    await new FileSessionStore(dir, createSealer(SECRET)).set("a", record("incomf", expiresAt));
    expect(await store.get("a")).toMatchObject({ data: { step: "incomf" } });
  });

  it("a record another process deleted is gone, not served from memory", async () => {
    await store.set("a", record("income"));
    await new FileSessionStore(dir, createSealer(SECRET)).delete("a");
    expect(await store.get("a")).toBeNull();
    expect(await store.touch("a", Date.now() + 120_000)).toBe(false);
  });

  it("a write that fails leaves the record as it was and no temporary file", async () => {
    await store.set("a", record("income"));
    const real = await vi.importActual<typeof import("node:fs/promises")>("node:fs/promises");
    open.mockImplementationOnce(async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      // The disk fills up halfway through the write.
      handle.writeFile = () => Promise.reject(Object.assign(new Error("no space left"), { code: "ENOSPC" }));
      return handle;
    });
    await expect(store.set("a", record("credit-line"))).rejects.toThrow("no space left");
    expect(await fs.readdir(dir)).toEqual([expect.stringMatching(/\.session$/)]);
    expect(await store.get("a")).toMatchObject({ data: { step: "income" } });
  });
});
