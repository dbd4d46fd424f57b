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

/** Compare-and-set: writes only if the key still holds ARGV[1]; a touch changes no value, so it is no conflict. */
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

const EXPIRE_LATER = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl == -2 then return 0 end
if ttl >= 0 and tonumber(ARGV[1]) > ttl then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1
`;

const UPDATE_TRIES = 50;

/** Keys hash the id (a listing reveals no live id), values are sealed; `update` is optimistic (ADR 0080). */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly sealer: Sealer,
    private readonly now: () => number = Date.now,
    private readonly replication: Replication = NO_REPLICAS,
  ) {}

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

  private seal(record: StoredSession): { value: string; ttlMs: number } | null {
    const ttlMs = Math.ceil(record.expiresAt - this.now());
    return ttlMs > 0 ? { value: this.sealer.seal(recordJson(record)), ttlMs } : null;
  }

  async get(id: string) {
    const [sealed, touchedUntil] = await redisCall(() => this.getWithExpiry(this.key(id)));
    const record = this.open(sealed);
    return record && withTouch(record, touchedUntil);
  }

  /** The TTL counts from when Redis ran the command, so added to `sent` it is never later than the real expiry. */
  private async getWithExpiry(key: string): Promise<[string | null, number | undefined]> {
    const sent = this.now();
    const replies = (await this.redis.multi().get(key).pttl(key).exec()) ?? [];
    const [[getError, sealed] = [], [ttlError, ttl] = []] = replies;
    if (getError) throw getError;
    if (ttlError) throw ttlError;
    return [typeof sealed === "string" ? sealed : null, typeof ttl === "number" && ttl > 0 ? sent + ttl : undefined];
  }

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
