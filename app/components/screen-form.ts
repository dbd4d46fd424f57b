import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { summaryMessage } from "~/domain/text";
import type { SummaryError } from "./error-summary";
import { pageEnhanced } from "./hydrated";

/**
 * A screen's form: Conform's `useForm` fed with what the server answered. The server validates every
 * post with the shared zod schema and answers with `submission.reply()` (after the 303 → GET, with or
 * without JavaScript); no schema runs in the browser (ADR 0002). Around it: the error summary, the
 * page title and the values typed before the scripts ran (ADR 0002).
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
}

export function useScreenForm<Name extends string>(
  id: string,
  data: ScreenFormData<Name>,
  options: ScreenFormOptions = {},
) {
  const [attempt, setAttempt] = useState(0);
  const { key } = useLocation();
  // Each page answer without a result of its own (the language link) is an answer with no errors:
  // Conform keeps the last result's errors until it is given another one; a new object per location.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const noErrors = useMemo<SubmissionResult<string[]>>(() => ({ error: {} }), [key]);
  const lastResult = data.lastResult ?? noErrors;
  const [form, fields] = useForm<Answers<Name>>({
    id,
    constraint: controlConstraint(data.constraint),
    lastResult,
    // Conform writes saved answers as form text (true as 'on', numbers as digits).
    defaultValue: data.defaults as DefaultValue<Answers<Name>>,
  });
  useLiveValues(id, lastResult);

  const showSummary = attempt > 0 || form.status === "error";
  const summary: SummaryError[] = [];
  if (showSummary) {
    for (const [name, messages] of Object.entries(form.allErrors)) {
      // Form-level errors (name '') have no field to link to: the screen shows them in its own alert.
      if (name === "" || !messages?.[0]) continue;
      summary.push({ fieldId: `${id}-${name}`, message: summaryMessage(options.summaryLabels?.[name], messages[0]) });
    }
  }
  const formErrors = form.errors ?? [];
  useErrorTitle(Boolean(options.pageError) || (showSummary && (summary.length > 0 || formErrors.length > 0)));

  return {
    form,
    fields,
    summary,
    attempt: attempt + (data.lastResult ? 1 : 0),
    formErrors,
    onSubmitCapture: (_event?: FormEvent<HTMLFormElement>) => setAttempt((n) => n + 1),
  };
}

/** A screen's form, as `useScreenForm` gives it: what `ScreenForm` needs. */
export type ScreenFormState = ReturnType<typeof useScreenForm>;

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
