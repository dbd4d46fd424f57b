import type { Redis } from "ioredis";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { CounterStore } from "./guess-limits.server";
import { KEY_PREFIX, redisCall } from "./redis.server";

/** Counts one hit; the first hit of a window starts the window's expiry. Returns [hits, ms left]. */
const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

/**
 * express-rate-limit's counters in Redis, so N instances enforce one limit, not N limits
 * (docs/decisions/0082). Fixed windows, like the library's memory store.
 */
export class RedisRateLimitStore implements Store {
  windowMs = 60_000;
  /** Counters are shared by every instance. */
  localKeys = false;
  readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.prefix = `${KEY_PREFIX}rl:${prefix}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const reply = await redisCall(() => this.redis.eval(INCREMENT, 1, this.prefix + key, String(this.windowMs)));
    const [hits, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
    if (hits === undefined || ttl === undefined || !Number.isFinite(hits) || !Number.isFinite(ttl)) {
      throw new Error("unexpected rate-limit reply from Redis");
    }
    return { totalHits: hits, resetTime: new Date(Date.now() + ttl) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [hits, ttl] = await redisCall(() =>
      Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]),
    );
    if (hits === null) return undefined;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + Math.max(ttl, 0)) };
  }

  async decrement(key: string) {
    // Only an existing counter: a bare DECR would leave a key without expiry.
    await redisCall(() =>
      this.redis.eval(
        "if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        this.prefix + key,
      ),
    );
  }

  async resetKey(key: string) {
    await redisCall(() => this.redis.del(this.prefix + key));
  }
}

/** The guess limits' counters in Redis (app/server/guess-limits.server.ts): one count for every instance. */
export class RedisCounters implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const reply = await redisCall(() => this.redis.eval(INCREMENT, 1, `${KEY_PREFIX}guess:${key}`, String(windowMs)));
    const hits = Array.isArray(reply) ? Number(reply[0]) : NaN;
    if (!Number.isFinite(hits)) throw new Error("unexpected counter reply from Redis");
    return hits;
  }
}

/**
 * The counters' store for a limiter: Redis when the sessions are in Redis, else undefined (the
 * library's memory store, right for one process). One store per limiter (`prefix` names it).
 */
export function rateLimitStore(redis: Redis | null, prefix: string): Store | undefined {
  return redis ? new RedisRateLimitStore(redis, prefix) : undefined;
}
