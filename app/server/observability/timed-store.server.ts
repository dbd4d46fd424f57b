import type { SessionStore, StoredSession } from "~/session/store.server";
import type { Metrics } from "./metrics.server";
import { inSpan } from "./tracing.server";

export function timedStore(store: SessionStore, metrics: Metrics): SessionStore {
  const time = <T>(operation: string, run: () => Promise<T>): Promise<T> =>
    inSpan(`session-store ${operation}`, { "session_store.operation": operation }, () => measured(operation, run));
  const measured = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      const result = await run();
      metrics.sessionStore.observe({ operation, outcome: "ok" }, (performance.now() - started) / 1000);
      return result;
    } catch (error) {
      metrics.sessionStore.observe({ operation, outcome: "error" }, (performance.now() - started) / 1000);
      throw error;
    }
  };
  return {
    get: (id) => time("get", () => store.get(id)),
    set: (id, record) => time("set", () => store.set(id, record)),
    touch: (id, expiresAt) => time("touch", () => store.touch(id, expiresAt)),
    delete: (id) => time("delete", () => store.delete(id)),
    sweep: (now) => time("sweep", () => store.sweep(now)),
    update: (id, change: (current: StoredSession | null) => StoredSession | null) =>
      time("update", () => store.update(id, change)),
  };
}
