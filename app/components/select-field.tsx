import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { FormEvent, ReactNode, Ref } from "react";
import { controlAria, FieldFrame } from "./fields";

export interface SelectFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  autoComplete: string;
  /** The empty first option's text, e.g. 'Select a state'. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  width?: "full" | "medium" | "short";
  onChange?: (event: FormEvent<HTMLSelectElement>) => void;
}

export function SelectField({
  meta,
  label,
  hint,
  autoComplete,
  placeholder,
  options,
  width = "medium",
  onChange,
}: SelectFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} width={width}>
      <SelectControl
        control={Object.assign(getSelectProps(meta, { ariaAttributes: false }), controlAria(meta, hint))}
        autoComplete={autoComplete}
        placeholder={placeholder}
        options={options}
        onChange={onChange}
      />
    </FieldFrame>
  );
}

/** A select's props from the form: no other key, so none can override the select's own (ADR 0141). */
export type SelectControlProps = ReturnType<typeof getSelectProps> & Partial<ReturnType<typeof controlAria>>;

/**
 * A select of ours: the form's props for it (`control`), an empty first option (`placeholder`) and
 * `options`. The date of birth's three selects use it too.
 */
export function SelectControl({
  control,
  selectRef,
  autoComplete,
  placeholder,
  options,
  onChange,
}: {
  control: SelectControlProps;
  selectRef?: Ref<HTMLSelectElement>;
  autoComplete: string;
  placeholder: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  onChange?: (event: FormEvent<HTMLSelectElement>) => void;
}) {
  return (
    <select
      className="field__input field__select"
      autoComplete={autoComplete}
      onChange={onChange}
      ref={selectRef}
      {...control}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
