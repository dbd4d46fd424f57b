/** The languages the product speaks (issue 16). English is the fallback for everything. */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The query parameter of the header's language link (a GET that works without JavaScript). */
export const LANGUAGE_PARAM = "lng";

/** `<html lang>` and `Intl` formatting: US English and US Spanish. */
export const LOCALE_TAG: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Each language named in itself, as the header's link to it says. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language the header offers to switch to. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
