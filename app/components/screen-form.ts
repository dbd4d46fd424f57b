import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { summaryMessage } from "~/domain/text";
import type { SummaryError } from "./error-summary";
import { pageEnhanced } from "./hydrated";

/**
 * A screen's form: Conform's `useForm` fed with what the server answered. The server validates every
 * post with the shared zod schema and answers with `submission.reply()` (after the 303 → GET, with or
 * without JavaScript); no schema runs in the browser (ADR 0002). Around it: the error summary, the
 * page title, the values typed before the scripts ran (ADR 0002), and an answer's errors taken off the
 * fields corrected since (ADR 0110).
 */

/** A field's HTML constraint, as Conform's getZodConstraint derives it on the server. */
export type FieldConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>[string];

/** Each field's constraint, by name: the names type the screen's `fields`. */
export type FormConstraint<Name extends string = string> = { [K in Name]?: FieldConstraint };

/** What a form screen's loader returns for its form: `formState`, `constraintOf` and the answers on file. */
export interface ScreenFormData<Name extends string> {
  constraint: FormConstraint<Name>;
  lastResult?: SubmissionResult<string[]> | null;
  defaults?: Partial<Record<NoInfer<Name>, unknown>> | null;
}

/** A form's answers as posted: text, by name. */
type Answers<Name extends string> = Record<Name, string | undefined>;

export interface ScreenFormOptions {
  /**
   * Field names → the names the error summary gives them, where a message alone does not say which
   * field it is about (two 'Wrong file type' lines; issue 12 item 7).
   */
  summaryLabels?: Record<string, string>;
  /** The page shows an error of its own (a PageAlert): the title keeps 'Error: ' whatever the fields say. */
  pageError?: boolean;
  /**
   * An error → the fields whose answers it is about, where those are not (only) the field of its name:
   * the date of birth's three selects, a rule across two fields. A change in any of them answers it.
   */
  answeredBy?: Partial<Record<string, readonly string[]>>;
}

export function useScreenForm<Name extends string>(
  id: string,
  data: ScreenFormData<Name>,
  options: ScreenFormOptions = {},
) {
  const { key } = useLocation();
  // Each page answer without a result of its own (the language link) is an answer with no errors:
  // Conform keeps the last result's errors until it is given another one; a new object per location.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const noErrors = useMemo<SubmissionResult<string[]>>(() => ({ error: {} }), [key]);
  const answer = data.lastResult ?? noErrors;
  // Conform moves focus to the first invalid field of an answer whose status is 'error'; the error
  // summary takes it instead, in one move (GOV.UK), so Conform is given the answer without its status.
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

  // The server's answer this page shows (null for none): a new one with errors takes focus to the summary.
  return { form, fields, summary, answer: data.lastResult ?? null, formErrors };
}

/** A screen's form, as `useScreenForm` gives it: what `ScreenForm` needs. */
export type ScreenFormState = ReturnType<typeof useScreenForm>;

/** A field's answer as text, to compare: nothing, an empty string and an empty file are the same. */
function answerText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.length === 1 ? answerText(value[0]) : value.map(answerText).join("\n");
  if (typeof File !== "undefined" && value instanceof File)
    return value.name === "" ? "" : `${value.name}:${value.size}`;
  return JSON.stringify(value);
}

/**
 * The answer's errors whose fields now hold other answers than the ones they held when it arrived:
 * the applicant has corrected them, and a message or an invalid state about them would be false
 * (issue 51). No schema runs in the browser, so a changed answer counts as corrected; the next answer
 * from the server says whether it is right. Changed back, the error is back. What a field held is
 * Conform's value once the answer is in the page and Conform has read it (useLiveValues: with
 * JavaScript the card number typed stays, the SSN is emptied); until then every error stands.
 */
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

/** The form's fields, those named in `corrected` without their errors (and valid). */
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

/**
 * The constraint the controls get: lengths and ranges, never `required` or `pattern`. The server says
 * what is missing or wrong, in the error summary, rather than the browser (GOV.UK).
 */
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

// The loader's constraint is one object per schema on the server (and per page load in the browser).
const controlConstraints = new WeakMap<object, Record<string, FieldConstraint>>();

/**
 * Conform follows the form's values from its input events. What was answered before the scripts ran
 * (a slow phone, ADR 0002), and what the form shows after a server answer (its SSN fields remounted
 * empty), it learns from one more input event once they are in the page. A form mounted by a client
 * navigation holds what it was given.
 */
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

/**
 * The page title starts 'Error: ' while errors are shown. The server sets it for a rejected post
 * (the loader's `hasErrors`); this keeps it right across client-side navigations.
 */
function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    const title = document.title;
    const prefixed = title.startsWith(ERROR_TITLE_PREFIX);
    if (hasErrors && !prefixed) document.title = `${ERROR_TITLE_PREFIX}${title}`;
    else if (!hasErrors && prefixed) document.title = title.slice(ERROR_TITLE_PREFIX.length);
  }, [hasErrors]);
}
