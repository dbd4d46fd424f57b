import { describe, expect, it, vi } from "vitest";
import { LOCALE_TAG } from "~/i18n/locales";
import { clockText, localClockText, zoneLabel } from "./local-clock";

const TAGS = Object.values(LOCALE_TAG);

/** A zone's offset at an instant, minutes east of UTC, from Intl's 'GMT-08:00'. */
function offsetAt(timeZone: string, at: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? "");
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}
const intlShortName = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;

/** The zones of the US and its territories with a zone name of their own (Adak aside: HST/HDT here). */
const US_ZONES = new Set([
  "America/New_York",
  "America/Detroit",
  "America/Kentucky/Louisville",
  "America/Indiana/Indianapolis",
  "America/Chicago",
  "America/Indiana/Knox",
  "America/Menominee",
  "America/North_Dakota/Center",
  "America/Denver",
  "America/Boise",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "America/Juneau",
  "America/Sitka",
  "America/Nome",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
  "America/St_Thomas",
]);

describe("clockText", () => {
  it("writes each minute of a day as Intl's hour-and-minute clock does, in each language", () => {
    for (const tag of TAGS) {
      const intl = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
      for (let minute = 0; minute < 24 * 60; minute++) {
        const hours = Math.floor(minute / 60);
        expect(clockText(hours, minute % 60, tag), `${minute} ${tag}`).toBe(
          intl.format(Date.UTC(2026, 0, 1, hours, minute % 60)),
        );
      }
    }
  });
});

describe("zoneLabel", () => {
  // Where the offsets alone cannot tell Intl's name: Adak's Hawaii-Aleutian time (HST and HDT, the
  // US government's own abbreviations), UTC (GMT, the same offset), and places outside the US whose
  // offsets are a US zone's (named by that zone; the time is still the reader's own).
  const OWN_NAMES: Record<string, [string, string]> = {
    "America/Adak": ["HST", "HDT"],
    UTC: ["GMT", "GMT"],
    "America/Bogota": ["GMT-5", "GMT-5"],
    "America/Caracas": ["AST", "AST"],
    "America/Havana": ["EST", "EDT"],
  };

  it("names US zones and writes others as Intl does in en-US", () => {
    const zones = [
      ...US_ZONES,
      "America/Halifax",
      "America/Tijuana",
      "Europe/London",
      "Europe/Madrid",
      "Europe/Kyiv",
      "Asia/Kolkata",
      "Asia/Kathmandu",
      "Asia/Tokyo",
      "Australia/Sydney",
      "Australia/Adelaide",
      "America/Santiago",
      "America/Sao_Paulo",
      "America/St_Johns",
      "Pacific/Guam",
      "Pacific/Pago_Pago",
      "Atlantic/Reykjavik",
      "Africa/Lagos",
      "Pacific/Chatham",
      ...Object.keys(OWN_NAMES),
    ];
    // Winter, summer, and either side of 2026's US clock changes (8 March, 1 November, 2:00 local).
    const instants = [
      Date.UTC(2026, 0, 15, 18),
      Date.UTC(2026, 6, 15, 18),
      Date.UTC(2026, 2, 8, 6),
      Date.UTC(2026, 2, 8, 8),
      Date.UTC(2026, 10, 1, 5),
      Date.UTC(2026, 10, 1, 7),
    ];
    for (const zone of zones) {
      const january = offsetAt(zone, Date.UTC(2026, 0, 1, 12));
      const july = offsetAt(zone, Date.UTC(2026, 6, 1, 12));
      for (const at of instants) {
        const now = offsetAt(zone, at);
        const own = OWN_NAMES[zone];
        const expected = own ? own[now === january ? 0 : 1] : intlShortName(zone, at);
        expect(zoneLabel(now, january, july), `${zone} ${new Date(at).toISOString()}`).toBe(expected);
      }
    }
  });
});

describe("localClockText", () => {
  it("states an instant in the reader's own zone, as Intl does, in each language", () => {
    const zoneBefore = process.env.TZ;
    try {
      for (const zone of [
        "America/Los_Angeles",
        "America/New_York",
        "America/Phoenix",
        "Pacific/Honolulu",
        "Asia/Kolkata",
      ]) {
        process.env.TZ = zone;
        for (const at of [
          Date.UTC(2026, 0, 15, 18, 5),
          Date.UTC(2026, 6, 15, 23, 59),
          Date.UTC(2026, 10, 24, 15, 45),
        ]) {
          for (const tag of ["en-US", "es-US"]) {
            const intl = new Intl.DateTimeFormat(tag, {
              hour: "numeric",
              minute: "2-digit",
              timeZoneName: "short",
              timeZone: zone,
            });
            expect(localClockText(at, tag), `${zone} ${at} ${tag}`).toBe(intl.format(at));
          }
        }
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });
});

describe("localClockText in every zone Intl knows", () => {
  /** The offset a label names: 'GMT', 'GMT-3:30', or a US zone's letters with ST or DT. */
  function offsetNamed(label: string): number | null {
    const gmt = /^GMT(?:([+-])(\d{1,2})(?::(\d\d))?)?$/.exec(label);
    if (gmt) return gmt[1] ? (gmt[1] === "-" ? -1 : 1) * (Number(gmt[2]) * 60 + Number(gmt[3] ?? 0)) : 0;
    const us = /^(A|E|C|M|P|AK|H)([SD])T$/.exec(label);
    if (!us) return null;
    const standard = { A: -240, E: -300, C: -360, M: -420, P: -480, AK: -540, H: -600 }[us[1] as "A"];
    return standard + (us[2] === "D" ? 60 : 0);
  }

  it("states the reader's own time, names a zone only by its true offset, and US zones as Intl does", () => {
    const zoneBefore = process.env.TZ;
    // Each month's middle, and either side of 2026's US, European and southern clock changes.
    const instants = [
      ...Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 15, 18, 5)),
      Date.UTC(2026, 2, 8, 6, 59),
      Date.UTC(2026, 2, 8, 10, 1),
      Date.UTC(2026, 10, 1, 5, 59),
      Date.UTC(2026, 10, 1, 9, 1),
      Date.UTC(2026, 2, 29, 0, 59),
      Date.UTC(2026, 2, 29, 1, 1),
      Date.UTC(2026, 3, 5, 2, 59),
      Date.UTC(2026, 9, 4, 2, 1),
    ];
    const zones = Intl.supportedValuesOf("timeZone");
    expect(zones.length).toBeGreaterThan(400);
    try {
      for (const zone of zones) {
        process.env.TZ = zone;
        const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: zone });
        for (const at of instants) {
          const text = localClockText(at, "en-US");
          const where = `${zone} ${new Date(at).toISOString()}: ${text}`;
          expect(text.startsWith(`${time.format(at)} `), where).toBe(true);
          const label = text.slice(time.format(at).length + 1);
          expect(offsetNamed(label), where).toBe(offsetAt(zone, at));
          if (US_ZONES.has(zone)) expect(label, where).toBe(intlShortName(zone, at));
        }
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });

  it("does not call Intl", () => {
    const dateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
    const localeTime = vi.spyOn(Date.prototype, "toLocaleTimeString");
    const localeString = vi.spyOn(Date.prototype, "toLocaleString");
    try {
      for (const tag of ["en-US", "es-US"]) localClockText(Date.UTC(2026, 6, 4, 16, 30), tag);
      expect(dateTimeFormat).not.toHaveBeenCalled();
      expect(localeTime).not.toHaveBeenCalled();
      expect(localeString).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
