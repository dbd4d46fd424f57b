import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS, IDLE_WARNING_BEFORE_MS, idleWarningBeforeMs, SESSION_REFRESH_MS } from "./constants";

describe("session timing (SPEC §4.5)", () => {
  it("warns 5 minutes before the 15-minute idle limit", () => {
    expect(IDLE_TIMEOUT_MS).toBe(15 * 60_000);
    expect(idleWarningBeforeMs(IDLE_TIMEOUT_MS)).toBe(IDLE_WARNING_BEFORE_MS);
    expect(IDLE_WARNING_BEFORE_MS).toBe(5 * 60_000);
    expect(SESSION_REFRESH_MS).toBe(1_080_000);
  });

  it("scales the warning to a third of a shortened (test) limit", () => {
    expect(idleWarningBeforeMs(30_000)).toBe(10_000);
    expect(idleWarningBeforeMs(16 * 60_000)).toBe(IDLE_WARNING_BEFORE_MS);
  });
});
