import { useEffect, useId, useRef, type ReactNode } from "react";

/**
 * The key of the page title's prefix for a page alert, as 'Error: ' is for a rejected form (GOV.UK):
 * a route's `meta` says `t(PAGE_ALERT_PREFIX_KEY.warning)`.
 */
export const PAGE_ALERT_PREFIX_KEY = { error: "errors.titlePrefix", warning: "layout.warningTitlePrefix" } as const;

/**
 * A message about the whole page (a declined payment, the income warning): first in the page's
 * reading order after its bar, and focused when the page opens — by the `autofocus` attribute the
 * server renders (no JavaScript needed), and by script after a client-side navigation. The page's
 * title starts 'Error: ' or 'Warning: ' too (PAGE_ALERT_PREFIX_KEY), so the first thing heard says
 * what happened. `focus` is false when an error summary is there to take focus instead.
 */
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
