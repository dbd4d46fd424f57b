import { useRouteLoaderData } from "@remix-run/react";
import type { AnalyticsEvent } from "~/analytics/events";
import type { Locale } from "~/i18n/locales";
import type { PageTexts } from "~/i18n/use-t";

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
  idleMs: number;
  /** Made by the server, so the browser carries no formatter for them. */
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
