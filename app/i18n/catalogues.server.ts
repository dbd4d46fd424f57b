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

/** Payloads by language and namespace list: the lists are the code's, so this stays small. */
const payloads = new Map<string, TextsPayload>();

/**
 * The namespaces a page shows, in its language: what a loader returns as `texts` (ADR 0160). Only
 * these travel to the page, so its HTML carries its own words, not the whole catalogue. Encoded
 * once per language and list (ADR 0160).
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

/** A document's payloads by reference, each as the JSON its data block carries. */
const blocks = new Map<string, string>();
/** Each payload's reference, made (and its block escaped) once. */
const references = new Map<TextsPayload, TextsPayload>();

/**
 * What a loader returns as `texts`: `textsFor` in the request's language — by reference when the
 * request renders a document, whose page then carries each payload once as a data block (ADR 0160);
 * whole for a client navigation's data request, which has no page to carry it.
 */
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

/** The data blocks a document needs: the payloads its loader data names, each once, in route order. */
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

/**
 * Translation on the server (loaders and actions: notices, refusals, field messages): the page's own
 * lookup and `{{name}}` interpolation (`createTranslate`) over the request language's catalogue,
 * English where a text is missing — what i18next answered, at a fraction of its cost (i18next's `t`
 * was ~4 % of a status page's server time; issue 15). `server-translate.test.ts` compares the two on
 * every key of both catalogues.
 */
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
