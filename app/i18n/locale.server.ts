import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { getClientLocales } from "remix-utils/locales/server";
import { safeRedirect } from "remix-utils/safe-redirect";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_PARAM, type Locale } from "./locales";

export async function requestLocale(chosen: Locale | undefined, acceptLanguage: string | undefined): Promise<Locale> {
  if (chosen) return chosen;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const header = acceptLanguage.slice(0, 256);
  const known = NEGOTIATED.get(header);
  if (known) return known;
  const locale = detect(header);
  NEGOTIATED.set(header, locale);
  return locale;
}

function detect(header: string): Locale {
  try {
    for (const tag of getClientLocales(new Headers({ "Accept-Language": header })) ?? []) {
      const language = tag.split("-")[0]?.toLowerCase();
      if (isLocale(language)) return language;
    }
  } catch {
    // A header no parser accepts: hostile or broken, never a failed page.
  }
  return DEFAULT_LOCALE;
}

// Parsing a header checks each tag with Intl, and browsers send few distinct ones.
const NEGOTIATED = new LRUCache<string, Locale>({ max: 1000 });

export function localeOf(context: AppLoadContext): Locale {
  return context.locale ?? DEFAULT_LOCALE;
}

// The choice outlives the session in its own cookie (the session-expired page speaks it too).
export async function chooseLanguage(context: AppLoadContext, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return null;
  const wanted = url.searchParams.get(LANGUAGE_PARAM);
  url.searchParams.delete(LANGUAGE_PARAM);
  if (isLocale(wanted)) context.session.keepLanguage(wanted);
  const search = url.searchParams.toString();
  // The page's own URL, never another host ('//evil.example?lng=es' goes home).
  return redirect(safeRedirect(`${url.pathname}${search ? `?${search}` : ""}`), 303);
}
