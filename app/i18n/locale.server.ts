import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { LanguageDetector } from "remix-i18next/server";
import { sitePath } from "~/domain/site-path";
import { DEFAULT_LOCALE, isLocale, LANGUAGE_PARAM, LOCALES, type Locale } from "./locales";

/** Without a choice in the session: the browser's Accept-Language (q-values honoured) picks among ours. */
const detector = new LanguageDetector({
  supportedLanguages: [...LOCALES],
  fallbackLanguage: DEFAULT_LOCALE,
  order: ["header"],
});

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
  const locale = await detect(header);
  NEGOTIATED.set(header, locale);
  return locale;
}

async function detect(header: string): Promise<Locale> {
  try {
    const detected = await detector.detect(
      new Request("http://localhost/", { headers: { "Accept-Language": header } }),
    );
    return isLocale(detected) ? detected : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // a header no parser accepts: hostile or broken, never a failed page
  }
}

/**
 * Browsers send few distinct Accept-Language headers, and the detector's parsing (Intl locale checks)
 * costs ~0.2 ms: each header is negotiated once (measured; docs/performance.md).
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
  const path = sitePath(url.pathname);
  return redirect(`${path}${search ? `?${search}` : ""}`, 303);
}
