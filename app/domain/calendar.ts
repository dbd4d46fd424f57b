import { dateTimeFormat } from "./intl-formats";

const MONTH_NAME = { month: "long", timeZone: "UTC" } as const;

/**
 * Month lengths and names. Apart from birth-date.ts (the server's checks): the date-of-birth selects
 * use daysInMonth in the browser and load nothing else (ADR 0141).
 */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; with no year, February has 29 (the picker before a year is chosen). */
export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The twelve month names in a language ('en-US': January…; 'es-US': enero…), from Intl. */
export function monthNames(localeTag = "en-US"): string[] {
  const format = dateTimeFormat(localeTag, MONTH_NAME);
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}
