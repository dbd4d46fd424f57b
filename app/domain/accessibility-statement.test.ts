import { describe, expect, it } from "vitest";
import { PREPARED_ON_ISO, preparedOnIn, telHref } from "./accessibility-statement";

describe("accessibility statement (OURS, ADR 0110)", () => {
  it("says when it was prepared as a long date in the reader's language, the same day everywhere", () => {
    expect(PREPARED_ON_ISO).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [year, month, day] = PREPARED_ON_ISO.split("-").map(Number) as [number, number, number];
    const monthName = (locale: string) =>
      new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(year, month - 1, 15));
    expect(preparedOnIn("en-US")).toBe(`${monthName("en-US")} ${day}, ${year}`);
    expect(preparedOnIn("es-US")).toBe(`${day} de ${monthName("es-US")} de ${year}`);
  });

  it("dials a phone number as digits, keeping a leading plus", () => {
    expect(telHref("1-800-555-0100")).toBe("tel:18005550100");
    expect(telHref("+1 (800) 555.0100")).toBe("tel:+18005550100");
    expect(telHref("")).toBe("tel:");
  });
});
