import express from "express";
import rateLimit, { type Options, type Store } from "express-rate-limit";
import type { Redis } from "ioredis";
import { RedisStore } from "rate-limit-redis";
import { describe, expect, it } from "vitest";
import { freePort } from "../../test/server-process";
import { redisForSuite } from "../../test/redis-server";
import { rateLimitStore } from "./rate-limit-store.server";
import { createRedis, isStoreUnavailable } from "./redis.server";

const redis = redisForSuite();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A limiter's store, set up as express-rate-limit sets it up. */
async function storeOn(redis: Redis, prefix: string, windowMs: number): Promise<Store> {
  const store = rateLimitStore(redis, prefix);
  if (!store) throw new Error("no Redis store");
  await store.init?.({ windowMs } as Options);
  return store;
}

describe("rate-limit counters in Redis (rate-limit-redis)", () => {
  it("N instances count into one limit, in one window, under the app's key prefix", async () => {
    const one = await storeOn(redis.a(), "post", 60_000);
    const two = await storeOn(redis.b(), "post", 60_000);
    const hits = [];
    for (let i = 0; i < 3; i++)
      hits.push((await one.increment("ip-1")).totalHits, (await two.increment("ip-1")).totalHits);
    expect(hits).toEqual([1, 2, 3, 4, 5, 6]);
    const info = await two.get?.("ip-1");
    expect(info?.totalHits).toBe(6);
    expect(info?.resetTime?.getTime()).toBeGreaterThan(Date.now() + 55_000);
    expect(await redis.a().keys("*")).toEqual(["sca:rl:post:ip-1"]);
    expect(await redis.a().pttl("sca:rl:post:ip-1")).toBeGreaterThan(55_000);
    await two.resetKey("ip-1");
    expect(await redis.a().keys("*")).toEqual([]);
  });

  it("a window ends by itself; limiters with different prefixes count apart", async () => {
    const guess = await storeOn(redis.a(), "guess", 150);
    const post = await storeOn(redis.a(), "post", 60_000);
    await guess.increment("ip");
    expect((await guess.increment("ip")).totalHits).toBe(2);
    expect((await post.increment("ip")).totalHits).toBe(1);
    await sleep(250);
    expect((await guess.increment("ip")).totalHits).toBe(1);
  });

  it("a limiter made before its client connects (no offline queue) counts once connected", async () => {
    const early = createRedis(redis.server().url);
    try {
      // As at start-up: the limiter is made, and the store loads its scripts, while the client connects.
      const store = await storeOn(early, "post", 60_000);
      await new Promise((resolve) => early.once("ready", resolve));
      expect((await store.increment("ip")).totalHits).toBe(1);
      expect((await store.increment("ip")).totalHits).toBe(2);
    } finally {
      early.disconnect();
    }
  });

  it("counts on, once per hit, after Redis has forgotten its scripts (a restart)", async () => {
    const store = await storeOn(redis.a(), "post", 60_000);
    expect((await store.increment("ip")).totalHits).toBe(1);
    await redis.a().script("FLUSH");
    expect((await store.increment("ip")).totalHits).toBe(2);
    expect((await store.get?.("ip"))?.totalHits).toBe(2);
  });

  it("with Redis unreachable a hit fails as the shared store being unavailable (the 503 page)", async () => {
    const down = createRedis(`redis://127.0.0.1:${await freePort()}`);
    try {
      const store = await storeOn(down, "post", 60_000);
      const failure = await Promise.resolve()
        .then(() => store.increment("ip"))
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isStoreUnavailable(failure)).toBe(true);
    } finally {
      down.disconnect();
    }
  });

  it("rateLimitStore gives rate-limit-redis with Redis, the library's memory store without", () => {
    expect(rateLimitStore(redis.a(), "post")).toBeInstanceOf(RedisStore);
    expect(rateLimitStore(null, "post")).toBeUndefined();
  });
});

describe("a limiter on the Redis store", () => {
  it("refuses past its limit across two instances and passes Redis being down on as an error", async () => {
    const statuses: number[] = [];
    const errors: unknown[] = [];
    const appOn = (redis: Redis) => {
      const app = express();
      app.use(rateLimit({ windowMs: 60_000, limit: 2, keyGenerator: () => "k", store: rateLimitStore(redis, "app") }));
      app.get("/", (_req, res) => void res.send("ok"));
      app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        errors.push(error);
        res.status(503).end();
      });
      return app;
    };
    const listen = (app: express.Express) =>
      new Promise<{ url: string; close: () => void }>((resolve) => {
        const http = app.listen(0, "127.0.0.1", () => {
          const address = http.address();
          const port = typeof address === "object" && address ? address.port : 0;
          resolve({ url: `http://127.0.0.1:${port}/`, close: () => http.close() });
        });
      });
    const down = createRedis(`redis://127.0.0.1:${await freePort()}`);
    const instances = await Promise.all([listen(appOn(redis.a())), listen(appOn(redis.b())), listen(appOn(down))]);
    try {
      for (const instance of [instances[0]!, instances[1]!, instances[0]!, instances[2]!]) {
        statuses.push((await fetch(instance.url)).status);
      }
    } finally {
      instances.forEach((i) => i.close());
      down.disconnect();
    }
    expect(statuses).toEqual([200, 200, 429, 503]);
    expect(errors).toHaveLength(1);
    expect(isStoreUnavailable(errors[0])).toBe(true);
  });
});
