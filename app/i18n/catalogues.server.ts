import i18next from "i18next";
import { en } from "./en";
import { es } from "./es";
import { LOCALES, type Locale } from "./locales";
import { flatten, type Messages, type TextParams } from "./translate";

/** Each language's catalogue, flattened once at start-up: what the root loader sends the page. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = { en: flatten(en), es: flatten(es) };

/**
 * i18next translates on the server (loaders and actions: page alerts, validation messages, titles)
 * over the same flat catalogues; `{{name}}` interpolation is the same as the page's (ADR 0160).
 * One instance for the process: `getFixedT` is a cheap lookup, not a new instance per request.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: MESSAGES[locale] }])),
  lng: "en",
  fallbackLng: "en",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initImmediate: false,
  returnNull: false,
});

export type ServerTranslate = (key: string, params?: TextParams) => string;

export function serverTranslate(locale: Locale): ServerTranslate {
  const t = instance.getFixedT(locale);
  return (key, params) => t(key, params ?? {});
}

/** The frame's and the error page's texts of a language: what a page without root data needs (fallback-language.tsx). */
export function fallbackMessages(locale: Locale): Messages {
  return Object.fromEntries(
    Object.entries(MESSAGES[locale]).filter(([key]) => key.startsWith("common.") || key.startsWith("errors.")),
  );
}
