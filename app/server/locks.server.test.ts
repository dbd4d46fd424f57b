import { describe, expect, it } from "vitest";
import { PaymentRuns } from "~/features/payment/payment-runs.server";
import { redisForSuite } from "../../test/redis-server";
import { acquireWaiting, MemoryLocks, RedisLocks, type Locks } from "./locks.server";

const redis = redisForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function contract(name: string, make: () => [Locks, Locks]) {
  describe(`${name}: locks with expiry`, () => {
    it("one holder at a time; release frees it", async () => {
      const [one, two] = make();
      const held = await one.acquire("k", 10_000);
      expect(held).not.toBeNull();
      expect(await two.acquire("k", 10_000)).toBeNull();
      expect(await one.acquire("k", 10_000)).toBeNull();
      expect(await two.acquire("other", 10_000)).not.toBeNull();
      await held?.release();
      expect(await two.acquire("k", 10_000)).not.toBeNull();
    });

    it("a holder that never releases (a killed instance) loses the lock at its expiry", async () => {
      const [one, two] = make();
      const stale = await one.acquire("k", 150);
      expect(stale).not.toBeNull();
      await sleep(250);
      const fresh = await two.acquire("k", 10_000);
      expect(fresh).not.toBeNull();
      // The late release of the old holder does not free the new holder's lock.
      await stale?.release();
      expect(await one.acquire("k", 10_000)).toBeNull();
    });

    it("of 20 racing callers exactly one takes the lock", async () => {
      const [one, two] = make();
      const taken = await Promise.all(
        Array.from({ length: 10 }, () => [one.acquire("race", 10_000), two.acquire("race", 10_000)]).flat(),
      );
      expect(taken.filter(Boolean)).toHaveLength(1);
    });
  });
}

contract("MemoryLocks", () => {
  const shared = new MemoryLocks();
  return [shared, shared];
});
contract("RedisLocks (two instances)", () => [new RedisLocks(redis.a()), new RedisLocks(redis.b())]);

describe("payment attempts across instances", () => {
  it("the same attempt posted to two instances reaches the bank once", async () => {
    const instances = [new PaymentRuns({}, new RedisLocks(redis.a())), new PaymentRuns({}, new RedisLocks(redis.b()))];
    const answers = await Promise.all([...instances, ...instances].map((runs) => runs.firstAttempt("pay-1#0")));
    expect(answers.filter(Boolean)).toHaveLength(1);
    // The next attempt of the same payment (after a decline) is a new one.
    expect(await instances[1]!.firstAttempt("pay-1#1")).toBe(true);
    expect(await instances[0]!.firstAttempt("pay-1#1")).toBe(false);
  });

  it("in one process without Redis the attempt is still sent once", async () => {
    const runs = new PaymentRuns();
    expect(await runs.firstAttempt("p#0")).toBe(true);
    expect(await runs.firstAttempt("p#0")).toBe(false);
  });
});

describe("acquireWaiting", () => {
  it("takes the lock once its holder gives it back", async () => {
    const locks = new MemoryLocks();
    const held = await locks.acquire("lead:s", 10_000);
    setTimeout(() => void held?.release(), 120);
    const started = Date.now();
    const lock = await acquireWaiting(locks, "lead:s", 10_000, 5_000);
    expect(lock).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it("gives null when the lock is still held after the wait", async () => {
    const locks = new MemoryLocks();
    await locks.acquire("lead:s", 10_000);
    expect(await acquireWaiting(locks, "lead:s", 10_000, 150)).toBeNull();
  });
});
