import { LRUCache } from "lru-cache";

/**
 * A small per-key cache with expiry and in-flight de-duplication (configuration, banner): lru-cache's
 * `fetch`, so a full cache drops its least recently used key (not every key) and concurrent requests
 * share one load. A failed load is not cached: the next request tries again.
 */
export class TtlCache<T extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, T, () => Promise<T>>;

  constructor(ttlMs: number, now: () => number = Date.now, maxKeys = 500) {
    this.cache = new LRUCache<string, T, () => Promise<T>>({
      max: maxKeys,
      ttl: ttlMs,
      // The clock is the caller's (tests move it), read on every lookup.
      perf: { now },
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const value = await this.cache.fetch(key, { context: load });
    // fetchMethod only resolves with what `load` gave, never undefined.
    return value as T;
  }

  /** A fresh value is held for `key` (a load still under way is not). */
  has(key: string): boolean {
    return this.cache.has(key);
  }

  clear() {
    this.cache.clear();
  }
}
