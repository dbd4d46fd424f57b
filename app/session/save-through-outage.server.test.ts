import { describe, expect, it } from "vitest";
import { StoreUnavailableError } from "~/server/redis.server";
import { saveThroughOutage } from "./save-through-outage.server";

/** A session whose first `failures` saves find the store unavailable (or fail with `error`). */
function session(failures: number, error: Error = new StoreUnavailableError(new Error("down"))) {
  let calls = 0;
  return {
    calls: () => calls,
    save: async () => {
      calls++;
      if (calls <= failures) throw error;
    },
  };
}

describe("saveThroughOutage", () => {
  it("tries again while the store is unavailable, until the save goes through", async () => {
    const s = session(2);
    await saveThroughOutage(s, 5_000);
    expect(s.calls()).toBe(3);
  });

  it("knows the store's error from the other bundle's copy of its class (the Remix build and the server are two)", async () => {
    const copy = Object.assign(new Error("the session store (Redis) cannot be reached"), {
      name: "StoreUnavailableError",
    });
    const s = session(1, copy);
    await saveThroughOutage(s, 5_000);
    expect(s.calls()).toBe(2);
  });

  it("gives up after its time, with the store's error", async () => {
    const s = session(Infinity);
    await expect(saveThroughOutage(s, 300)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(s.calls()).toBeGreaterThanOrEqual(2);
  });

  it("does not try again after any other error", async () => {
    const s = session(1, new Error("session update kept conflicting with other saves"));
    await expect(saveThroughOutage(s, 5_000)).rejects.toThrow("conflicting");
    expect(s.calls()).toBe(1);
  });
});
