import type { AppLoadContext } from "@remix-run/node";
import type { Catalogue } from "./catalogue";
import { en } from "./en";
import { es } from "./es";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";
import { localeOf } from "./locale.server";
import {
  createTranslate,
  encodeTexts,
  nameTexts,
  TEXTS_REFERENCE_MARK,
  type TextParams,
  type TextsPayload,
} from "./translate";

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { en, es };

export type Namespace = keyof Catalogue;

const payloads = new Map<string, TextsPayload>();

// Only these travel to the page, so its HTML carries its own words, not the whole catalogue (ADR 0160).
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

const blocks = new Map<string, string>();
const references = new Map<TextsPayload, TextsPayload>();

// By reference for a document, which carries each payload once as a data block; whole for a data request.
export function pageTexts(context: AppLoadContext, ...namespaces: Namespace[]): TextsPayload {
  const locale = localeOf(context);
  const payload = textsFor(locale, ...namespaces);
  if (!context.rendersDocument) return payload;
  let reference = references.get(payload);
  if (!reference) {
    reference = nameTexts(`${TEXTS_REFERENCE_MARK}${locale}:${namespaces.join(",")}`, payload);
    // '<' escaped: the block can never end its script element or open a comment.
    blocks.set(reference, payload.replace(/</g, "\\u003c"));
    references.set(payload, reference);
  }
  return reference;
}

export function textsBlocksOf(loaderData: Readonly<Record<string, unknown>>): Array<{ id: string; json: string }> {
  const found: Array<{ id: string; json: string }> = [];
  for (const data of Object.values(loaderData)) {
    const texts = (data as { texts?: unknown } | null | undefined)?.texts;
    const json = typeof texts === "string" ? blocks.get(texts) : undefined;
    if (json !== undefined && !found.some((block) => block.id === texts)) found.push({ id: texts as string, json });
  }
  return found;
}

export type ServerTranslate = (key: string, params?: TextParams) => string;

// i18next's lookup and `{{name}}` syntax at a fraction of its cost; server-translate.test.ts compares the two.
const TRANSLATORS = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    createTranslate(
      locale === DEFAULT_LOCALE ? [CATALOGUES[locale]] : [CATALOGUES[DEFAULT_LOCALE], CATALOGUES[locale]],
    ),
  ]),
) as Record<Locale, ServerTranslate>;

export function serverTranslate(locale: Locale): ServerTranslate {
  return TRANSLATORS[locale];
}
