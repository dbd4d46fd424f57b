import { describe, expect, it } from "vitest";
import { LOCALE_TAG } from "~/i18n/locales";
import { groupThousands } from "./grouped-digits";

describe("groupThousands", () => {
  it("groups thousands as Intl does in each language", () => {
    const numbers = [0, 7, 999, 1_000, 40_000, 123_456, 1_000_000, 98_765_432, 2 ** 53];
    for (const tag of Object.values(LOCALE_TAG)) {
      for (const n of numbers) expect(groupThousands(String(n)), `${n} ${tag}`).toBe(n.toLocaleString(tag));
    }
    expect(groupThousands("1234", "-$")).toBe("-$1,234");
  });
});
