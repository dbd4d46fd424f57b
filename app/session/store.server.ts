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
   * Reads the record, asks `change` for the next one and writes it (null: write nothing). Atomic where
   * processes share the store (Redis: `change` may run again, so it must be pure; docs/decisions/0008).
   */
  update(id: string, change: (current: StoredSession | null) => StoredSession | null): Promise<void>;
}

/** `update` as a read then a write, for the stores of one process. */
export async function readThenWrite(
  store: SessionStore,
  id: string,
  change: (current: StoredSession | null) => StoredSession | null,
) {
  const next = change(await store.get(id));
  if (next) await store.set(id, next);
}

/**
 * One update or delete of an id at a time, in order: an interleaved read-then-write would lose
 * another's write, or write back a session a sign-out just deleted.
 */
export class OnePerId {
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
