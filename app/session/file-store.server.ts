import { createHash, randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, open, opendir, readFile, rename, rm, stat, utimes } from "node:fs/promises";
import { join } from "node:path";
import { LRUCache } from "lru-cache";
import type { Sealer } from "./crypto.server";
import { OnePerId, readThenWrite, recordJson, withTouch, type SessionStore, type StoredSession } from "./store.server";

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

/** Bounds the memory the file store spends remembering recent records and their file names. */
const KNOWN_RECORDS_MAX_CHARS = 4_000_000;

/**
 * Whether the path is still the file the record was known from: same inode, creation time and size.
 * Not its time: touches move it, this process's own among them, while other requests are reading.
 */
function isStill(known: KnownRecord, current: Stats) {
  return known.ino === current.ino && known.born === current.birthtimeMs && known.size === current.size;
}

/**
 * One encrypted file per session so a restart loses no draft; names are a hash of the id, so a
 * listing reveals no session ids. A file's time is its record's expiry: a sweep opens only expired files.
 */
export class FileSessionStore implements SessionStore {
  /**
   * Recent records by file, with their stat: a `get` whose stat still matches skips reading and
   * decrypting (ADR 0008); a file another process replaced is read again.
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

  /** Moves the file's time only (its expiry): no new file, no encryption. */
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
    // Unknown until written, so a failed write leaves nothing looking current; only records already
    // known are kept (most new sessions are never read again).
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
