import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { summaryMessage } from "~/domain/text";
import type { SummaryError } from "./error-summary";
import { pageEnhanced } from "./hydrated";

// No schema runs in the browser: the server validates every post and answers with `submission.reply()` (ADR 0002).

export type FieldConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>[string];

export type FormConstraint<Name extends string = string> = { [K in Name]?: FieldConstraint };

export interface ScreenFormData<Name extends string> {
  constraint: FormConstraint<Name>;
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: Partial<Record<NoInfer<Name>, unknown>> | null;
}

type Answers<Name extends string> = Record<Name, string | undefined>;

export interface ScreenFormOptions {
  /** Where a message alone does not say which field it is about (two 'Wrong file type' lines). */
  summaryLabels?: Record<string, string>;
  pageError?: boolean;
  answeredBy?: Partial<Record<string, readonly string[]>>;
}

export function useScreenForm<Name extends string>(
  id: string,
  data: ScreenFormData<Name>,
  options: ScreenFormOptions = {},
) {
  const { key } = useLocation();
  // Conform keeps the last result's errors until given another: each answer without one has none.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const noErrors = useMemo<SubmissionResult<string[]>>(() => ({ error: {} }), [key]);
  const answer = data.lastResult ?? noErrors;
  // Conform would focus the first invalid field; the error summary takes focus instead, in one move (GOV.UK).
  const given = useMemo<SubmissionResult<string[]>>(
    () => ({
      initialValue: answer.initialValue,
      error: answer.error,
      state: answer.state,
      intent: answer.intent,
      fields: answer.fields,
    }),
    [answer],
  );
  const [form, allFields] = useForm<Answers<Name>>({
    id,
    constraint: controlConstraint(data.constraint),
    lastResult: given,
    // Conform writes saved answers as form text (true as 'on', numbers as digits).
    defaultValue: data.defaults as DefaultValue<Answers<Name>>,
  });
  useLiveValues(id, given);

  const corrected = useCorrectedErrors(allFields, answer, options.answeredBy ?? {});
  const fields = corrected.size ? withoutErrors(allFields, corrected) : allFields;
  const summary: SummaryError[] = [];
  for (const [name, messages] of Object.entries(form.allErrors)) {
    // Form-level errors (name '') have no field to link to: the screen shows them in its own alert.
    if (name === "" || corrected.has(name) || !messages?.[0]) continue;
    summary.push({ fieldId: `${id}-${name}`, message: summaryMessage(options.summaryLabels?.[name], messages[0]) });
  }
  const formErrors = form.errors ?? [];
  useErrorTitle(Boolean(options.pageError) || summary.length > 0 || formErrors.length > 0);

  return { form, fields, summary, answer: data.lastResult ?? null, formErrors };
}

export type ScreenFormState = ReturnType<typeof useScreenForm>;

function answerText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.length === 1 ? answerText(value[0]) : value.map(answerText).join("\n");
  if (typeof File !== "undefined" && value instanceof File)
    return value.name === "" ? "" : `${value.name}:${value.size}`;
  return JSON.stringify(value);
}

/** Corrected answers lose their errors: no schema runs in the browser, so a changed answer counts as corrected. */
function useCorrectedErrors(
  fields: Record<string, { value?: unknown }>,
  answer: SubmissionResult<string[]>,
  answeredBy: Partial<Record<string, readonly string[]>>,
): Set<string> {
  const [held, setHeld] = useState<{ answer: SubmissionResult<string[]>; values: Map<string, string> } | null>(null);
  const errors = Object.keys(answer.error ?? {}).filter((name) => name !== "" && answer.error?.[name]?.length);
  const about = (name: string) => answeredBy[name] ?? [name];
  const textOf = (field: string) => answerText(fields[field]?.value);
  useEffect(() => {
    if (errors.length === 0) return;
    // Read after useLiveValues' effect: the metadata read here is Conform's state now, not the render's.
    setHeld({ answer, values: new Map(errors.flatMap(about).map((field) => [field, textOf(field)])) });
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const corrected = new Set<string>();
  if (held?.answer !== answer) return corrected;
  for (const name of errors) {
    if (about(name).some((field) => textOf(field) !== held.values.get(field))) corrected.add(name);
  }
  return corrected;
}

function withoutErrors<Fields extends object>(fields: Fields, corrected: ReadonlySet<string>): Fields {
  return new Proxy(fields, {
    get(target, name) {
      const meta: unknown = Reflect.get(target, name);
      if (typeof name !== "string" || !corrected.has(name) || typeof meta !== "object" || meta === null) return meta;
      return new Proxy(meta, {
        get(field, property) {
          if (property === "errors") return undefined;
          if (property === "allErrors") return {};
          if (property === "valid") return true;
          return Reflect.get(field, property);
        },
      });
    },
  });
}

/** Never `required` or `pattern`: the server says what is wrong, in the error summary (GOV.UK). */
function controlConstraint(constraint: FormConstraint): Record<string, FieldConstraint> {
  let kept = controlConstraints.get(constraint);
  if (!kept) {
    kept = {};
    for (const [name, { required: _required, pattern: _pattern, ...attributes } = {}] of Object.entries<
      FieldConstraint | undefined
    >(constraint)) {
      kept[name] = attributes;
    }
    controlConstraints.set(constraint, kept);
  }
  return kept;
}

const controlConstraints = new WeakMap<object, Record<string, FieldConstraint>>();

/** Conform learns what was typed before the scripts ran, or remounted empty, from one more input event. */
function useLiveValues(id: string, lastResult: unknown) {
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && pageEnhanced()) return;
    const form = document.forms.namedItem(id);
    // A hidden input (the CSRF token) has no handler of its own for the event to run.
    const target = form?.querySelector("input[type=hidden][name]") ?? form?.elements[0];
    target?.dispatchEvent(new Event("input", { bubbles: true }));
  }, [id, lastResult]);
}

const ERROR_TITLE_PREFIX = "Error: ";

/** The server sets it for a rejected post; this keeps it right across client-side navigations. */
function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    const title = document.title;
    const prefixed = title.startsWith(ERROR_TITLE_PREFIX);
    if (hasErrors && !prefixed) document.title = `${ERROR_TITLE_PREFIX}${title}`;
    else if (!hasErrors && prefixed) document.title = title.slice(ERROR_TITLE_PREFIX.length);
  }, [hasErrors]);
}
