import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { getClientLocales } from "remix-utils/locales/server";
import { safeRedirect } from "remix-utils/safe-redirect";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_PARAM, type Locale } from "./locales";

/**
 * The request's language: the one chosen in this session with the header's link, else the browser's
 * preference, else English. Worked out once per request by the server (context.locale).
 */
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

/** The browser's languages, best first (q-values honoured): the first that is one of ours, else English. */
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

/**
 * Browsers send few distinct Accept-Language headers, and parsing one checks each tag with Intl: each
 * header is negotiated once (docs/performance.md).
 */
const NEGOTIATED = new LRUCache<string, Locale>({ max: 1000 });

/** The request's language for loaders and actions (English where no server worked it out: unit tests). */
export function localeOf(context: AppLoadContext): Locale {
  return context.locale ?? DEFAULT_LOCALE;
}

/**
 * The header's language link, `?lng=es` on the page's own URL: the choice is kept in the session and
 * in its own cookie (it outlives the session: the session-expired page speaks it too), and
 * the same page is shown again at its own URL (answers saved in the session show again; with
 * JavaScript the page is not reloaded, so what is typed stays too). Null when the URL has no choice.
 */
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
