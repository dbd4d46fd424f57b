import { useEffect, useRef } from "react";

export interface SummaryError {
  /** id of the field the link jumps to */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK-style error summary: 'There is a problem', a link per error, focused when it appears.
 * `autoFocus` gives focus without JavaScript too (the attribute is rendered on the server).
 */
export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After Conform has moved focus to the first invalid field, take it to the summary.
    if (errors.length === 0) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
    // Focus again on each new failed attempt, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" role="alert" autoFocus>
      <h2 id="error-summary-title" className="error-summary__title">
        There is a problem
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
