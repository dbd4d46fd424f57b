import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { stepNameForPath, type AnalyticsEvent } from "~/analytics/events";

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** Pushes a page view per screen and the server's queued events into `window.dataLayer`. */
export function AnalyticsBridge({ fields, events }: { fields: Omit<AnalyticsEvent, "event">; events: AnalyticsEvent[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const stepName = stepNameForPath(pathname);
    if (!stepName) return;
    (window.dataLayer ??= []).push({ ...fields, event: "page_view", step_name: stepName });
    // Only the path decides a page view; fields are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    if (events.length) (window.dataLayer ??= []).push(...events.map((e) => ({ ...e })));
  }, [events]);
  return null;
}
