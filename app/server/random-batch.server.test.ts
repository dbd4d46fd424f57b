import { describe, expect, it } from "vitest";
import { randomText } from "./random-batch.server";

describe("randomText", () => {
  it("gives values of the asked length in the asked encoding", () => {
    expect(randomText(16, "hex")).toMatch(/^[0-9a-f]{32}$/);
    expect(randomText(8, "hex")).toMatch(/^[0-9a-f]{16}$/);
    expect(randomText(16, "base64")).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("never gives the same value twice, across many batches", () => {
    const seen = new Set<string>();
    // 20,000 × 16 bytes: about 80 batches of 4 KB, values of mixed sizes in between.
    for (let i = 0; i < 20_000; i++) {
      seen.add(randomText(16, "hex"));
      if (i % 7 === 0) randomText(8, "hex");
    }
    expect(seen.size).toBe(20_000);
  });

  it("uses every byte: hex values are spread over all 16 digits in every position", () => {
    const counts = Array.from({ length: 32 }, () => new Map<string, number>());
    for (let i = 0; i < 4_000; i++) {
      [...randomText(16, "hex")].forEach((digit, at) => counts[at]!.set(digit, (counts[at]!.get(digit) ?? 0) + 1));
    }
    for (const position of counts) expect(position.size).toBe(16);
  });

  it("refuses more than a batch", () => {
    expect(() => randomText(4097, "hex")).toThrow(RangeError);
  });
});
