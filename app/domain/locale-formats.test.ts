import { describe, expect, it } from "vitest";
import { formatDateLong, monthNames } from "./birth-date";
import { formatMoney } from "./offers";
import { formatSubmittedDate } from "./status-screens";
import { formatEasternTime, formatIdleLimit } from "./time";

/** Issue 16: dates and times in the reader's language through Intl; English unchanged. */
describe("dates and times per language", () => {
  it("names the months in English and in US Spanish", () => {
    expect(monthNames()).toHaveLength(12);
    expect(monthNames()[0]).toBe("January");
    expect(monthNames("es-US")[0]).toBe("enero");
    expect(monthNames("es-US")[11]).toBe("diciembre");
  });

  it("shows a date of birth the way each language writes it", () => {
    expect(formatDateLong({ month: 3, day: 7, year: 1990 })).toBe("March 7, 1990");
    expect(formatDateLong({ month: 3, day: 7, year: 1990 }, "es-US")).toBe("7 de marzo de 1990");
  });

  it("keeps US Eastern time in both languages", () => {
    const tenFortyFive = Date.UTC(2026, 0, 15, 15, 45);
    expect(formatEasternTime(tenFortyFive)).toBe("10:45 AM ET");
    expect(formatEasternTime(tenFortyFive, "es-US")).toMatch(/^10:45\sa\.\s?m\. ET$/);
  });

  it("states the idle limit in the reader's language", () => {
    expect(formatIdleLimit(15 * 60_000)).toBe("15 minutes");
    expect(formatIdleLimit(45_000)).toBe("45 seconds");
    expect(formatIdleLimit(60_000)).toBe("1 minute");
    expect(formatIdleLimit(15 * 60_000, "es-US")).toBe("15 minutos");
    expect(formatIdleLimit(45_000, "es-US")).toBe("45 segundos");
  });

  it("dates a submitted application in the reader's language", () => {
    expect(formatSubmittedDate("2025-01-03T15:00:00Z")).toBe("Jan 3, 2025");
    expect(formatSubmittedDate("2025-01-03T15:00:00Z", "es-US")).toBe("3 de enero de 2025");
  });

  it("writes dollars as both languages do (dollars-text.test.ts compares every kind of amount with Intl)", () => {
    expect(formatMoney(1250)).toBe("$1,250");
    expect(formatMoney(1250.5)).toBe("$1,250.50");
    expect(
      new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(25.5),
    ).toBe(formatMoney(25.5));
  });
});
