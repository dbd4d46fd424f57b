import { Redis, type ChainableCommander, type RedisOptions } from "ioredis";
import type { RedisConnection } from "./env.server";
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
    // By name too: the Remix build and the server bundle each have their own copy of this class.
    if (e instanceof StoreUnavailableError || e.name === "StoreUnavailableError") return true;
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

const CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  commandTimeout: 2000,
  // Keep trying, at most every 2 s, so service resumes by itself when Redis returns.
  retryStrategy: (times) => Math.min(times * 100, 2000),
  // A primary demoted under us (a failover its clients did not see) answers writes with READONLY:
  // reconnect, through Sentinel or the URL's name, to whatever is primary now. The write failed, so
  // its request is answered 503 and nothing half-done remains.
  reconnectOnError: (error) => error.message.startsWith("READONLY"),
};

/**
 * A client for `redis://…` / `rediss://…` (TLS), or for the primary Sentinel names (its password and
 * TLS from REDIS_PASSWORD and REDIS_TLS): fails fast while down, reconnects by itself, asking Sentinel
 * anew each time, so after a failover it finds the promoted replica.
 */
export function createRedis(connection: string | RedisConnection, log?: Logger): Redis {
  const target = typeof connection === "string" ? ({ kind: "url", url: connection } as const) : connection;
  const client =
    target.kind === "url"
      ? new Redis(target.url, CLIENT_OPTIONS)
      : new Redis({
          ...CLIENT_OPTIONS,
          sentinels: target.sentinels,
          name: target.name,
          username: target.username,
          password: target.password,
          sentinelPassword: target.sentinelPassword,
          ...(target.tls ? { tls: {}, sentinelTLS: {}, enableTLSForSentinelMode: true } : {}),
          sentinelCommandTimeout: 2000,
          // While every sentinel is unreachable: again every 100 ms at first, at most every 2 s.
          sentinelRetryStrategy: (times) => Math.min(times * 100, 2000),
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

/** Replicas a write waits for (WAIT) and how long; none with one Redis that has no replica. */
export interface Replication {
  replicas: number;
  timeoutMs: number;
}

export const NO_REPLICAS: Replication = { replicas: 0, timeoutMs: 0 };

/**
 * One write and, in the same pipeline (one connection, so WAIT covers exactly this write), WAIT for
 * `replicas` replicas. Replication is asynchronous: a write the primary acknowledged can be missing
 * on the replica Sentinel promotes; one that a replica has cannot (Sentinel promotes the most
 * up-to-date one). `replicated` is false when too few replicas confirmed it in time.
 */
export async function writeReplicated(
  redis: Redis,
  replication: Replication,
  write: (pipeline: ChainableCommander) => ChainableCommander,
): Promise<{ reply: unknown; replicated: boolean }> {
  const pipeline = write(redis.pipeline());
  if (replication.replicas > 0) pipeline.wait(replication.replicas, replication.timeoutMs);
  const replies = await redisCall(() => pipeline.exec());
  const [written, waited] = replies ?? [];
  if (!written) throw new StoreUnavailableError(new Error("no reply to a write"));
  if (written[0]) throw new StoreUnavailableError(written[0]);
  if (!waited) return { reply: written[1], replicated: true };
  if (waited[0]) throw new StoreUnavailableError(waited[0]);
  return { reply: written[1], replicated: Number(waited[1]) >= replication.replicas };
}

/** A write too few replicas confirmed in time: refused as while Redis is down (the 503 page). */
export function notReplicated(replication: Replication): StoreUnavailableError {
  return new StoreUnavailableError(
    new Error(`fewer than ${replication.replicas} replica(s) confirmed the write within ${replication.timeoutMs} ms`),
  );
}

/** True when Redis answers PING within its command timeout. */
export async function redisReachable(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
