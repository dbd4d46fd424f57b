import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";
import { formatMoney } from "./offers";
import { formatEasternTime, formatIdleLimit } from "./time";

describe("Intl formatters", () => {
  it("are built once per language and options", () => {
    const options = { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" } as const;
    expect(dateTimeFormat("en-US", options)).toBe(dateTimeFormat("en-US", { ...options }));
    expect(dateTimeFormat("es-US", options)).not.toBe(dateTimeFormat("en-US", options));
    expect(numberFormat("en-US", { style: "unit", unit: "minute" })).toBe(
      numberFormat("en-US", { style: "unit", unit: "minute" }),
    );
    expect(numberFormat("en-US", { style: "unit", unit: "second" })).not.toBe(
      numberFormat("en-US", { style: "unit", unit: "minute" }),
    );
  });

  it("format as freshly built ones do", () => {
    const at = Date.UTC(2026, 10, 24, 15, 45);
    for (const tag of ["en-US", "es-US"]) {
      expect(formatEasternTime(at, tag)).toBe(
        `${new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" }).format(at)} ET`,
      );
      expect(formatIdleLimit(900_000, tag)).toBe(
        new Intl.NumberFormat(tag, { style: "unit", unit: "minute", unitDisplay: "long" }).format(15),
      );
    }
    expect(formatMoney(1250)).toBe("$1,250");
    expect(formatMoney(1250.5)).toBe("$1,250.50");
  });
});
