import { Redis, type ChainableCommander, type RedisOptions } from "ioredis";
import type { RedisConnection } from "./env.server";
import type { Logger } from "./logger.server";

/** Redis unreachable: calls fail at once (no offline queue) and the server answers 503 until it is back. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super("the session store (Redis) cannot be reached", { cause });
    this.name = "StoreUnavailableError";
  }
}

export function isStoreUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    // By name too: the Remix build and the server bundle each have their own copy of this class.
    if (e instanceof StoreUnavailableError || e.name === "StoreUnavailableError") return true;
  }
  return false;
}

export async function redisCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

/** So one Redis can be shared with other uses. */
export const KEY_PREFIX = "sca:";

const CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  connectTimeout: 2000,
  commandTimeout: 2000,
  retryStrategy: (times) => Math.min(times * 100, 2000),
  // A primary demoted by a failover answers writes with READONLY: reconnect to whatever is primary now.
  reconnectOnError: (error) => error.message.startsWith("READONLY"),
};

/** Asks Sentinel anew on each reconnect, so after a failover it finds the promoted replica. */
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

export interface Replication {
  replicas: number;
  timeoutMs: number;
}

export const NO_REPLICAS: Replication = { replicas: 0, timeoutMs: 0 };

// WAIT in the same pipeline (one connection) covers exactly this write: replication is asynchronous, and
// only a write a replica holds survives a failover.
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

export function notReplicated(replication: Replication): StoreUnavailableError {
  return new StoreUnavailableError(
    new Error(`fewer than ${replication.replicas} replica(s) confirmed the write within ${replication.timeoutMs} ms`),
  );
}

export async function redisReachable(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
