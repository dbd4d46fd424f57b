import { BIRTH_YEAR_SPAN, MINIMUM_AGE } from "./constants";
import { MSG_KEY } from "./messages";
import { ageOn, calendarDateOf, compareDates, formatDateOfBirth, isRealDate, type CalendarDate } from "./birth-date";

// Apart from birth-date.ts so the screen's selects do not carry the messages (ADR 0002).

export interface BirthDateParts {
  birthMonth?: string | null;
  birthDay?: string | null;
  birthYear?: string | null;
}

export type BirthDateResult = { ok: true; date: CalendarDate; dateOfBirth: string } | { ok: false; message: string };

function part(value: string | null | undefined, digits: RegExp): number | null | undefined {
  const v = (value ?? "").trim();
  if (v === "") return undefined;
  return digits.test(v) ? Number(v) : null;
}

export function checkBirthDate(parts: BirthDateParts, today: Date): BirthDateResult {
  const month = part(parts.birthMonth, /^\d{1,2}$/);
  const day = part(parts.birthDay, /^\d{1,2}$/);
  const year = part(parts.birthYear, /^\d{4}$/);
  if (month === undefined || day === undefined || year === undefined) {
    return { ok: false, message: MSG_KEY.dateOfBirthRequired };
  }
  if (month === null || day === null || year === null) return { ok: false, message: MSG_KEY.dateOfBirthInvalid };
  const date = { year, month, day };
  const now = calendarDateOf(today);
  if (!isRealDate(date) || year < now.year - BIRTH_YEAR_SPAN || compareDates(date, now) > 0) {
    return { ok: false, message: MSG_KEY.dateOfBirthInvalid };
  }
  if (ageOn(date, now) < MINIMUM_AGE) return { ok: false, message: MSG_KEY.dateOfBirthTooYoung };
  return { ok: true, date, dateOfBirth: formatDateOfBirth(date) };
}
