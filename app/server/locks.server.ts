import { createHash, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";
import { KEY_PREFIX, NO_REPLICAS, notReplicated, redisCall, writeReplicated, type Replication } from "./redis.server";

/** Shared by every instance with Redis (ADR 0080); the expiry frees a lock whose holder died. */
export interface Lock {
  release(): Promise<void>;
}

export interface Locks {
  acquire(name: string, ttlMs: number): Promise<Lock | null>;
}

/** Polled; null when still held after `waitMs`, or when `signal` says the request has gone. */
export async function acquireWaiting(
  locks: Locks,
  name: string,
  ttlMs: number,
  waitMs: number,
  signal?: AbortSignal,
): Promise<Lock | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const lock = await locks.acquire(name, ttlMs);
    if (lock || Date.now() >= until || signal?.aborted) return lock;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
}

const WAIT_POLL_MS = 50;

const PRUNE_AT = 10_000;

export class MemoryLocks implements Locks {
  private readonly held = new Map<string, { token: string; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Synchronous, so two callers in this process can never both take a lock. */
  tryAcquire(name: string, ttlMs: number): Lock | null {
    const now = this.now();
    const current = this.held.get(name);
    if (current && current.until > now) return null;
    if (this.held.size >= PRUNE_AT) {
      for (const [key, lock] of this.held) if (lock.until <= now) this.held.delete(key);
    }
    const token = randomBytes(8).toString("hex");
    this.held.set(name, { token, until: now + ttlMs });
    return {
      release: async () => {
        if (this.held.get(name)?.token === token) this.held.delete(name);
      },
    };
  }

  async acquire(name: string, ttlMs: number) {
    return this.tryAcquire(name, ttlMs);
  }
}

const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

// Counts only once `replication` replicas hold it (ADR 0080): a lock a failover lost would let a second
// payment or submission through. The name is hashed: it may contain a session id.
export class RedisLocks implements Locks {
  constructor(
    private readonly redis: Redis,
    private readonly replication: Replication = NO_REPLICAS,
  ) {}

  async acquire(name: string, ttlMs: number): Promise<Lock | null> {
    const key = `${KEY_PREFIX}lock:${createHash("sha256").update(name).digest("hex")}`;
    const token = randomBytes(16).toString("hex");
    const px = Math.max(1, Math.ceil(ttlMs));
    const taken = await writeReplicated(this.redis, this.replication, (p) => p.set(key, token, "PX", px, "NX"));
    const release = async () => {
      await redisCall(() => this.redis.eval(RELEASE, 1, key, token));
    };
    if (taken.reply !== "OK") return null;
    if (!taken.replicated) {
      await release().catch(() => {});
      throw notReplicated(this.replication);
    }
    return { release };
  }
}
