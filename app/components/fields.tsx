import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { NAME_COMBINED_MAX, NAME_MAX_LENGTH } from "~/domain/constants";
import { sanitizeNameInput } from "~/domain/input-filters";
import type { FormEvent, ReactNode } from "react";
import { useT } from "~/i18n/use-t";

export function describedBy(meta: FieldMetadata<unknown>, hint: boolean) {
  const ids = [hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * What every field's control carries besides Conform's props (asked for without their aria, and
 * without `required` or `pattern`: useScreenForm leaves them out of the constraint): whether it is
 * invalid, and the ids of its hint, then its error (GOV.UK's order).
 */
export function controlAria(meta: FieldMetadata<unknown>, hint: unknown) {
  return {
    "aria-invalid": meta.errors?.length ? true : undefined,
    "aria-describedby": describedBy(meta, Boolean(hint)),
  };
}

/** The class of a field's wrapper: `field`, plus `field--error` while it shows an error. */
export function fieldClass(meta: FieldMetadata<unknown>, extra = "") {
  return `field${extra}${meta.errors?.length ? " field--error" : ""}`;
}

/** The hint under a label or legend; its id is what `aria-describedby` names. */
export function FieldHint({
  id,
  hint,
  className = "field__hint",
}: {
  id: string;
  hint?: ReactNode;
  className?: string;
}) {
  if (!hint) return null;
  return (
    <p className={className} id={`${id}-hint`}>
      {hint}
    </p>
  );
}

/**
 * The one wrapper of a labelled field: label, hint, inline error, then the control (input, select
 * or combobox) in `field__control` of the given width, or in `controlClass`.
 */
export function FieldFrame({
  meta,
  label,
  hint,
  width = "full",
  extraClass,
  controlClass,
  children,
  after,
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  width?: "full" | "medium" | "short";
  extraClass?: string;
  controlClass?: string;
  children: ReactNode;
  /** What follows the control inside the wrapper (e.g. a live region). */
  after?: ReactNode;
}) {
  return (
    <div className={fieldClass(meta, extraClass)}>
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <FieldHint id={meta.id} hint={hint} />
      <FieldError meta={meta} />
      <div className={controlClass ?? `field__control field__control--${width}`}>{children}</div>
      {after}
    </div>
  );
}

/**
 * The wrapper of a question answered by a group of controls (radios, the date's selects): the
 * fieldset's legend, hint and inline error, then the controls; the fieldset carries the description.
 */
export function FieldsetFrame({
  meta,
  legend,
  hint,
  className,
  children,
}: {
  meta: FieldMetadata<unknown>;
  legend: ReactNode;
  hint?: ReactNode;
  /** Added to `fieldset`, e.g. 'dob'. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={fieldClass(meta)}>
      <fieldset
        className={className ? `fieldset ${className}` : "fieldset"}
        aria-describedby={describedBy(meta, Boolean(hint))}
      >
        <legend className="fieldset__legend">{legend}</legend>
        <FieldHint id={meta.id} hint={hint} />
        <FieldError meta={meta} />
        {children}
      </fieldset>
    </div>
  );
}

export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  const t = useT();
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="field__error">
      <span className="visually-hidden">{t("errors.titlePrefix")}</span>
      {meta.errors[0]}
    </p>
  );
}

export interface TextFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
  prefix?: string;
  width?: "full" | "medium" | "short";
  spellCheck?: boolean;
  autoCapitalize?: string;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  onCopy?: (event: FormEvent<HTMLInputElement>) => void;
  onPaste?: (event: FormEvent<HTMLInputElement>) => void;
  onCut?: (event: FormEvent<HTMLInputElement>) => void;
}

export function TextField({ meta, label, hint, type = "text", prefix, width = "full", ...rest }: TextFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} width={width}>
      {prefix ? (
        <span className="field__prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input
        className="field__input"
        {...getInputProps(meta, { type, ariaAttributes: false })}
        {...controlAria(meta, hint)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  meta: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  /** Not available yet (e.g. terms until e-sign consent, with JS only). */
  disabled?: boolean;
}

export function CheckboxField({ meta, label, hint, disabled }: CheckboxFieldProps) {
  return (
    <div className={fieldClass(meta)}>
      <FieldError meta={meta} />
      <div className="checkbox">
        <input
          className="checkbox__input"
          {...getInputProps(meta, { type: "checkbox", ariaAttributes: false })}
          {...controlAria(meta, hint)}
          disabled={disabled || undefined}
        />
        <label className="checkbox__label" htmlFor={meta.id}>
          {label}
        </label>
      </div>
      <FieldHint id={meta.id} hint={hint} className="field__hint checkbox__hint" />
    </div>
  );
}

/** A dollar amount: '$' prefix, numeric keyboard with decimals, no type=number (ARCHITECTURE). */
export function MoneyField(
  props: Omit<TextFieldProps, "type" | "inputMode" | "prefix" | "autoComplete"> & { autoComplete?: string },
) {
  return (
    <TextField
      type="text"
      inputMode="numeric"
      prefix="$"
      {...props}
      autoComplete={props.autoComplete ?? "off"}
      width={props.width ?? "short"}
    />
  );
}

/** SPEC §5: in name fields, characters other than letters, spaces, periods and hyphens are removed as typed. */
export function stripNameAsTyped({ currentTarget: input }: FormEvent<HTMLInputElement>) {
  const cleaned = sanitizeNameInput(input.value);
  if (cleaned !== input.value) input.value = cleaned;
}

/** First and last name (SPEC §5: letters, spaces, periods and hyphens; others removed as typed). */
export function NameFields({ first, last }: { first: TextFieldProps["meta"]; last: TextFieldProps["meta"] }) {
  const t = useT();
  const common = { maxLength: NAME_MAX_LENGTH, width: "medium", onInput: stripNameAsTyped } as const;
  return (
    <>
      <TextField meta={first} label={t("form.firstName")} autoComplete="given-name" {...common} />
      <TextField
        meta={last}
        label={t("form.lastName")}
        hint={t("form.lastNameHint", { max: NAME_COMBINED_MAX })}
        autoComplete="family-name"
        {...common}
      />
    </>
  );
}
