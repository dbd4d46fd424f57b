import { daysInMonth, isLeapYear, monthNames } from "./calendar";
import { BIRTH_YEAR_SPAN, MINIMUM_AGE } from "./constants";
import { dateTimeFormat } from "./intl-formats";

const LONG_DATE = { dateStyle: "long", timeZone: "UTC" } as const;

export { daysInMonth, isLeapYear, monthNames };

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function isRealDate(d: CalendarDate): boolean {
  return (
    Number.isInteger(d.year) &&
    Number.isInteger(d.month) &&
    Number.isInteger(d.day) &&
    d.year >= 1 &&
    d.month >= 1 &&
    d.month <= 12 &&
    d.day >= 1 &&
    d.day <= daysInMonth(d.month, d.year)
  );
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Born on 29 February: a year older on 1 March in other years.
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  const hadBirthday = compareDates({ year: today.year, month: birth.month, day: birth.day }, today) <= 0;
  return hadBirthday ? years : years - 1;
}

export function birthYearOptions(today: Date): number[] {
  const latest = today.getFullYear() - MINIMUM_AGE;
  const earliest = today.getFullYear() - BIRTH_YEAR_SPAN;
  const years: number[] = [];
  for (let y = latest; y >= earliest; y--) years.push(y);
  return years;
}

export function formatDateOfBirth(d: CalendarDate): string {
  return `${String(d.month).padStart(2, "0")}/${String(d.day).padStart(2, "0")}/${String(d.year).padStart(4, "0")}`;
}

export function parseDateOfBirth(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const d = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDate(d) ? d : null;
}

export function formatDateLong(d: CalendarDate, localeTag = "en-US"): string {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
  date.setUTCFullYear(d.year);
  return dateTimeFormat(localeTag, LONG_DATE).format(date);
}
