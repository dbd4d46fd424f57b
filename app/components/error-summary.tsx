import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";

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
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Each attempt (a submit, or a server answer) asks for focus once; it is given when the errors
  // are there, which with JavaScript can be a render after the attempt was counted.
  const pending = useRef(true);
  useEffect(() => {
    pending.current = true;
  }, [attempt]);
  const hasErrors = errors.length > 0;
  useEffect(() => {
    if (!hasErrors || !pending.current) return;
    pending.current = false;
    // After Conform has moved focus to the first invalid field, take it to the summary (as without JS).
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [attempt, hasErrors]);
  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" role="alert" autoFocus>
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
