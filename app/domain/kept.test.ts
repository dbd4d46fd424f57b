import { describe, expect, it, vi } from "vitest";
import { keptBy } from "./kept";

describe("keptBy", () => {
  it("computes once per key and gives the kept answer after", () => {
    const compute = vi.fn((a: number, b: string) => `${b}${a * 2}`);
    const double = keptBy(8, (a: number, b: string) => `${b} ${a}`, compute);
    expect(double(2, "x")).toBe("x4");
    expect(double(2, "x")).toBe("x4");
    expect(double(2, "y")).toBe("y4");
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("forgets everything once it holds the most it may, and still answers right", () => {
    const compute = vi.fn((n: number) => n + 1);
    const next = keptBy(3, (n: number) => n, compute);
    for (const n of [1, 2, 3]) next(n);
    expect(next(4)).toBe(5); // the fourth clears the three
    expect(next(1)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(5);
  });

  it("keeps an answer that is undefined or null like any other", () => {
    for (const answer of [undefined, null]) {
      const compute = vi.fn(() => answer);
      const none = keptBy(4, (key: string) => key, compute);
      expect(none("a")).toBe(answer);
      expect(none("a")).toBe(answer);
      expect(compute).toHaveBeenCalledTimes(1);
    }
  });
});
