import { Redis } from "ioredis";
import type { Logger } from "./logger.server";

/**
 * The shared state of several instances (sessions, locks, rate-limit counters) lives in one Redis
 * (docs/decisions/0080). A call made while Redis cannot be reached fails at once with
 * StoreUnavailableError (no offline queue), and the server answers 503 until it is back; the client
 * reconnects by itself.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the session store (Redis) cannot be reached", { cause });
    this.name = "StoreUnavailableError";
  }
}

/** Whether an error (or its cause) says the shared store is unreachable. */
export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof StoreUnavailableError) return true;
  }
  return false;
}

/** Runs one Redis call; any failure becomes StoreUnavailableError. */
export async function redisCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/** Every key this app writes starts with this, so one Redis can be shared with other uses. */
export const KEY_PREFIX = "sca:";

/** A client for `redis://…` or `rediss://…` (TLS): fails fast while down, reconnects by itself. */
export function createRedis(url: string, log?: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 2000,
    // Keep trying, at most every 2 s, so service resumes by itself when Redis returns.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (!down) log?.error({ err: { message: error.message } }, "redis unreachable");
    down = true;
  });
  client.on("ready", () => {
    if (down) log?.info("redis reachable again");
    down = false;
  });
  return client;
}

/** True when Redis answers PING within its command timeout. */
export async function redisReachable(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
