import { describe, expect, it } from "vitest";
import type { AnalyticsEvent } from "../app/analytics/events";
import { MockAnalyticsTap } from "./analytics-tap";

describe("the mock's analytics tap (tests only)", () => {
  it("records each event, hands it on to the real sink, filters by user and forgets on reset", () => {
    const tap = new MockAnalyticsTap();
    const passed: AnalyticsEvent[] = [];
    const sink = tap.sink({ emit: (e) => passed.push(e) });
    sink.emit({ event: "IdentityNext", user_id: "a" });
    sink.emit({ event: "OtpNext", user_id: "b" });
    expect(passed.map((e) => e.event)).toEqual(["IdentityNext", "OtpNext"]);
    expect(tap.list().map((e) => e.event)).toEqual(["IdentityNext", "OtpNext"]);
    expect(tap.list("b")).toEqual([{ event: "OtpNext", user_id: "b" }]);
    tap.reset();
    expect(tap.list()).toEqual([]);
  });

  it("keeps the latest 1,000 only", () => {
    const tap = new MockAnalyticsTap();
    const sink = tap.sink({ emit: () => {} });
    for (let i = 0; i < 1_005; i += 1) sink.emit({ event: `e${i}` });
    const events = tap.list();
    expect(events).toHaveLength(1_000);
    expect(events[0]?.event).toBe("e5");
  });
});
