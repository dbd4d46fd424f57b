import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CSRF_FIELD, IDLE_CHECK_INTERVAL_MS, idleWarningBeforeMs } from "~/domain/constants";
import { formatCountdown } from "~/domain/countdown";
import { richText } from "~/i18n/rich";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/i18n/use-t";
import { useRootData } from "./root-data";

const SESSION_EXPIRED_HREF = "/session-expired?reason=idle";

type PingAnswer = "ok" | "ended" | "failed";

const ACTIVITY_PING_MS = 60_000;

/** SPEC §4.5 with JavaScript (ADR 0110); its button is a real form post, so it works if this script fails. */
export function IdleWarning() {
  const { idleMs, csrf } = useRootData();
  const t = useT();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const lastTouch = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const [remaining, setRemaining] = useState<number | null>(null);
  /** The live region only says what changed since. */
  const openedAt = useRef<string | null>(null);
  const warnBefore = idleWarningBeforeMs(idleMs);

  // Every page load or navigation reached the server, so it counts as activity.
  useEffect(() => {
    lastTouch.current = Date.now();
    lastPing.current = Date.now();
  }, [location.key]);

  const inFlight = useRef<Promise<PingAnswer> | null>(null);
  /** 'ended' only when the server says so; a network blip or server error leaves the warning to retry. */
  const ping = useCallback((): Promise<PingAnswer> => {
    if (inFlight.current) return inFlight.current;
    const body = new FormData();
    body.set(CSRF_FIELD, csrf);
    body.set("returnTo", returnTo);
    const run = (async (): Promise<PingAnswer> => {
      const response = await fetch("/keep-alive", {
        method: "POST",
        body,
        headers: { accept: "application/json" },
        redirect: "manual",
      }).catch(() => null);
      if (!response) return "failed";
      if (response.type === "opaqueredirect" || response.status === 403) return "ended";
      const answer: unknown = response.ok ? await response.json().catch(() => null) : null;
      if (typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === true) {
        lastTouch.current = Date.now();
        lastPing.current = Date.now();
        return "ok";
      }
      return "failed";
    })();
    inFlight.current = run;
    void run.finally(() => {
      inFlight.current = null;
    });
    return run;
  }, [csrf, returnTo]);

  const close = useCallback(() => {
    dialog.current?.close();
    setRemaining(null);
    if (opener.current instanceof HTMLElement) opener.current.focus();
  }, []);

  const settle = useCallback(
    (answer: PingAnswer) => {
      if (answer === "ok") close();
      else if (answer === "ended") window.location.assign(SESSION_EXPIRED_HREF);
    },
    [close],
  );

  useEffect(() => {
    const onActivity = () => {
      // While the warning is open only its button and Escape answer it (docs/decisions/0110): a Tab
      // or a screen reader's reading keys must not close it before it has been heard.
      if (dialog.current?.open) return;
      if (Date.now() - lastPing.current >= ACTIVITY_PING_MS) {
        lastPing.current = Date.now();
        void ping();
      }
    };
    const events = ["keydown", "pointerdown", "input"] as const;
    events.forEach((e) => window.addEventListener(e, onActivity, { passive: true }));
    const timer = setInterval(() => {
      const left = idleMs - (Date.now() - lastTouch.current);
      if (left <= 0) {
        window.location.assign(SESSION_EXPIRED_HREF);
        return;
      }
      if (left <= warnBefore) {
        if (!dialog.current?.open) {
          opener.current = document.activeElement;
          openedAt.current = coarse(left, t);
          dialog.current?.showModal();
        }
        setRemaining(left);
      }
    }, IDLE_CHECK_INTERVAL_MS);
    return () => {
      events.forEach((e) => window.removeEventListener(e, onActivity));
      clearInterval(timer);
    };
  }, [idleMs, warnBefore, ping, settle, t]);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      onCancel={(event) => {
        // Escape counts as 'Stay Connected' rather than silently hiding the warning.
        event.preventDefault();
        void ping().then(settle);
      }}
    >
      <h2 id="idle-title" className="dialog__title">
        {t("layout.idleTitle")}
      </h2>
      <p id="idle-text">
        {richText(t("layout.idleText"), {
          countdown: () => (
            <>
              <span className="dialog__countdown" aria-hidden="true">
                {formatCountdown(remaining ?? warnBefore)}
              </span>
              <span className="visually-hidden">{coarse(remaining ?? warnBefore, t)}</span>
            </>
          ),
        })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {remaining !== null && coarse(remaining, t) !== openedAt.current ? coarse(remaining, t) : ""}
      </p>
      <form
        method="post"
        action="/keep-alive"
        onSubmit={(event) => {
          event.preventDefault();
          void ping().then(settle);
        }}
      >
        <input type="hidden" name={CSRF_FIELD} value={csrf} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="button button--primary" autoFocus>
          {t("layout.idleStay")}
        </button>
      </form>
    </dialog>
  );
}

/** Screen readers hear the time in coarse steps only: minutes, then 30 and 10 seconds. */
function coarse(ms: number, t: Translate): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds > 60) return t("layout.idleAboutMinutes", { minutes: Math.ceil(seconds / 60) });
  if (seconds > 30) return t("layout.idleUnderMinute");
  if (seconds > 10) return t("layout.idleUnder30Seconds");
  return t("layout.idleFewSeconds");
}
