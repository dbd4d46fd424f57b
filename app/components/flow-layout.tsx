import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { STEPS_TOTAL } from "~/domain/constants";
import { LOCALE_TAG } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";
import { useRootData } from "./root-data";

export interface FlowLayoutProps {
  /** Real href for the back link; omitted on the first screen. */
  backHref?: string;
  step?: { step: number; progress: number } | null;
  title: ReactNode;
  /**
   * Follows the title in the heading (a disclosure marker, 'Pre-Approved*'): a link of its own, not
   * part of the heading's name, which is what is read when the step opens (issue 51 item 6).
   */
  titleMarker?: ReactNode;
  lead?: ReactNode;
  /** A PageAlert: first in the reading order, before the step and the heading. */
  alert?: ReactNode;
  /**
   * A view that replaces the page without a navigation (the submission's progress): the title becomes
   * the document's title and the heading takes focus, as a new page would (issue 12 item 9).
   */
  announceAsPage?: boolean;
  children: ReactNode;
}

/**
 * The session-expiry warning only ever runs after hydration, so its code is fetched then, not with
 * the page's first load (ADR 0141, issue 15's JS budget).
 */
const IdleWarning = lazy(() => import("./idle-warning").then((m) => ({ default: m.IdleWarning })));

const FLOW_TITLE_TEXT_ID = "flow-title-text";

/** Common screen layout: back link, step counter 'n of 9', progress bar, help toggle, heading. */
export function FlowLayout({
  backHref,
  step,
  title,
  titleMarker,
  lead,
  alert,
  announceAsPage,
  children,
}: FlowLayoutProps) {
  const hydrated = useHydrated();
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!announceAsPage || !heading.current) return;
    const previous = document.title;
    const announced = heading.current.textContent ?? previous;
    document.title = announced;
    heading.current.focus();
    // A view that leaves without a new page title (a rejected post comes back with the same meta, so
    // React does not set it again) gives the page its title back; a new page's title stays.
    return () => {
      if (document.title === announced) document.title = previous;
    };
  }, [announceAsPage]);
  return (
    <div className="flow">
      <div className="flow__bar">
        {backHref ? (
          <a className="back-link" href={backHref}>
            {t("layout.back")}
          </a>
        ) : (
          <span />
        )}{" "}
        <HelpToggle />
      </div>
      {alert}
      {step ? (
        <div className="progress">
          {/* Read once, as the progress bar's name: the paragraph is what the eye reads (issue 51 item 6). */}
          <p className="progress__label" id="progress-label" aria-hidden="true">
            {t("layout.step", { step: step.step, total: STEPS_TOTAL })}
          </p>
          <progress className="progress__bar" max={100} value={step.progress} aria-labelledby="progress-label">
            {step.progress}%
          </progress>
        </div>
      ) : null}
      <h1
        className="flow__title"
        ref={heading}
        tabIndex={announceAsPage ? -1 : undefined}
        aria-labelledby={titleMarker ? FLOW_TITLE_TEXT_ID : undefined}
      >
        {titleMarker ? <span id={FLOW_TITLE_TEXT_ID}>{title}</span> : title}
        {titleMarker}
      </h1>
      {lead ? <div className="flow__lead">{lead}</div> : null}
      {children}
      <IdleNotice />
      {hydrated ? (
        <Suspense fallback={null}>
          <IdleWarning />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Every flow page states when it times out (WCAG 2.2.1; docs/decisions/0120). The server does not
 * know the reader's time zone, so without JavaScript the time is US Eastern with its name; with
 * JavaScript the browser restates it in its own zone, and the warning dialog counts down the end.
 */
function IdleNotice() {
  const { idleMs, idleTexts } = useRootData();
  const t = useT();
  const tag = LOCALE_TAG[useLocale()];
  const location = useLocation();
  const [localEnd, setLocalEnd] = useState<string | null>(null);
  // Every page load or navigation reached the server: the limit runs from now. The clock's code
  // comes after hydration, like the warning's; until then the Eastern time stands (ADR 0120).
  useEffect(() => {
    const end = Date.now() + idleMs;
    let current = true;
    import("~/domain/local-clock")
      .then(({ localClockText }) => {
        if (current) setLocalEnd(localClockText(end, tag));
      })
      // A chunk that cannot load (the network, a deploy in between) leaves the Eastern time: still true.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [location.key, idleMs, tag]);
  const time = localEnd ?? idleTexts.endsAtEastern;
  return <p className="idle-notice">{t("layout.idleNotice", { time, limit: idleTexts.limit })}</p>;
}

/**
 * SPEC's Help toggle with 'Back to Application'. A <details>, so it needs no script; its panel is in
 * the page flow, so it never covers the control that has focus. With JavaScript, Escape and 'Back to
 * Application' close it and return focus to 'Help'.
 */
export function HelpToggle() {
  const { customerServicePhone, idleTexts } = useRootData();
  const t = useT();
  const close = (details: HTMLDetailsElement | null) => {
    if (!details?.open) return false;
    details.open = false;
    details.querySelector("summary")?.focus();
    return true;
  };
  return (
    // Escape closes the open panel from anywhere inside it; its summary stays the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      className="help-toggle"
      onKeyDown={(event) => {
        if (event.key === "Escape" && close(event.currentTarget)) event.preventDefault();
      }}
    >
      <summary className="help-toggle__summary">
        <HelpIcon />
        {t("layout.help")}
      </summary>
      <div className="help-toggle__panel">
        <h2 className="help-toggle__title">{t("layout.helpTitle")}</h2>
        <p>{t("layout.helpSaved", { limit: idleTexts.limit })}</p>
        <p>{t("layout.helpQuestions", { phone: customerServicePhone })}</p>
        <a
          className="help-toggle__back"
          href="#main"
          onClick={(event) => {
            if (close(event.currentTarget.closest("details"))) event.preventDefault();
          }}
        >
          {t("layout.helpBack")}
        </a>
      </div>
    </details>
  );
}

/** A help tray for one screen (SPEC §2.3), as a disclosure widget: 'Help with this step' unless `summary` says. */
export function HelpTray({
  summary,
  paragraphs = [],
  children,
}: {
  summary?: string;
  /** The tray's paragraphs, in order (a `null` one is left out); `children` follow them. */
  paragraphs?: ReadonlyArray<ReactNode>;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <details className="help-tray">
      <summary className="help-tray__summary">
        <HelpIcon />
        {summary ?? t("layout.helpTray")}
      </summary>
      <div className="help-tray__body">
        {paragraphs.map((paragraph, index) => (paragraph === null ? null : <p key={index}>{paragraph}</p>))}
        {children}
      </div>
    </details>
  );
}

/**
 * The '?' before 'Help': decoration, hidden from assistive technology in the markup (CSS generated
 * content with alternative text was still read as '? Help' by some screen readers).
 */
function HelpIcon() {
  return (
    <span className="help-icon" aria-hidden="true">
      ?
    </span>
  );
}
