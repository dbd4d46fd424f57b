import { getSelectProps, type FieldMetadata } from "~/components/flow-form";
import { useRef, useState, type ReactNode } from "react";
import { daysInMonth } from "~/domain/calendar";
import { describedBy, fieldClass, FieldError, FieldHint } from "./fields";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

type Meta = FieldMetadata<string | undefined>;

const pad = (n: number) => String(n).padStart(2, "0");

export interface DateOfBirthFieldProps {
  legend: ReactNode;
  hint?: ReactNode;
  fields: { birthMonth: Meta; birthDay: Meta; birthYear: Meta };
  /** Where the schema reports date problems (the three selects together). */
  error: Meta;
  /** The year options, newest first (the newest is 18 years ago). */
  years: readonly number[];
  /** The month names (MONTH_NAMES), from the loader like the years: no JS module carries them (ADR 0141). */
  months: readonly string[];
}

/**
 * SPEC §5 date of birth: month, day and year selects in one fieldset, `bday-*` autocomplete. Without
 * JavaScript every day 1–31 is offered and the server rejects impossible dates. With JavaScript the
 * day list follows month and year, and a day the new month does not have is cleared (and said so).
 */
export function DateOfBirthField({ legend, hint, fields, error, years, months }: DateOfBirthFieldProps) {
  const hydrated = useHydrated();
  const t = useT();
  const dayRef = useRef<HTMLSelectElement>(null);
  const [month, setMonth] = useState(() => String(fields.birthMonth.initialValue ?? ""));
  const [year, setYear] = useState(() => String(fields.birthYear.initialValue ?? ""));
  const [announcement, setAnnouncement] = useState("");
  const invalid = Boolean(error.errors?.length);

  const dayCount = (m: string, y: string) => (hydrated && m ? daysInMonth(Number(m), y ? Number(y) : undefined) : 31);

  /** SPEC: 'an invalid date is cleared': a day beyond the new month's length is emptied. */
  const follow = (nextMonth: string, nextYear: string) => {
    const day = dayRef.current;
    const count = dayCount(nextMonth, nextYear);
    if (day && day.value !== "" && Number(day.value) > count) {
      day.value = "";
      day.dispatchEvent(new Event("input", { bubbles: true }));
      day.dispatchEvent(new Event("change", { bubbles: true }));
      const month = months[Number(nextMonth) - 1] ?? "";
      setAnnouncement(
        nextYear
          ? t("form.dayClearedWithYear", { month, year: nextYear, count })
          : t("form.dayCleared", { month, count }),
      );
    } else {
      setAnnouncement("");
    }
  };

  const select = (meta: Meta) => {
    const { key: _key, ...props } = getSelectProps(meta, { ariaDescribedBy: undefined });
    // The fieldset carries the hint and the error (GOV.UK date input); each select says it is invalid.
    return { ...props, required: undefined, "aria-invalid": invalid || undefined, "aria-describedby": undefined };
  };

  const days = dayCount(month, year);

  return (
    <div className={fieldClass(error)}>
      <fieldset className="fieldset dob" aria-describedby={describedBy(error, Boolean(hint))}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldHint id={error.id} hint={hint} />
        <FieldError meta={error} />
        <div className="dob__parts">
          <div className="dob__part dob__part--month">
            <label className="dob__label" htmlFor={fields.birthMonth.id}>
              {t("form.month")}
            </label>
            <select
              {...select(fields.birthMonth)}
              className="field__input field__select"
              autoComplete="bday-month"
              onChange={(event) => {
                setMonth(event.currentTarget.value);
                follow(event.currentTarget.value, year);
              }}
            >
              <option value="">{t("form.month")}</option>
              {months.map((name, index) => (
                <option key={name} value={pad(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="dob__part dob__part--day">
            <label className="dob__label" htmlFor={fields.birthDay.id}>
              {t("form.day")}
            </label>
            <select
              {...select(fields.birthDay)}
              ref={dayRef}
              className="field__input field__select"
              autoComplete="bday-day"
            >
              <option value="">{t("form.day")}</option>
              {Array.from({ length: days }, (_, index) => (
                <option key={index + 1} value={pad(index + 1)}>
                  {index + 1}
                </option>
              ))}
            </select>
          </div>
          <div className="dob__part dob__part--year">
            <label className="dob__label" htmlFor={fields.birthYear.id}>
              {t("form.year")}
            </label>
            <select
              {...select(fields.birthYear)}
              className="field__input field__select"
              autoComplete="bday-year"
              onChange={(event) => {
                setYear(event.currentTarget.value);
                follow(month, event.currentTarget.value);
              }}
            >
              <option value="">{t("form.year")}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>
        {hydrated ? (
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
