import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useEffect, useState, type FormEvent } from "react";
import type { z, ZodTypeAny } from "zod";
import { summaryMessage } from "~/domain/text";
import type { SummaryError } from "./error-summary";

/**
 * Conform form wired the way every screen needs it: the shared zod schema validates in the browser
 * (blur, then every keystroke) and again on the server; server results and saved answers refill it.
 */
export function useFlowForm<
  Schema extends ZodTypeAny,
  Input extends Record<string, unknown> = z.input<Schema>,
>(options: {
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<NoInfer<Input>>;
  /**
   * Field names → the names the error summary gives them, where a message alone does not say which
   * field it is about (two 'Wrong file type' lines; issue 12 item 7).
   */
  summaryLabels?: Record<string, string>;
  /** The page shows an error of its own (a PageAlert): the title keeps 'Error: ' whatever the fields say. */
  pageError?: boolean;
}) {
  const { schema } = options;
  const [attempt, setAttempt] = useState(0);
  const [form, fields] = useForm<Input>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    // GOV.UK: validate on submit, then keep messages current while typing. Validating on blur
    // inserted messages that moved buttons away from a pointer mid-click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

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

  /** Whether the current values would pass: drives the aria-disabled look of 'Next'. */
  const complete = schema.safeParse(coerce(form.value ?? {})).success;

  return {
    form,
    fields,
    summary,
    attempt: attempt + (options.lastResult ? 1 : 0),
    complete,
    formErrors: form.errors ?? [],
    onSubmitCapture: (event?: FormEvent<HTMLFormElement>) => {
      // Conform revalidates while typing by submitting with a hidden '__intent__' button: that is not
      // an attempt (counting it moved focus to the error summary on every keystroke).
      const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
      if (submitter?.getAttribute("name") === CONFORM_INTENT) return;
      setAttempt((n) => n + 1);
    },
  };
}

/** The name of the hidden button Conform submits with for validate/update intents. */
const CONFORM_INTENT = "__intent__";

const ERROR_TITLE_PREFIX = "Error: ";

/**
 * The page title starts 'Error: ' while errors are shown. The server sets it for a rejected post
 * (the loader's `hasErrors`); this keeps it right when the browser validates without a round trip.
 */
function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    const title = document.title;
    const prefixed = title.startsWith(ERROR_TITLE_PREFIX);
    if (hasErrors && !prefixed) document.title = `${ERROR_TITLE_PREFIX}${title}`;
    else if (!hasErrors && prefixed) document.title = title.slice(ERROR_TITLE_PREFIX.length);
  }, [hasErrors]);
}

/** Form values as the server would see them after Conform's coercion (checkbox 'on' → true). */
function coerce(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === "on" ? true : v === "" ? undefined : v]));
}
