import { dateTimeFormat } from "./intl-formats";

const MONTH_NAME = { month: "long", timeZone: "UTC" } as const;

// Apart from birth-date.ts: the date-of-birth selects load only this in the browser (ADR 0141).
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(month: number, year?: number): number {
  if (month === 2) return year === undefined || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function monthNames(localeTag = "en-US"): string[] {
  const format = dateTimeFormat(localeTag, MONTH_NAME);
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
}
