import i18next from "i18next";
import type { Catalogue } from "./catalogue";
import { en } from "./en";
import { es } from "./es";
import { LOCALES, type Locale } from "./locales";
import { encodeTexts, flatten, type TextParams, type TextsPayload } from "./translate";

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, es };

export type Namespace = keyof Catalogue;

/** Payloads by language and namespace list: the lists are the code's, so this stays small. */
const payloads = new Map<string, TextsPayload>();

/**
 * The namespaces a page shows, in its language: what a loader returns as `texts` (ADR 0160). Only
 * these travel to the page, so its HTML carries its own words, not the whole catalogue. Encoded
 * once per language and list (ADR 0186).
 */
export function textsFor(locale: Locale, ...namespaces: Namespace[]): TextsPayload {
  const key = `${locale}:${namespaces.join(",")}`;
  let payload = payloads.get(key);
  if (!payload) {
    const catalogue = CATALOGUES[locale];
    payload = encodeTexts(Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]])));
    payloads.set(key, payload);
  }
  return payload;
}

/**
 * i18next translates on the server (loaders and actions: notices, refusals, field messages) over the
 * same catalogues; `{{name}}` interpolation is the page's. One instance for the process: `getFixedT`
 * is a lookup, not a new instance per request.
 */
const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: flatten(CATALOGUES[locale]) }])),
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
