import { describe, expect, it } from "vitest";
import { MemorySessionStore, type SessionStore } from "~/session/store.server";
import { createMetrics } from "./metrics.server";
import { timedStore } from "./timed-store.server";

describe("timedStore", () => {
  it("passes every operation through and times it by operation and outcome", async () => {
    const metrics = createMetrics({ defaults: false });
    const store = timedStore(new MemorySessionStore(), metrics);
    await store.set("a", { data: { x: 1 }, expiresAt: Date.now() + 60_000 });
    expect(await store.get("a")).toMatchObject({ data: { x: 1 } });
    await store.update("a", (current) => current && { ...current, data: { x: 2 } });
    await store.delete("a");
    expect(await store.get("a")).toBeNull();
    class FailingStore extends MemorySessionStore {
      override get(): ReturnType<SessionStore["get"]> {
        return Promise.reject(new Error("redis down"));
      }
    }
    const failing = new FailingStore();
    await expect(timedStore(failing, metrics).get("b")).rejects.toThrow("redis down");
    const text = await metrics.registry.metrics();
    expect(text).toContain('session_store_duration_seconds_count{operation="get",outcome="ok"} 2');
    expect(text).toContain('session_store_duration_seconds_count{operation="get",outcome="error"} 1');
    expect(text).toContain('session_store_duration_seconds_count{operation="update",outcome="ok"} 1');
  });
});
