import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { stepNameForPath, type AnalyticsEvent } from "~/analytics/events";

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

const pushedEventIds = new Set<string>();

export function AnalyticsBridge({
  fields,
  events,
}: {
  fields: Omit<AnalyticsEvent, "event">;
  events: AnalyticsEvent[];
}) {
  const { pathname } = useLocation();
  useEffect(() => {
    const stepName = stepNameForPath(pathname);
    if (!stepName) return;
    (window.dataLayer ??= []).push({ event: "page_view", ...fields, step_name: stepName });
    // Only the path decides a page view; fields are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    // Two overlapping requests can both hand over the same queued event: push each one once.
    const fresh = events.filter((e) => !e.event_id || !pushedEventIds.has(e.event_id));
    for (const e of fresh) if (e.event_id) pushedEventIds.add(e.event_id);
    if (fresh.length) (window.dataLayer ??= []).push(...fresh.map((e) => ({ ...e })));
  }, [events]);
  return null;
}
