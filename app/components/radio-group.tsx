import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldsetFrame } from "./fields";

// Apart from the text fields: the screens without radios do not load it (JS budget).

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
  const radios = getCollectionProps(meta, {
    type: "radio",
    options: options.map((option) => option.value),
    ariaAttributes: false,
  });
  return (
    <FieldsetFrame meta={meta} legend={legend} hint={hint}>
      <div className="radios">
        {radios.map(({ key, ...radio }, index) => {
          // An id may not hold the spaces or slashes values may; the fieldset says what is wrong (GOV.UK radios),
          // so no radio says 'invalid' without a reason.
          const id = index === 0 ? meta.id : `${meta.id}-${radio.value.replace(/[^A-Za-z0-9_-]/g, "-")}`;
          return (
            <div className="radio" key={key}>
              <input className="radio__input" {...radio} id={id} />
              <label className="radio__label" htmlFor={id}>
                {options[index]?.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
