import { getSelectProps, type FieldMetadata } from "~/components/flow-form";
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { daysInMonth } from "~/domain/calendar";
import { FieldsetFrame, SelectControl, type SelectControlProps } from "./fields";
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
  /** The month names (monthNames), from the loader like the years: no JS module carries them (ADR 0141). */
  months: readonly string[];
}

/**
 * SPEC §5 date of birth: month, day and year selects in one fieldset, `bday-*` autocomplete. Without
 * JavaScript every day 1–31 is offered and the server rejects impossible dates. With JavaScript the
 * day list follows month and year, and a day the new month does not have is cleared (and said so),
 * also one chosen before the scripts ran (31 February, from the list of 31).
 */
export function DateOfBirthField({ legend, hint, fields, error, years, months }: DateOfBirthFieldProps) {
  const hydrated = useHydrated();
  const t = useT();
  const dayRef = useRef<HTMLSelectElement>(null);
  // The form's live values: what was chosen before the scripts ran counts too (ADR 0223).
  const month = String(fields.birthMonth.value ?? "");
  const day = String(fields.birthDay.value ?? "");
  const year = String(fields.birthYear.value ?? "");
  const [announcement, setAnnouncement] = useState("");
  const invalid = Boolean(error.errors?.length);

  const dayCount = (m: string, y: string) => (hydrated && m ? daysInMonth(Number(m), y ? Number(y) : undefined) : 31);

  /** SPEC: 'an invalid date is cleared': a day beyond the month's length is emptied, and said so. */
  const clearDay = (nextMonth: string, nextYear: string, count: number) => {
    const select = dayRef.current;
    if (!select) return;
    select.value = "";
    select.dispatchEvent(new Event("input", { bubbles: true }));
    select.dispatchEvent(new Event("change", { bubbles: true }));
    const monthName = months[Number(nextMonth) - 1] ?? "";
    setAnnouncement(
      nextYear
        ? t("form.dayClearedWithYear", { month: monthName, year: nextYear, count })
        : t("form.dayCleared", { month: monthName, count }),
    );
  };

  const follow = (nextMonth: string, nextYear: string) => {
    const count = dayCount(nextMonth, nextYear);
    if (dayRef.current && dayRef.current.value !== "" && Number(dayRef.current.value) > count) {
      clearDay(nextMonth, nextYear, count);
    } else {
      setAnnouncement("");
    }
  };

  const select = (meta: Meta) => {
    // The fieldset carries the hint and the error (GOV.UK date input); each select says it is invalid.
    return Object.assign(getSelectProps(meta), { "aria-invalid": invalid || undefined });
  };

  const days = dayCount(month, year);

  // A day chosen before the scripts ran that its month does not have (31 February) is no longer in
  // the list the switch renders: the form must forget it too, and the applicant hear why (ADR 0223).
  const dayGone = hydrated && day !== "" && Number(day) > days;
  useEffect(() => {
    if (dayGone) clearDay(month, year, days);
    // Once per such day: clearing it makes `day` empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dayGone]);

  return (
    <FieldsetFrame meta={error} legend={legend} hint={hint} className="dob">
      <div className="dob__parts">
        <DatePart
          part="month"
          label={t("form.month")}
          control={select(fields.birthMonth)}
          autoComplete="bday-month"
          options={months.map((name, index) => ({ value: pad(index + 1), label: name }))}
          onChange={(event) => {
            follow(event.currentTarget.value, year);
          }}
        />
        <DatePart
          part="day"
          label={t("form.day")}
          control={select(fields.birthDay)}
          selectRef={dayRef}
          autoComplete="bday-day"
          options={Array.from({ length: days }, (_, index) => ({ value: pad(index + 1), label: index + 1 }))}
          // A day chosen again answers the notice: it must not be found later by a reader browsing the page.
          onChange={() => setAnnouncement("")}
        />
        <DatePart
          part="year"
          label={t("form.year")}
          control={select(fields.birthYear)}
          autoComplete="bday-year"
          options={years.map((y) => ({ value: String(y), label: y }))}
          onChange={(event) => {
            follow(month, event.currentTarget.value);
          }}
        />
      </div>
      {/* In the page from the start, empty: a live region added together with its first words is often not read. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </FieldsetFrame>
  );
}

/** One select of the date: its label (also its empty option's text), autofill token and options. */
function DatePart({
  part,
  label,
  control,
  selectRef,
  autoComplete,
  options,
  onChange,
}: {
  part: "month" | "day" | "year";
  label: string;
  /** The select's props from the form (`id`, `name`, value, validity). */
  control: SelectControlProps;
  selectRef?: Ref<HTMLSelectElement>;
  autoComplete: string;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  onChange?: (event: FormEvent<HTMLSelectElement>) => void;
}) {
  return (
    <div className={`dob__part dob__part--${part}`}>
      <label className="dob__label" htmlFor={control.id}>
        {label}
      </label>
      <SelectControl
        control={control}
        selectRef={selectRef}
        autoComplete={autoComplete}
        placeholder={label}
        options={options}
        onChange={onChange}
      />
    </div>
  );
}
