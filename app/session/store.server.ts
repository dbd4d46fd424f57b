import { createHash, randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, open, opendir, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { Sealer } from "./crypto.server";

export interface StoredSession {
  /** Opaque JSON of SessionData; validated by the session manager when read. */
  data: unknown;
  /** Epoch ms after which the record is dead (idle limit from last activity), as written with it. */
  expiresAt: number;
  /**
   * A later expiry that `touch` gave the record since it was written (a request's activity), kept
   * beside it: not sealed, so the session manager decides how far to trust it (ADR 0008).
   */
  touchedUntil?: number;
}

/** What a store writes of a record: its data and the expiry written with it (a touch's stays beside it). */
export function recordJson({ data, expiresAt }: StoredSession): string {
  return JSON.stringify({ data, expiresAt });
}

/** The record with the expiry a touch gave it, when that is later than the one written with it. */
export function withTouch(record: StoredSession, touchedUntil: number | undefined): StoredSession {
  return touchedUntil !== undefined && touchedUntil > record.expiresAt ? { ...record, touchedUntil } : record;
}

export interface SessionStore {
  get(id: string): Promise<StoredSession | null>;
  set(id: string, record: StoredSession): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes expired records; returns how many. */
  sweep(now: number): Promise<number>;
  /**
   * A request's activity: moves the record's expiry on to `expiresAt` without rewriting the record
   * (an expiry already later stays). False when there is no record. `get` gives it as `touchedUntil`.
   */
  touch(id: string, expiresAt: number): Promise<boolean>;
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
  /** Expiries moved on by `touch`, beside the records they belong to. */
  private readonly touched = new Map<string, number>();
  private readonly queue = new OnePerId();

  async get(id: string) {
    const raw = this.records.get(id);
    if (!raw) return null;
    return withTouch(JSON.parse(raw) as StoredSession, this.touched.get(id));
  }
  async set(id: string, record: StoredSession) {
    // Serialised so callers can never share mutable objects with the store.
    this.records.set(id, recordJson(record));
    this.touched.delete(id);
  }
  touch(id: string, expiresAt: number) {
    // In the queue: an update between its read and its write would otherwise undo it.
    return this.queue.run(id, async () => {
      if (!this.records.has(id)) return false;
      this.touched.set(id, Math.max(expiresAt, this.touched.get(id) ?? expiresAt));
      return true;
    });
  }
  delete(id: string) {
    return this.queue.run(id, async () => {
      this.records.delete(id);
      this.touched.delete(id);
    });
  }
  async sweep(now: number) {
    let removed = 0;
    for (const [id, raw] of this.records) {
      const written = (JSON.parse(raw) as StoredSession).expiresAt;
      if (Math.max(written, this.touched.get(id) ?? written) <= now) {
        this.records.delete(id);
        this.touched.delete(id);
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
 * A file's time in whole milliseconds, as it was set: a time set from a Date reads back up to a
 * microsecond off (ext4 keeps nanoseconds of a binary fraction).
 */
function fileTimeOf(stats: { mtimeMs: number }) {
  return Math.round(stats.mtimeMs);
}

/**
 * A session file as last read or written by this process: its record, what identifies the file (a
 * write makes a new file and renames it, so its inode and creation time say which one it is) and the
 * latest time this process knows it has (a touch moves the time, not the record).
 */
interface KnownRecord {
  /** The record's JSON, decrypted (SSN and date of birth stay sealed inside it). */
  plain: string;
  ino: number;
  born: number;
  size: number;
  /** The file's time (the record's expiry) in whole milliseconds. */
  time: number;
}

function knownFrom(plain: string, stats: Stats): KnownRecord {
  return { plain, ino: stats.ino, born: stats.birthtimeMs, size: stats.size, time: fileTimeOf(stats) };
}

/** Characters the file store keeps of recent records and their file names: 4–8 MB, thousands of sessions. */
const KNOWN_RECORDS_MAX_CHARS = 4_000_000;

/**
 * Whether the path is still the file the record was known from: same inode, creation time and size.
 * Not its time: touches move it, this process's own among them, while other requests are reading.
 */
function isStill(known: KnownRecord, current: Stats) {
  return known.ino === current.ino && known.born === current.birthtimeMs && known.size === current.size;
}

/**
 * One encrypted file per session so a restart loses no draft. File names are a hash of the id,
 * so a directory listing does not reveal live session ids; contents are sealed with AES-GCM.
 * Each file's modification time is its record's expiry, so a sweep opens only the files whose
 * expiry has passed, not every live session (issue 15: at 140 new visitors a second, decrypting
 * every file each minute grew the server's memory by 100 MB in 10 minutes).
 */
export class FileSessionStore implements SessionStore {
  /**
   * The records this process read or wrote last, by file, with what the file's stat said then: a
   * `get` whose stat still says the same skips opening, reading and decrypting the file (ADR 0008).
   * The stat still runs every time, so a file another process replaced (a deploy's overlap, an
   * operator) is read again. Bounded by the text it holds, least recently used out first.
   */
  private readonly known = new LRUCache<string, KnownRecord>({
    maxSize: KNOWN_RECORDS_MAX_CHARS,
    sizeCalculation: (record, file) => record.plain.length + file.length,
  });
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
    const file = this.file(id);
    let current: Stats;
    try {
      current = await stat(file);
    } catch {
      this.known.delete(file);
      return null;
    }
    const known = this.known.get(file);
    const plain = known && isStill(known, current) ? known.plain : await this.read(file);
    if (!plain) return null;
    // The file's time is its expiry, moved on by `touch` since the record was written.
    return withTouch(JSON.parse(plain) as StoredSession, fileTimeOf(current));
  }

  /** The file's record, opened; what it was read with is known for the next `get`. */
  private async read(file: string): Promise<string | null> {
    let sealed: string;
    let read: Stats;
    try {
      const handle = await open(file, "r");
      try {
        // The stat of the file read, not of the path: it may have been replaced since.
        read = await handle.stat();
        sealed = await handle.readFile("utf8");
      } finally {
        await handle.close();
      }
    } catch {
      this.known.delete(file);
      return null;
    }
    const plain = this.sealer.open(sealed);
    if (plain) this.known.set(file, knownFrom(plain, read));
    else this.known.delete(file);
    return plain;
  }

  /**
   * The file's time only (its expiry, which the sweep reads too): no new file, no encryption. A
   * request's activity cost a whole rewrite before — a temporary file, its time and a rename.
   */
  touch(id: string, expiresAt: number) {
    return this.queue.run(id, async () => {
      const file = this.file(id);
      const known = this.known.get(file);
      try {
        // The time is known when this process read or wrote the file last (the request's own `get`).
        if ((known?.time ?? fileTimeOf(await stat(file))) >= expiresAt) return true;
        const time = new Date(expiresAt);
        await utimes(file, time, time);
        if (known) known.time = Math.max(known.time, expiresAt);
        return true;
      } catch (error) {
        // Gone (ended, swept): nothing to touch, and nothing is brought back.
        if ((error as NodeJS.ErrnoException).code === "ENOENT") {
          this.known.delete(file);
          return false;
        }
        throw error;
      }
    });
  }

  async set(id: string, record: StoredSession) {
    await this.ensureDir();
    const target = this.file(id);
    // A random suffix: two saves of one session in the same millisecond must not share a temp file.
    const temp = `${target}.${process.pid}.${randomBytes(8).toString("hex")}.tmp`;
    const plain = recordJson(record);
    // Unknown until written: a failed write must not leave the old record looking current. Only a
    // record already known is kept: most new sessions (a visitor who never comes back, a bot) are
    // never read again, and would push out the ones that are.
    const wasKnown = this.known.delete(target);
    let written: Stats;
    try {
      const handle = await open(temp, "wx", 0o600);
      try {
        await handle.writeFile(this.sealer.seal(plain));
        // The expiry as the file's time: the sweep's cue, and what a touch moves on (ADR 0008).
        const expires = new Date(record.expiresAt);
        await handle.utimes(expires, expires);
        written = await handle.stat();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      // A failed write (a full disk) leaves no temporary file: the sweep removes only `.session` files.
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    if (wasKnown) this.known.set(target, knownFrom(plain, written));
  }

  delete(id: string) {
    const file = this.file(id);
    this.known.delete(file);
    return this.queue.run(id, () => rm(file, { force: true }).finally(() => this.known.delete(file)));
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
          this.known.delete(path);
          removed++;
        }
      } catch {
        // Another request may have removed it meanwhile.
      }
    }
    return removed;
  }
}
