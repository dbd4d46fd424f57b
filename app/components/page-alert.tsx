import { useEffect, useId, useRef, type ReactNode } from "react";

export const PAGE_ALERT_PREFIX_KEY = { error: "errors.titlePrefix", warning: "layout.warningTitlePrefix" } as const;

/** Focused when the page opens (autofocus, no JavaScript needed) and the title says 'Error: ' or 'Warning: ' too. */
export function PageAlert({
  kind,
  title,
  children,
  focus = true,
}: {
  kind: keyof typeof PAGE_ALERT_PREFIX_KEY;
  title: ReactNode;
  children: ReactNode;
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // A page may show two (a declined card, then a post that got no answer): each names itself.
  const titleId = useId();
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div
      className={`alert alert--${kind} page-alert`}
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      autoFocus={focus}
    >
      <h2 className="page-alert__title" id={titleId}>
        {title}
      </h2>
      {children}
    </div>
  );
}
