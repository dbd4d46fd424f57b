import { describe, expect, it } from "vitest";
import {
  ageOn,
  birthYearOptions,
  calendarDateOf,
  daysInMonth,
  formatDateOfBirth,
  isLeapYear,
  isRealDate,
  parseDateOfBirth,
} from "./birth-date";
import { checkBirthDate } from "./birth-date-check";
import { MSG_KEY } from "./messages";

const today = new Date(2026, 5, 15); // 15 June 2026
const dob = (m: string, d: string, y: string) => checkBirthDate({ birthMonth: m, birthDay: d, birthYear: y }, today);

/** One test per month/day/year row: each is refused with `message`. */
function itRefuses(title: string, message: string, rows: Array<[string, string, string]>) {
  it.each(rows)(title, (m, d, y) => {
    expect(dob(m, d, y)).toEqual({ ok: false, message });
  });
}

describe("date of birth (SPEC §5: at least 18 years ago, a real date)", () => {
  it("accepts someone who turns 18 today", () => {
    expect(dob("6", "15", "2008")).toEqual({
      ok: true,
      date: { year: 2008, month: 6, day: 15 },
      dateOfBirth: "06/15/2008",
    });
  });
  it("rejects someone who turns 18 tomorrow", () => {
    expect(dob("06", "16", "2008")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthTooYoung });
  });
  it("accepts someone who turned 18 yesterday", () => {
    expect(dob("06", "14", "2008")).toMatchObject({ ok: true, dateOfBirth: "06/14/2008" });
  });
  it("rejects an impossible date (30 February) and 29 February in a common year", () => {
    expect(dob("2", "30", "1990")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthInvalid });
    expect(dob("2", "29", "1990")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthInvalid });
    expect(dob("2", "29", "1992")).toMatchObject({ ok: true, dateOfBirth: "02/29/1992" });
  });
  it("accepts the first and last day of the year (1 January, 31 December)", () => {
    expect(dob("1", "1", "1990")).toMatchObject({ ok: true, dateOfBirth: "01/01/1990" });
    expect(dob("12", "31", "1990")).toMatchObject({ ok: true, dateOfBirth: "12/31/1990" });
  });
  // The selects post a month and a day of one or two digits and a four-digit year; anything else was
  // not chosen from them, even when it reads as a number.
  it.each([
    ["012", "15", "1990", "a three-digit month"],
    ["1e1", "15", "1990", "a month in exponent form"],
    ["06", "015", "1990", "a three-digit day"],
    ["06", "1e1", "1990", "a day in exponent form"],
    ["06", "15", "01990", "a five-digit year"],
    ["06", "15", "1990.0", "a year with decimals"],
  ])("rejects %j / %j / %j (%s) as not a real date", (m, d, y) => {
    expect(dob(m, d, y)).toEqual({ ok: false, message: MSG_KEY.dateOfBirthInvalid });
  });
  itRefuses("requires all three selects (%j %j %j)", MSG_KEY.dateOfBirthRequired, [
    ["", "1", "1990"],
    ["1", "", "1990"],
    ["1", "1", ""],
    [" ", "1", "1990"],
  ]);
  it("treats missing parts as required", () => {
    expect(checkBirthDate({}, today)).toEqual({ ok: false, message: MSG_KEY.dateOfBirthRequired });
    expect(checkBirthDate({ birthMonth: null, birthDay: null, birthYear: null }, today)).toEqual({
      ok: false,
      message: MSG_KEY.dateOfBirthRequired,
    });
  });
  itRefuses("rejects %j/%j/%j as not a real date", MSG_KEY.dateOfBirthInvalid, [
    ["13", "1", "1990"],
    ["0", "1", "1990"],
    ["1", "0", "1990"],
    ["1", "32", "1990"],
    ["4", "31", "1990"],
    ["x", "1", "1990"],
    ["1", "1", "90"],
    ["1", "1", "19900"],
    ["1", "1", "2027"],
    ["123", "1", "1990"],
  ]);
  it("takes today as a real date of birth (too young), not as one in the future", () => {
    expect(dob("6", "15", "2026")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthTooYoung });
  });
  it("rejects a date after today as not real, and a year before the oldest offered", () => {
    expect(dob("6", "16", "2026")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthInvalid });
    expect(dob("12", "31", "1905")).toEqual({ ok: false, message: MSG_KEY.dateOfBirthInvalid });
    expect(dob("1", "1", "1906")).toMatchObject({ ok: true });
  });
  it("someone born on 29 February turns 18 on 1 March in a common year", () => {
    const born = { birthMonth: "2", birthDay: "29", birthYear: "2008" };
    expect(checkBirthDate(born, new Date(2026, 1, 28))).toEqual({ ok: false, message: MSG_KEY.dateOfBirthTooYoung });
    expect(checkBirthDate(born, new Date(2026, 2, 1))).toMatchObject({ ok: true });
  });
});

describe("picker helpers", () => {
  it("the latest birth year is 18 years ago, newest first, 103 years long", () => {
    const years = birthYearOptions(today);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1906);
    expect(years).toHaveLength(103);
  });
  it.each([
    [1, 2025, 31],
    [2, 2023, 28],
    [2, 2024, 29],
    [2, 1900, 28],
    [2, 2000, 29],
    [2, undefined, 29],
    [4, 2025, 30],
    [6, 2025, 30],
    [9, 2025, 30],
    [11, 2025, 30],
    [12, 2025, 31],
  ])("month %i of %s has %i days", (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
  it("leap years", () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
  });
  it("isRealDate rejects non-integers", () => {
    expect(isRealDate({ year: 2000, month: 1.5, day: 1 })).toBe(false);
    expect(isRealDate({ year: 0, month: 1, day: 1 })).toBe(false);
  });
  it("ageOn counts whole years", () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2026, month: 6, day: 14 })).toBe(25);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2026, month: 6, day: 15 })).toBe(26);
  });
  it("formats and parses MM/DD/YYYY", () => {
    expect(formatDateOfBirth({ year: 1990, month: 1, day: 2 })).toBe("01/02/1990");
    expect(parseDateOfBirth("01/02/1990")).toEqual({ year: 1990, month: 1, day: 2 });
    expect(parseDateOfBirth("02/30/1990")).toBeNull();
    expect(parseDateOfBirth("1/2/1990")).toBeNull();
    expect(parseDateOfBirth(" 12/31/1990 ")).toEqual({ year: 1990, month: 12, day: 31 });
    expect(parseDateOfBirth("01/02/19901")).toBeNull();
    expect(parseDateOfBirth("101/02/1990")).toBeNull();
    expect(parseDateOfBirth("13/01/1990")).toBeNull();
    expect(parseDateOfBirth("01/01/0000")).toBeNull();
    expect(parseDateOfBirth("01/01/0001")).toEqual({ year: 1, month: 1, day: 1 });
    expect(formatDateOfBirth({ year: 1, month: 1, day: 1 })).toBe("01/01/0001");
    expect(calendarDateOf(today)).toEqual({ year: 2026, month: 6, day: 15 });
  });
});

describe("showing a date of birth", () => {
  it("reads as 'Month D, YYYY'", async () => {
    const { formatDateLong, monthNames } = await import("./birth-date");
    expect(formatDateLong({ year: 1990, month: 3, day: 7 })).toBe("March 7, 1990");
    expect(formatDateLong({ year: 2000, month: 12, day: 31 })).toBe("December 31, 2000");
    expect(monthNames()).toHaveLength(12);
  });
});
