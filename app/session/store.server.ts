import { createHash, randomBytes } from "node:crypto";
import { mkdir, opendir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Sealer } from "./crypto.server";

export interface StoredSession {
  /** Opaque JSON of SessionData; validated by the session manager when read. */
  data: unknown;
  /** Epoch ms after which the record is dead (idle limit from last activity). */
  expiresAt: number;
}

export interface SessionStore {
  get(id: string): Promise<StoredSession | null>;
  set(id: string, record: StoredSession): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes expired records; returns how many. */
  sweep(now: number): Promise<number>;
  /**
   * Reads the record, asks `change` for the next one and writes it (null: write nothing). Atomic
   * where several processes share the store (Redis: `change` may run again on a conflict, so it
   * must be pure); in one process it is a read then a write, as before (docs/decisions/0008).
   */
  update(id: string, change: (current: StoredSession | null) => StoredSession | null): Promise<void>;
}

/** `update` as a read then a write, for the stores of one process. */
async function readThenWrite(
  store: SessionStore,
  id: string,
  change: (current: StoredSession | null) => StoredSession | null,
) {
  const next = change(await store.get(id));
  if (next) await store.set(id, next);
}

/**
 * One update or delete of an id at a time, in the order they were asked for. A read-then-write that
 * interleaved with another would lose that one's write (a payment marked done, undone by a
 * keep-alive's touch), and one that read before a sign-out's delete would write the session back.
 */
class OnePerId {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(id: string, work: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(id) ?? Promise.resolve()).then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(id, tail);
    void tail.then(() => {
      if (this.tails.get(id) === tail) this.tails.delete(id);
    });
    return result;
  }
}

export class MemorySessionStore implements SessionStore {
  private readonly records = new Map<string, string>();
  private readonly queue = new OnePerId();

  async get(id: string) {
    const raw = this.records.get(id);
    return raw ? (JSON.parse(raw) as StoredSession) : null;
  }
  async set(id: string, record: StoredSession) {
    // Serialised so callers can never share mutable objects with the store.
    this.records.set(id, JSON.stringify(record));
  }
  delete(id: string) {
    return this.queue.run(id, async () => void this.records.delete(id));
  }
  async sweep(now: number) {
    let removed = 0;
    for (const [id, raw] of this.records) {
      if ((JSON.parse(raw) as StoredSession).expiresAt <= now) {
        this.records.delete(id);
        removed++;
      }
    }
    return removed;
  }
  update(id: string, change: (current: StoredSession | null) => StoredSession | null) {
    return this.queue.run(id, () => readThenWrite(this, id, change));
  }
  get size() {
    return this.records.size;
  }
}

/**
 * One encrypted file per session so a restart loses no draft. File names are a hash of the id,
 * so a directory listing does not reveal live session ids; contents are sealed with AES-GCM.
 * Each file's modification time is its record's expiry, so a sweep opens only the files whose
 * expiry has passed, not every live session (issue 15: at 140 new visitors a second, decrypting
 * every file each minute grew the server's memory by 100 MB in 10 minutes).
 */
export class FileSessionStore implements SessionStore {
  private ready: Promise<void> | null = null;
  private sweeping: Promise<number> | null = null;
  private readonly queue = new OnePerId();

  constructor(
    private readonly dir: string,
    private readonly sealer: Sealer,
  ) {}

  private ensureDir() {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 }).then(() => undefined);
    return this.ready;
  }

  private file(id: string) {
    return join(this.dir, `${createHash("sha256").update(id).digest("hex")}.session`);
  }

  async get(id: string) {
    await this.ensureDir();
    let sealed: string;
    try {
      sealed = await readFile(this.file(id), "utf8");
    } catch {
      return null;
    }
    const plain = this.sealer.open(sealed);
    return plain ? (JSON.parse(plain) as StoredSession) : null;
  }

  async set(id: string, record: StoredSession) {
    await this.ensureDir();
    const target = this.file(id);
    // A random suffix: two saves of one session in the same millisecond must not share a temp file.
    const temp = `${target}.${process.pid}.${randomBytes(8).toString("hex")}.tmp`;
    await writeFile(temp, this.sealer.seal(JSON.stringify(record)), { mode: 0o600 });
    // The expiry as the file's time: the sweep's cue (the sealed record stays what counts).
    const expires = new Date(record.expiresAt);
    await utimes(temp, expires, expires);
    await rename(temp, target);
  }

  delete(id: string) {
    return this.queue.run(id, () => rm(this.file(id), { force: true }));
  }

  update(id: string, change: (current: StoredSession | null) => StoredSession | null) {
    return this.queue.run(id, () => readThenWrite(this, id, change));
  }

  /** One sweep at a time: a sweep still running when the next is due is the next one's answer. */
  sweep(now: number): Promise<number> {
    this.sweeping ??= this.sweepOnce(now).finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  /**
   * Removes the files whose record has expired. A file whose time (its expiry) is still ahead is not
   * opened; one whose time has passed is, and goes if its record has expired or cannot be read
   * (another secret, a broken file, or a file written before the time was its expiry).
   */
  private async sweepOnce(now: number) {
    await this.ensureDir();
    let removed = 0;
    for await (const entry of await opendir(this.dir)) {
      if (!entry.name.endsWith(".session")) continue;
      const path = join(this.dir, entry.name);
      try {
        if ((await stat(path)).mtimeMs > now) continue;
        const plain = this.sealer.open(await readFile(path, "utf8"));
        const record = plain ? (JSON.parse(plain) as StoredSession) : null;
        // Written again since it was read (a request just in time): its time says so; keep it.
        if ((!record || record.expiresAt <= now) && (await stat(path)).mtimeMs <= now) {
          await rm(path, { force: true });
          removed++;
        }
      } catch {
        // Another request may have removed it meanwhile.
      }
    }
    return removed;
  }
}
