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
  /**
   * The idle notice's words in the page's language, made by the server (once a minute: app/domain/
   * time.ts), so the browser carries no formatter for them: when this session ends if nothing more
   * happens, US Eastern ('10:45 AM ET': this request plus the idle limit), and the limit ('15 minutes').
   */
  idleTexts: { endsAtEastern: string; limit: string };
  analytics: { fields: Omit<AnalyticsEvent, "event">; events: AnalyticsEvent[] };
  /** The session holds something to end: the header offers 'Sign out' (docs/decisions/0001). */
  signedIn: boolean;
}

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
