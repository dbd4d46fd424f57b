import { describe, expect, it, vi } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats";
import { formatEasternTime, formatIdleLimit } from "./time";

/** `format` of Intl's formatters is a getter (it returns the bound function), typed as a method. */
type FormatGetter = { format: object };

describe("Intl formatters", () => {
  it("are built once per language and options", () => {
    const clock = { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" } as const;
    const minutes = { style: "unit", unit: "minute" } as const;
    const seconds = { style: "unit", unit: "second" } as const;
    expect(dateTimeFormat("en-US", clock)).toBe(dateTimeFormat("en-US", clock));
    expect(dateTimeFormat("es-US", clock)).not.toBe(dateTimeFormat("en-US", clock));
    expect(dateTimeFormat("es-US", clock).resolvedOptions().locale).toBe("es-US");
    expect(numberFormat("en-US", minutes)).toBe(numberFormat("en-US", minutes));
    expect(numberFormat("en-US", seconds)).not.toBe(numberFormat("en-US", minutes));
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
  });

  it("give each minute's clock text, kept for that minute only, in each language", () => {
    const fresh = (ms: number, tag: string) =>
      `${new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "America/New_York" }).format(ms)} ET`;
    // Seconds across a minute's end, a day's end in New York, and both clock changes of 2026.
    const starts = [
      Date.UTC(2026, 10, 24, 15, 44, 58),
      Date.UTC(2026, 10, 25, 4, 59, 58),
      Date.UTC(2026, 2, 8, 6, 59, 58),
      Date.UTC(2026, 10, 1, 5, 59, 58),
    ];
    for (const start of starts) {
      for (let ms = start; ms < start + 4_000; ms += 250) {
        for (const tag of ["en-US", "es-US", "en-US"])
          expect(formatEasternTime(ms, tag), `${ms} ${tag}`).toBe(fresh(ms, tag));
      }
    }
    // Back to an earlier minute: its own text, not the last one kept.
    expect(formatEasternTime(starts[0]!, "en-US")).toBe(fresh(starts[0]!, "en-US"));
  });

  it("give each idle limit its own text in each language", () => {
    for (const [ms, tag, text] of [
      [900_000, "en-US", "15 minutes"],
      [45_000, "en-US", "45 seconds"],
      [900_000, "es-US", "15 minutos"],
      [60_000, "en-US", "1 minute"],
      [900_000, "en-US", "15 minutes"],
    ] as const) {
      expect(formatIdleLimit(ms, tag)).toBe(text);
    }
    for (let minutes = 1; minutes <= 100; minutes++)
      expect(formatIdleLimit(minutes * 60_000)).toBe(`${minutes} minute${minutes > 1 ? "s" : ""}`);
  });

  it("format a minute's clock and a limit once, not on every page", () => {
    const clock = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as FormatGetter, "format", "get");
    const number = vi.spyOn(Intl.NumberFormat.prototype as unknown as FormatGetter, "format", "get");
    try {
      const start = Date.UTC(2026, 5, 1, 12, 30);
      for (let ms = start; ms < start + 60_000; ms += 600) formatEasternTime(ms, "en-US");
      expect(clock).toHaveBeenCalledTimes(1);
      formatEasternTime(start + 60_000, "en-US");
      expect(clock).toHaveBeenCalledTimes(2);
      for (let i = 0; i < 100; i++) formatIdleLimit(1_140_000, "es-US");
      expect(number).toHaveBeenCalledTimes(1);
    } finally {
      clock.mockRestore();
      number.mockRestore();
    }
  });
});
