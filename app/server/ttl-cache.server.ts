import { LRUCache } from "lru-cache";

/** How long a failed load is remembered: requests meanwhile do not call again (a struggling bank is not hammered). */
export const FAILURE_MEMORY_MS = 5_000;

// lru-cache's fetch: concurrent requests share one load. A failed load serves the last good value and is
// not retried for FAILURE_MEMORY_MS, so a bank outage costs one call per key every few seconds.
export class TtlCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, () => Promise<T>>;
  private readonly failures: LRUCache<string, { error: unknown }>;

  constructor(ttlMs: number, now: () => number = Date.now, maxKeys = 500) {
    // The clock is the caller's (tests move it), read on every lookup.
    const clock = { perf: { now }, ttlResolution: 0 };
    this.failures = new LRUCache<string, { error: unknown }>({ max: maxKeys, ttl: FAILURE_MEMORY_MS, ...clock });
    this.cache = new LRUCache<string, T, () => Promise<T>>({
      max: maxKeys,
      ttl: ttlMs,
      ...clock,
      // An expired value stays until a new one has loaded: it is what a failed load falls back to.
      noDeleteOnFetchRejection: true,
      noDeleteOnStaleGet: true,
      fetchMethod: async (key, _stale, { context }) => {
        try {
          return await context();
        } catch (error) {
          this.failures.set(key, { error });
          throw error;
        }
      },
    });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const failed = this.failures.get(key);
    if (failed) return this.lastGood(key, failed.error);
    try {
      const value = await this.cache.fetch(key, { context: load });
      // fetchMethod only resolves with what `load` gave, never undefined.
      return value as T;
    } catch (error) {
      return this.lastGood(key, error);
    }
  }

  private lastGood(key: string, error: unknown): T {
    const last = this.cache.get(key, { allowStale: true });
    if (last === undefined) throw error;
    return last;
  }

  has(key: string): boolean {
    return this.cache.has(key);
  }

  clear() {
    this.cache.clear();
    this.failures.clear();
  }
}
