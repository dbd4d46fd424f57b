import type { FieldMetadata } from "@conform-to/react";
import type { ComponentType, FormEvent, ReactNode } from "react";
import { ADDRESS_LINE2_MAX, CITY_MAX, ZIP_MAX_LENGTH } from "~/domain/constants";
import { sanitizeAddressInput, sanitizeZipInput } from "~/domain/input-filters";
import { useT } from "~/i18n/use-t";
import type { AddressComboboxProps } from "./address-combobox";
import { TextField } from "./fields";
import { SelectField } from "./select-field";

type Meta = FieldMetadata<string | undefined>;

export interface AddressFieldsProps {
  legend: ReactNode;
  fields: { addressLine1: Meta; addressLine2: Meta; city: Meta; state: Meta; zipCode: Meta };
  section: "home" | "mailing" | "billing";
  line1Max: number;
  line1Hint?: ReactNode;
  /** Passed by the page, so pages without suggestions do not load the combobox (ADR 0141). */
  suggest?: ComponentType<AddressComboboxProps>;
  /** From the loader: no JS module carries the list. */
  stateOptions: ReadonlyArray<{ value: string; label: string }>;
}

export function AddressFields({
  legend,
  fields,
  section,
  line1Max,
  line1Hint,
  suggest: Suggest,
  stateOptions,
}: AddressFieldsProps) {
  const t = useT();
  const ac = (token: string) =>
    section === "billing" ? `billing ${token}` : section === "mailing" ? `shipping ${token}` : token;
  const line = (token: string, max: number) => ({
    autoComplete: ac(token),
    maxLength: max,
    onInput: (event: FormEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const cleaned = sanitizeAddressInput(input.value, max);
      if (cleaned !== input.value) input.value = cleaned;
    },
  });
  const line1 = {
    meta: fields.addressLine1,
    label: t("form.streetAddress"),
    hint: line1Hint,
    ...line("address-line1", line1Max),
  };
  return (
    <fieldset className="fieldset address">
      <legend className="fieldset__legend">{legend}</legend>
      {Suggest ? <Suggest fill={fields} {...line1} /> : <TextField {...line1} />}
      <TextField
        meta={fields.addressLine2}
        label={t("form.addressLine2")}
        width="short"
        {...line("address-line2", ADDRESS_LINE2_MAX)}
      />
      <TextField meta={fields.city} label={t("form.city")} width="medium" {...line("address-level2", CITY_MAX)} />
      <SelectField
        meta={fields.state}
        label={t("form.state")}
        autoComplete={ac("address-level1")}
        placeholder={t("form.selectState")}
        options={stateOptions}
      />
      <TextField
        meta={fields.zipCode}
        label={t("form.zipCode")}
        hint={t("form.zipHint")}
        autoComplete={ac("postal-code")}
        inputMode="numeric"
        maxLength={ZIP_MAX_LENGTH}
        width="short"
        onInput={(event) => {
          const input = event.currentTarget;
          const cleaned = sanitizeZipInput(input.value);
          if (cleaned !== input.value) input.value = cleaned;
        }}
      />
    </fieldset>
  );
}
