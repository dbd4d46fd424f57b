import { describe, expect, it } from "vitest";
import { formatCountdown } from "./countdown";
import { formatEasternTime } from "./time";
import { itAnswers } from "../../test/table";

describe("formatCountdown (m:ss)", () => {
  itAnswers(formatCountdown, "%i ms → %s", [
    [0, "0:00"],
    [-5000, "0:00"],
    [1, "0:01"],
    [999, "0:01"],
    [1000, "0:01"],
    [1001, "0:02"],
    [9_000, "0:09"],
    [59_000, "0:59"],
    [59_001, "1:00"],
    [60_000, "1:00"],
    [61_500, "1:02"],
    [299_001, "5:00"],
    [300_000, "5:00"],
    [15 * 60_000, "15:00"],
  ]);
});

describe("formatEasternTime", () => {
  const plain = (s: string) => s.replace(/\s/g, " ");

  it("uses Eastern Standard Time in winter", () => {
    expect(plain(formatEasternTime(Date.UTC(2024, 0, 15, 15, 45)))).toBe("10:45 AM ET");
    expect(plain(formatEasternTime(Date.UTC(2024, 0, 15, 5, 0)))).toBe("12:00 AM ET");
  });

  it("uses Eastern Daylight Time in summer", () => {
    expect(plain(formatEasternTime(Date.UTC(2024, 6, 4, 14, 5)))).toBe("10:05 AM ET");
    expect(plain(formatEasternTime(Date.UTC(2024, 6, 4, 23, 59)))).toBe("7:59 PM ET");
  });
});
