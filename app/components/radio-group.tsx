import type { FieldMetadata } from "~/components/flow-form";
import type { ReactNode } from "react";
import { describedBy, fieldClass, FieldError, FieldHint } from "./fields";

// Apart from the text fields: the screens without radios (identity, payment) do not load it
// (JS budget, docs/performance.md).

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export function RadioGroup<T extends string>({
  meta,
  legend,
  options,
  hint,
}: {
  meta: FieldMetadata<T | undefined>;
  legend: ReactNode;
  options: RadioOption[];
  hint?: ReactNode;
}) {
  const invalid = Boolean(meta.errors?.length);
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : undefined;
  return (
    <div className={fieldClass(meta)}>
      <fieldset className="fieldset" aria-describedby={describedBy(meta, Boolean(hint))}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldHint id={meta.id} hint={hint} />
        <FieldError meta={meta} />
        <div className="radios">
          {options.map((option, index) => {
            // Values may hold spaces or slashes (e.g. withdrawal reasons); an id may not.
            const id = index === 0 ? meta.id : `${meta.id}-${option.value.replace(/[^A-Za-z0-9_-]/g, "-")}`;
            return (
              <div className="radio" key={option.value}>
                <input
                  className="radio__input"
                  type="radio"
                  id={id}
                  name={meta.name}
                  value={option.value}
                  defaultChecked={initial === option.value}
                  aria-invalid={invalid || undefined}
                />
                <label className="radio__label" htmlFor={id}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
