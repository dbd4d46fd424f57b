import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { Store } from "express-rate-limit";
import { RedisStore, type RedisReply, type SendCommandFn } from "rate-limit-redis";
import type { CounterStore } from "./guess-limits.server";
import { KEY_PREFIX, redisCall } from "./redis.server";

const INCREMENT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if hits == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}
`;

export class RedisCounters implements CounterStore {
  constructor(private readonly redis: Redis) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const reply = await redisCall(() => this.redis.eval(INCREMENT, 1, `${KEY_PREFIX}guess:${key}`, String(windowMs)));
    const hits = Array.isArray(reply) ? Number(reply[0]) : NaN;
    if (!Number.isFinite(hits)) throw new Error("unexpected counter reply from Redis");
    return hits;
  }
}

const isNoScript = (error: unknown) => error instanceof Error && error.message.startsWith("NOSCRIPT");

// The store loads its scripts before the client connects and would keep that failed load for good: so
// SCRIPT LOAD is answered here with the SHA1, and an EVALSHA Redis does not know is sent again as EVAL.
export function scriptCachingCommand(redis: Redis): SendCommandFn {
  const scripts = new Map<string, string>();
  const send = (command: string, args: string[]) => redis.call(command, ...args) as Promise<RedisReply>;
  return (command, ...args) =>
    redisCall(async () => {
      const [first, second, ...rest] = args;
      if (command.toUpperCase() === "SCRIPT" && first?.toUpperCase() === "LOAD" && second !== undefined) {
        const sha = createHash("sha1").update(second).digest("hex");
        scripts.set(sha, second);
        return sha;
      }
      const script = command.toUpperCase() === "EVALSHA" && first !== undefined ? scripts.get(first) : undefined;
      if (script === undefined) return send(command, args);
      try {
        return await send(command, args);
      } catch (error) {
        if (!isNoScript(error) || second === undefined) throw error;
        return send("EVAL", [script, second, ...rest]);
      }
    });
}

/** In Redis, so N instances enforce one limit, not N (ADR 0082); else the library's memory store. */
export function rateLimitStore(redis: Redis | null, prefix: string): Store | undefined {
  return redis
    ? new RedisStore({ prefix: `${KEY_PREFIX}rl:${prefix}:`, sendCommand: scriptCachingCommand(redis) })
    : undefined;
}
