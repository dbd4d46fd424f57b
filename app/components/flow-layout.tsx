import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { STEPS_TOTAL } from "~/domain/constants";
import { LOCALE_TAG } from "~/i18n/locales";
import { useLocale, useT } from "~/i18n/use-t";
import { useHydrated } from "./hydrated";
import { useRootData } from "./root-data";

export interface FlowLayoutProps {
  backHref?: string;
  step?: { step: number; progress: number } | null;
  title: ReactNode;
  /** A link of its own, outside the heading's name, which is what is read when the step opens. */
  titleMarker?: ReactNode;
  lead?: ReactNode;
  alert?: ReactNode;
  /** Replaces the page without a navigation: the title becomes the document's and the heading takes focus. */
  announceAsPage?: boolean;
  children: ReactNode;
}

/** Only ever runs after hydration, so its code is fetched then (ADR 0141). */
const IdleWarning = lazy(() => import("./idle-warning").then((m) => ({ default: m.IdleWarning })));

const FLOW_TITLE_TEXT_ID = "flow-title-text";

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

/** WCAG 2.2.1 (ADR 0120): US Eastern without JavaScript; the browser restates it in its own zone. */
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

/** A <details>, so it needs no script, and in the page flow, so it never covers the focused control. */
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

export function HelpTray({
  summary,
  paragraphs = [],
  children,
}: {
  summary?: string;
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

/** Hidden from assistive technology: CSS content with alternative text was still read as '? Help'. */
function HelpIcon() {
  return (
    <span className="help-icon" aria-hidden="true">
      ?
    </span>
  );
}
