import { useRouteLoaderData } from "@remix-run/react";
import type { AnalyticsEvent } from "~/analytics/events";
import type { Locale } from "~/i18n/locales";
import type { PageTexts } from "~/i18n/use-t";

/** What the root loader gives every page. */
export interface RootData extends PageTexts {
  locale: Locale;
  csrf: string;
  brand: string;
  homeUrl: string;
  buildVersion: string;
  banner: string[];
  trafficSource: string | null;
  customerServicePhone: string;
  idleMinutes: number;
  /** The server's idle limit in ms (15 minutes; shorter only in tests). */
  idleMs: number;
  /** When this session ends if nothing more happens (epoch ms): this request plus the idle limit. */
  sessionEndsAt: number;
  analytics: { fields: Omit<AnalyticsEvent, "event">; events: AnalyticsEvent[] };
  /** The session holds something to end: the header offers 'Sign out' (docs/decisions/0066). */
  signedIn: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
