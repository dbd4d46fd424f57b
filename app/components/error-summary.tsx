import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

export interface SummaryError {
  fieldId: string;
  message: string;
}

// Read once, by taking focus (autofocus, or a new server answer with JavaScript); no live region: one
// inserted and focused at once is read twice.
export function ErrorSummary({ errors, answer }: { errors: SummaryError[]; answer: unknown }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Until hydrated, `autofocus` (React would focus a summary it inserts by it: one coming back when a
  // corrected answer is changed back must not take focus from the field being typed in).
  const hydrated = useHydrated();
  // The answer the summary was last focused for; on hydration the page's own (autofocus did it, and
  // the applicant may have moved on since).
  const focusedFor = useRef<unknown>(hydrated ? undefined : answer);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (!hasErrors || focusedFor.current === answer) return;
    focusedFor.current = answer;
    ref.current?.focus();
  }, [answer, hasErrors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" autoFocus={!hydrated}>
      <h2 id="error-summary-title" className="error-summary__title">
        {t("form.errorSummaryTitle")}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={`${e.fieldId}:${e.message}`}>
            <a href={`#${e.fieldId}`}>{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
