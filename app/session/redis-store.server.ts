import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import {
  KEY_PREFIX,
  NO_REPLICAS,
  notReplicated,
  redisCall,
  writeReplicated,
  type Replication,
} from "~/server/redis.server";
import type { Sealer } from "./crypto.server";
import { recordJson, withTouch, type SessionStore, type StoredSession } from "./store.server";

/**
 * Writes ARGV[2] (for ARGV[3] ms, or longer if a touch has moved the key's expiry further) only if
 * the key still holds ARGV[1] ('' = absent): compare-and-set. A touch changes no value, so it is no
 * conflict; the longer expiry keeps what it moved on.
 */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if current == false then current = '' end
if current ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) return 1 end
local ttl = redis.call('PTTL', KEYS[1])
local px = tonumber(ARGV[3])
if ttl > px then px = ttl end
redis.call('SET', KEYS[1], ARGV[2], 'PX', px)
return 1
`;

/** Moves the key's expiry on to ARGV[1] ms from now, never back; 0 when the key is gone. */
const EXPIRE_LATER = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -2 then return 0 end
if ttl >= 0 and tonumber(ARGV[1]) > ttl then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1
`;

/** Tries of one update before it gives up (each loses only to another save of the same session). */
const UPDATE_TRIES = 50;

/**
 * Sessions in Redis for several instances (docs/decisions/0080). As in the file store, keys are a
 * hash of the id (a key listing reveals no live session id) and values are sealed with AES-GCM. The
 * idle limit is the key's expiry, so nothing needs sweeping. `update` is optimistic: read, merge in
 * the process (only it can open the sealed value), then a script writes only if nobody wrote since.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly sealer: Sealer,
    private readonly now: () => number = Date.now,
    /** Replicas a write must reach before it counts (ADR 0080): an answer saved is an answer kept. */
    private readonly replication: Replication = NO_REPLICAS,
  ) {}

  /** A write that counts once `replication` replicas confirm it; else StoreUnavailableError (the 503 page). */
  private async write(command: Parameters<typeof writeReplicated>[2]): Promise<unknown> {
    const { reply, replicated } = await writeReplicated(this.redis, this.replication, command);
    if (!replicated) throw notReplicated(this.replication);
    return reply;
  }

  private key(id: string) {
    return `${KEY_PREFIX}session:${createHash("sha256").update(id).digest("hex")}`;
  }

  private open(sealed: string | null): StoredSession | null {
    if (!sealed) return null;
    const plain = this.sealer.open(sealed);
    return plain ? (JSON.parse(plain) as StoredSession) : null;
  }

  /** The sealed value and how long it lives; null when the record is already dead. */
  private seal(record: StoredSession): { value: string; ttlMs: number } | null {
    const ttlMs = Math.ceil(record.expiresAt - this.now());
    return ttlMs > 0 ? { value: this.sealer.seal(recordJson(record)), ttlMs } : null;
  }

  /** The value and its time to live in one round trip: `touch` moves the TTL, not the sealed expiry. */
  async get(id: string) {
    const [sealed, touchedUntil] = await redisCall(() => this.getWithExpiry(this.key(id)));
    const record = this.open(sealed);
    return record && withTouch(record, touchedUntil);
  }

  /**
   * The sealed value and when its key expires, in one round trip. The TTL counts from when Redis ran
   * the command, at or after `sent`: added to `sent` it is never later than the key's real expiry
   * (taken after the reply, every read and write would move it on by a round trip).
   */
  private async getWithExpiry(key: string): Promise<[string | null, number | undefined]> {
    const sent = this.now();
    const replies = (await this.redis.multi().get(key).pttl(key).exec()) ?? [];
    const [[getError, sealed] = [], [ttlError, ttl] = []] = replies;
    if (getError) throw getError;
    if (ttlError) throw ttlError;
    return [typeof sealed === "string" ? sealed : null, typeof ttl === "number" && ttl > 0 ? sent + ttl : undefined];
  }

  /** The key's TTL only: no read, no encryption, no rewrite of the sealed value. */
  async touch(id: string, expiresAt: number) {
    const ttlMs = Math.ceil(expiresAt - this.now());
    if (ttlMs <= 0) return (await redisCall(() => this.redis.exists(this.key(id)))) === 1;
    return (await redisCall(() => this.redis.eval(EXPIRE_LATER, 1, this.key(id), String(ttlMs)))) === 1;
  }

  async set(id: string, record: StoredSession) {
    const sealed = this.seal(record);
    if (!sealed) return this.delete(id);
    await this.write((p) => p.set(this.key(id), sealed.value, "PX", sealed.ttlMs));
  }

  async delete(id: string) {
    await this.write((p) => p.del(this.key(id)));
  }

  /** Redis expires records by itself (the key's TTL is the idle limit). */
  async sweep() {
    return 0;
  }

  async update(id: string, change: (current: StoredSession | null) => StoredSession | null) {
    const key = this.key(id);
    for (let attempt = 0; attempt < UPDATE_TRIES; attempt++) {
      const [raw, touchedUntil] = await redisCall(() => this.getWithExpiry(key));
      const current = this.open(raw);
      const next = change(current && withTouch(current, touchedUntil));
      if (!next) return;
      const sealed = this.seal(next);
      const written = await this.write((p) =>
        p.eval(COMPARE_AND_SET, 1, key, raw ?? "", sealed?.value ?? "", String(sealed?.ttlMs ?? 0)),
      );
      if (written === 1) return;
      // Lost to another save of this session: a short random pause so the contenders spread out.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(2 + attempt * 2, 50)));
    }
    throw new Error("session update kept conflicting with other saves");
  }
}
