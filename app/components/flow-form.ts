import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { pageEnhanced } from "./hydrated";

/**
 * The small part of Conform's client API the screens use (field metadata and the props helpers),
 * without zod or Conform in the browser (ADR 0002). The server still validates every post with the
 * shared zod schemas through Conform and hands back its `SubmissionResult`; this renders it.
 */

/** What the server's `submission.reply()` carries (Conform's SubmissionResult, structurally). */
export interface FlowFormResult {
  status?: "success" | "error";
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
}

/** HTML constraint attributes of a field, as Conform's getZodConstraint derives them on the server. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
}

/** Each field's constraint, by name: the names type the screen's `fields`. */
export type FormConstraint<Name extends string = string> = { [K in Name]?: FieldConstraint };

/** A field's metadata: ids, initial and live value, the server's messages and its constraint. */
export interface FieldMetadata<_Value = unknown> extends FieldConstraint {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  descriptionId: string;
  initialValue: unknown;
  value: unknown;
  errors: string[] | undefined;
}

export interface FormMetadata {
  id: string;
  noValidate: true;
  errors: string[] | undefined;
  allErrors: Record<string, string[]>;
  value: Record<string, unknown>;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
}

/** What a ticked checkbox sends (the browser's default value). */
const CHECKED = "on";

/** The inputs the helpers serve; radio buttons are RadioGroup's own (radio-group.tsx). */
export type InputType = "text" | "email" | "tel" | "checkbox" | "file";

/**
 * What a field's control carries from its metadata: its names, constraint attributes and initial
 * value. Whether it is required, invalid or described is the screen's to say (fields.tsx
 * `controlAria`): the server says what is missing, in the error summary, rather than the browser.
 */
export interface ControlProps {
  id: string;
  name: string;
  form: string;
  type: InputType;
  minLength: number | undefined;
  maxLength: number | undefined;
  min: string | number | undefined;
  max: string | number | undefined;
  step: string | number | undefined;
  multiple: boolean | undefined;
  /**
   * Only where there is one: React's client gives an input that has a `value` or `defaultValue` prop,
   * even undefined, an empty value attribute.
   */
  value?: string;
  defaultChecked?: boolean;
  defaultValue?: string;
}

/** `<form {...getFormProps(form)}>`: its id, `noValidate`, and the listener that keeps values live. */
export function getFormProps(form: FormMetadata) {
  return { id: form.id, noValidate: form.noValidate, onChange: form.onChange };
}

/**
 * Input props as Conform's getInputProps gives them, less what the screens decide (ControlProps): a
 * checkbox is checked when it was ticked; any other input starts with its initial text. Computed
 * once per control, with nothing to copy or strip afterwards.
 */
export function getInputProps(meta: FieldMetadata, type: InputType): ControlProps {
  const props: ControlProps = {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    multiple: meta.multiple,
  };
  if (type === "checkbox") {
    props.value = CHECKED;
    props.defaultChecked = meta.initialValue === CHECKED;
  } else if (typeof meta.initialValue === "string") {
    props.defaultValue = meta.initialValue;
  }
  return props;
}

/** Select props as Conform's getSelectProps gives them, less what the screens decide (ControlProps). */
export function getSelectProps(meta: FieldMetadata) {
  const props: Pick<ControlProps, "id" | "name" | "form" | "multiple" | "defaultValue"> = {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    multiple: meta.multiple,
  };
  const initial = meta.initialValue;
  if (initial !== undefined && initial !== null) props.defaultValue = String(initial as string);
  return props;
}

/** The form's current values: strings by name, read from the form element. */
function readValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

/**
 * Form and field metadata for a screen: the server's result (messages, the answers it refills),
 * saved answers, the constraint from the loader, and the values as the user changes them.
 */
export function useFormMetadata<Name extends string>(options: {
  id: string;
  constraint: FormConstraint<Name>;
  lastResult?: FlowFormResult | null;
  defaultValue?: Partial<Record<NoInfer<Name>, unknown>> | null;
}) {
  const { id, constraint, lastResult } = options;
  const initialValue = useMemo<Record<string, unknown>>(
    () => ({ ...(lastResult?.initialValue ?? options.defaultValue ?? {}) }),
    // A new server answer or new saved answers start the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lastResult, JSON.stringify(options.defaultValue ?? null)],
  );
  const [value, setValue] = useState(initialValue);
  // The live values are what the form holds: from hydration on (on a slow phone the no-JS form can
  // be answered before the scripts run, ADR 0002) and whenever the answers behind it change (a server
  // answer; the language link leaves typed answers in their fields whatever the loader says). At
  // hydration in a transition, so it joins the switch to the enhanced page (ADR 0002); a form mounted
  // by a client navigation (the page marked enhanced already) holds the answers it was given.
  const seen = useRef<Record<string, unknown> | null>(null);
  useEffect(() => {
    if (seen.current === initialValue) return;
    const first = seen.current === null;
    seen.current = initialValue;
    const element = document.forms.namedItem(id);
    const follow = () => setValue(element ? readValues(element) : initialValue);
    if (!first) follow();
    else if (element && !pageEnhanced()) startTransition(follow);
  }, [initialValue, id]);

  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(lastResult?.error ?? {})) {
    if (messages && messages.length) errors[name] = messages;
  }

  const form: FormMetadata = {
    id,
    noValidate: true,
    errors: errors[""],
    allErrors: errors,
    value,
    onChange: (event) => setValue(readValues(event.currentTarget)),
  };

  const names = new Set<string>([...Object.keys(constraint), ...Object.keys(initialValue), ...Object.keys(errors)]);
  const fields = {} as Record<string, FieldMetadata>;
  const field = (name: string): FieldMetadata => {
    const fieldId = `${id}-${name}`;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      initialValue: initialValue[name],
      value: value[name],
      errors: errors[name],
      // The constraint's keys are none of the above; last, since a spread first is slow (ADR 0141).
      ...(constraint as FormConstraint)[name],
    };
  };
  for (const name of names) if (name !== "") fields[name] = field(name);
  // Fields the constraint does not list (none today) still get metadata when a screen asks for them.
  const proxied = new Proxy(fields, {
    get: (target, name) => (typeof name === "string" ? (target[name] ?? field(name)) : undefined),
  }) as { [K in Name]: FieldMetadata };

  return { form, fields: proxied };
}
