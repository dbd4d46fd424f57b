import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { daysInMonth } from "~/domain/calendar";
import { FieldsetFrame } from "./fields";
import { SelectControl, type SelectControlProps } from "./select-field";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

type Meta = FieldMetadata<string | undefined>;

export const DATE_OF_BIRTH_PARTS = ["birthMonth", "birthDay", "birthYear"] as const;

const pad = (n: number) => String(n).padStart(2, "0");

export interface DateOfBirthFieldProps {
  legend: ReactNode;
  hint?: ReactNode;
  fields: { birthMonth: Meta; birthDay: Meta; birthYear: Meta };
  error: Meta;
  years: readonly number[];
  /** From the loader like the years: no JS module carries them (ADR 0141). */
  months: readonly string[];
}

/** SPEC §5: without JavaScript every day 1–31 is offered and the server rejects impossible dates. */
export function DateOfBirthField({ legend, hint, fields, error, years, months }: DateOfBirthFieldProps) {
  const hydrated = useHydrated();
  const t = useT();
  const dayRef = useRef<HTMLSelectElement>(null);
  // The form's live values: what was chosen before the scripts ran counts too (ADR 0002).
  const month = String(fields.birthMonth.value ?? "");
  const day = String(fields.birthDay.value ?? "");
  const year = String(fields.birthYear.value ?? "");
  const [announcement, setAnnouncement] = useState("");

  // The fieldset says what is wrong (GOV.UK date input): a select saying 'invalid' without a reason says less.
  const select = (meta: Meta) => getSelectProps(meta, { ariaAttributes: false });

  const days = hydrated && month ? daysInMonth(Number(month), year ? Number(year) : undefined) : 31;

  // SPEC: 'an invalid date is cleared': a day the month does not have leaves the list and the form, and the
  // applicant hears why.
  const dayGone = hydrated && day !== "" && Number(day) > days;
  useEffect(() => {
    const daySelect = dayRef.current;
    if (!dayGone || !daySelect) return;
    daySelect.value = "";
    daySelect.dispatchEvent(new Event("input", { bubbles: true }));
    daySelect.dispatchEvent(new Event("change", { bubbles: true }));
    const monthName = months[Number(month) - 1] ?? "";
    setAnnouncement(
      year
        ? t("form.dayClearedWithYear", { month: monthName, year, count: days })
        : t("form.dayCleared", { month: monthName, count: days }),
    );
    // Once per such day: clearing it makes `day` empty.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dayGone]);
  // A new choice answers the notice: an old one must not be found later by a reader browsing the page.
  const answered = () => setAnnouncement("");

  return (
    <FieldsetFrame meta={error} legend={legend} hint={hint} className="dob">
      <div className="dob__parts">
        <DatePart
          part="month"
          label={t("form.month")}
          control={select(fields.birthMonth)}
          autoComplete="bday-month"
          options={months.map((name, index) => ({ value: pad(index + 1), label: name }))}
          onChange={answered}
        />
        <DatePart
          part="day"
          label={t("form.day")}
          control={select(fields.birthDay)}
          selectRef={dayRef}
          autoComplete="bday-day"
          options={Array.from({ length: days }, (_, index) => ({ value: pad(index + 1), label: index + 1 }))}
          onChange={answered}
        />
        <DatePart
          part="year"
          label={t("form.year")}
          control={select(fields.birthYear)}
          autoComplete="bday-year"
          options={years.map((y) => ({ value: String(y), label: y }))}
          onChange={answered}
        />
      </div>
      {/* In the page from the start, empty: a live region added together with its first words is often not read. */}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </FieldsetFrame>
  );
}

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
