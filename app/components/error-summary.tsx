import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";

export interface SummaryError {
  /** id of the field the link jumps to */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK-style error summary: 'There is a problem', a link per error. It is read once, by taking focus:
 * as the page opens by the `autofocus` attribute the server renders (without JavaScript too), and
 * with JavaScript when a new server answer with errors arrives (`answer`). It is no live region: a
 * region inserted and focused at once is read twice (issue 51 item 5). A post on its way, or an answer
 * corrected meanwhile, moves nothing: only the answer's arrival does.
 */
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
