import { describe, expect, it, vi } from "vitest";
import { FAILURE_MEMORY_MS, TtlCache } from "./ttl-cache.server";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("TtlCache", () => {
  it("loads once and serves the cached value until the TTL has passed", async () => {
    let now = 1000;
    const cache = new TtlCache<string>(60_000, () => now);
    const load = vi.fn(async () => `value@${now}`);

    expect(await cache.get("k", load)).toBe("value@1000");
    now += 59_999;
    expect(await cache.get("k", load)).toBe("value@1000");
    expect(load).toHaveBeenCalledTimes(1);

    now = 1000 + 60_000; // still fresh at exactly the TTL
    expect(await cache.get("k", load)).toBe("value@1000");
    now = 1000 + 60_001;
    expect(await cache.get("k", load)).toBe("value@61001");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart", async () => {
    const cache = new TtlCache<string>(1000, () => 0);
    const a = await cache.get("a", async () => "A");
    const b = await cache.get("b", async () => "B");
    expect([a, b]).toEqual(["A", "B"]);
    expect(await cache.get("a", async () => "other")).toBe("A");
  });

  it("remembers a failure for FAILURE_MEMORY_MS: meanwhile nobody loads again, then the next request does", async () => {
    // lru-cache never expires an entry stored at time 0: the clocks here start later.
    let now = 1000;
    const cache = new TtlCache<string>(60_000, () => now);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    await expect(cache.get("k", load)).rejects.toThrow("down");
    now = 1000 + FAILURE_MEMORY_MS - 1;
    await expect(cache.get("k", load)).rejects.toThrow("down");
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000 + FAILURE_MEMORY_MS + 1;
    expect(await cache.get("k", load)).toBe("up");
    expect(await cache.get("k", load)).toBe("up");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("serves the last good value when its reload fails, without loading again for FAILURE_MEMORY_MS", async () => {
    let now = 1000;
    const cache = new TtlCache<string>(1000, () => now);
    const load = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce("first")
      .mockRejectedValueOnce(new Error("down"))
      .mockResolvedValueOnce("second");
    expect(await cache.get("k", load)).toBe("first");
    now = 3000; // expired: a reload is tried, fails, and the last good value is served
    expect(await cache.get("k", load)).toBe("first");
    now = 3000 + FAILURE_MEMORY_MS - 1;
    expect(await cache.get("k", load)).toBe("first");
    expect(load).toHaveBeenCalledTimes(2);
    now = 3000 + FAILURE_MEMORY_MS + 1;
    expect(await cache.get("k", load)).toBe("second");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("other keys are not held back by one key's failure", async () => {
    const cache = new TtlCache<string>(60_000, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("b", async () => "B")).toBe("B");
  });

  it("shares one in-flight load between concurrent requests", async () => {
    const cache = new TtlCache<string>(60_000, () => 0);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("k", load);
    const second = cache.get("k", load);
    pending.resolve("done");
    expect(await Promise.all([first, second])).toEqual(["done", "done"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shares an in-flight failure, then retries once the failure is forgotten", async () => {
    let now = 1000;
    const cache = new TtlCache<string>(60_000, () => now);
    const pending = deferred<string>();
    const load = vi.fn(() => pending.promise);
    const first = cache.get("k", load);
    const second = cache.get("k", load);
    pending.reject(new Error("down"));
    await expect(first).rejects.toThrow("down");
    await expect(second).rejects.toThrow("down");
    now = 1000 + FAILURE_MEMORY_MS + 1;
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("a load still pending is shared however long it takes (the bank's timeout is far below the TTL)", async () => {
    let now = 0;
    const cache = new TtlCache<string>(1000, () => now);
    const slow = deferred<string>();
    const first = cache.get("k", () => slow.promise);
    now = 5000;
    const load = vi.fn(async () => "other");
    const second = cache.get("k", load);
    slow.resolve("slow");
    expect(await Promise.all([first, second])).toEqual(["slow", "slow"]);
    expect(load).not.toHaveBeenCalled();
  });

  it("clear() forgets everything, failures too", async () => {
    const cache = new TtlCache<number>(60_000, () => 0);
    await cache.get("k", async () => 1);
    await expect(cache.get("f", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    cache.clear();
    expect(await cache.get("k", async () => 2)).toBe(2);
    expect(await cache.get("f", async () => 3)).toBe(3);
  });

  it("stays bounded: past maxKeys the least recently used key goes, not every key", async () => {
    const cache = new TtlCache<number>(60_000, () => 0, 3);
    for (const key of ["a", "b", "c"]) await cache.get(key, async () => 1);
    await cache.get("a", async () => 0); // a is used again: b is now the oldest
    await cache.get("d", async () => 4); // drops b only
    expect(await cache.get("a", async () => 99)).toBe(1);
    expect(await cache.get("c", async () => 99)).toBe(1);
    expect(await cache.get("b", async () => 99)).toBe(99);
  });

  it("uses the real clock by default", async () => {
    const cache = new TtlCache<number>(60_000);
    await cache.get("k", async () => 1);
    expect(await cache.get("k", async () => 2)).toBe(1);
  });
});
