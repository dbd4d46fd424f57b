import { useEffect, useState, type FormEvent } from "react";
import { summaryMessage } from "~/domain/text";
import type { SummaryError } from "./error-summary";
import { useFormMetadata, type FlowFormResult, type FormConstraint } from "./flow-form";

/**
 * A screen's form: the server validates every post with the shared zod schema and answers with
 * its messages (after the 303 → GET, with or without JavaScript); this shows them, refills the
 * answers, keeps the error summary and the page title right. No schema runs in the browser (ADR 0002): zod and Conform weighed
 * more than a step page's whole budget for application code.
 */
export function useFlowForm<Name extends string>(options: {
  id: string;
  /** The fields' HTML constraints, derived from the schema by the loader (`constraintOf`). */
  constraint: FormConstraint<Name>;
  lastResult?: FlowFormResult | null;
  defaultValue?: Partial<Record<NoInfer<Name>, unknown>> | null;
  /**
   * Field names → the names the error summary gives them, where a message alone does not say which
   * field it is about (two 'Wrong file type' lines; issue 12 item 7).
   */
  summaryLabels?: Record<string, string>;
  /** The page shows an error of its own (a PageAlert): the title keeps 'Error: ' whatever the fields say. */
  pageError?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const { form, fields } = useFormMetadata<Name>(options);

  const showSummary = attempt > 0 || options.lastResult?.status === "error";
  const fieldIds = fields as unknown as Record<string, { id: string } | undefined>;
  const summary: SummaryError[] = showSummary
    ? Object.entries(form.allErrors).flatMap(([name, messages]) => {
        // Form-level errors (name '') have no field to link to: the screen shows them in its own alert.
        if (name === "") return [];
        const field = fieldIds[name];
        return field && messages[0]
          ? [{ fieldId: field.id, message: summaryMessage(options.summaryLabels?.[name], messages[0]) }]
          : [];
      })
    : [];
  useErrorTitle(Boolean(options.pageError) || (showSummary && (summary.length > 0 || (form.errors?.length ?? 0) > 0)));

  return {
    form,
    fields,
    summary,
    attempt: attempt + (options.lastResult ? 1 : 0),
    formErrors: form.errors ?? [],
    onSubmitCapture: (_event?: FormEvent<HTMLFormElement>) => {
      setAttempt((n) => n + 1);
    },
  };
}

/** What a form screen's loader returns for its form: `formState`, `constraintOf` and the answers on file. */
export interface ScreenFormData<Name extends string> {
  constraint: FormConstraint<Name>;
  lastResult?: FlowFormResult | null;
  defaults?: Partial<Record<NoInfer<Name>, unknown>> | null;
}

/** `useFlowForm` for a screen whose loader returns `ScreenFormData`: the form's id and the loader's data. */
export function useScreenForm<Name extends string>(
  id: string,
  data: ScreenFormData<Name>,
  options: Pick<Parameters<typeof useFlowForm>[0], "summaryLabels" | "pageError"> = {},
) {
  return useFlowForm<Name>({
    id,
    constraint: data.constraint,
    lastResult: data.lastResult,
    defaultValue: data.defaults,
    ...options,
  });
}

/** A form screen's form, as `useFlowForm` gives it: what `ScreenForm` needs. */
export type FlowForm = ReturnType<typeof useFlowForm>;

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
