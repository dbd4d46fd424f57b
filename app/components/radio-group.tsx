import type { FieldMetadata } from "~/components/flow-form";
import type { ReactNode } from "react";
import { FieldsetFrame } from "./fields";

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
    <FieldsetFrame meta={meta} legend={legend} hint={hint}>
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
    </FieldsetFrame>
  );
}
