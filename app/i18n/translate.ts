import { keptBy } from "~/domain/kept";

export type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

// One JSON string, made once: single fetch would otherwise encode every text on each request (ADR 0160).
export type TextsPayload = string & { readonly __textsPayload: true };

export type TextsSource = Texts | TextsPayload;

// The server render never parses its own payloads.
const encoded = new Map<string, Texts>();

export function encodeTexts(texts: Texts): TextsPayload {
  const payload = JSON.stringify(texts) as TextsPayload;
  encoded.set(payload, texts);
  return payload;
}

// ADR 0160: a document's loader data names a payload ('@en:common,errors'); a payload starts with '{'.
export const TEXTS_REFERENCE_MARK = "@";

export function nameTexts(reference: string, payload: TextsPayload): TextsPayload {
  const texts = encoded.get(payload);
  if (texts) encoded.set(reference, texts);
  return reference as TextsPayload;
}

const decoded = new Map<string, Texts>();
const MAX_DECODED = 64;
// Never evicted: their blocks may be gone (React builds <html> anew after an error or a hydration mismatch).
const named = new Map<string, Texts>();

export function decodeTexts(source: TextsSource | undefined): Texts | undefined {
  if (typeof source !== "string") return source;
  const reference = source[0] === TEXTS_REFERENCE_MARK;
  let texts = encoded.get(source) ?? (reference ? named : decoded).get(source);
  if (!texts) {
    // A reference's payload is the page's data block of that id (missing only in a broken page: keys show).
    const json = reference ? globalThis.document?.getElementById(source)?.textContent : source;
    if (!json) return undefined;
    texts = JSON.parse(json) as Texts;
    if (reference) named.set(source, texts);
    else {
      if (decoded.size >= MAX_DECODED) decoded.clear();
      decoded.set(source, texts);
    }
  }
  return texts;
}

// The i18next syntax, so both sides read one catalogue.
export type TextParams = Readonly<Record<string, string | number>>;

export type Translate = (key: string, params?: TextParams) => string;

const PLACEHOLDER = /(\{\{\s*(\w+)\s*\}\})/;
// Cut once: a page fills a few dozen templates.
const partsOf = keptBy(
  4096,
  (template: string) => template,
  (template: string): readonly string[] => template.split(PLACEHOLDER),
);

// A placeholder without a value stays, so a gap is visible in tests.
export function interpolate(template: string, params?: TextParams): string {
  if (!params || !template.includes("{{")) return template;
  const parts = partsOf(template);
  let text = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i + 1] ?? "";
    text += (Object.hasOwn(params, name) ? String(params[name]) : parts[i]) + (parts[i + 2] ?? "");
  }
  return text;
}

const byKey = new WeakMap<Texts, Map<string, string>>();

function keyed(texts: Texts): Map<string, string> {
  let map = byKey.get(texts);
  if (!map) byKey.set(texts, (map = new Map(Object.entries(flatten(texts)))));
  return map;
}

function lookUp(sources: ReadonlyArray<Map<string, string> | undefined>, key: string): string | undefined {
  for (let i = sources.length - 1; i >= 0; i--) {
    const text = sources[i]?.get(key);
    if (text !== undefined) return text;
  }
  return undefined;
}

// A key not delivered shows as the key, not a blank (the English e2e tests catch it).
export function createTranslate(sources: ReadonlyArray<TextsSource | undefined>): Translate {
  const texts = sources.map((source) => {
    const decoded = decodeTexts(source);
    return decoded && keyed(decoded);
  });
  return (key, params) => interpolate(lookUp(texts, key) ?? key, params);
}

export function flatten(texts: Texts): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [namespace, entries] of Object.entries(texts)) {
    for (const [name, text] of Object.entries(entries)) flat[`${namespace}.${name}`] = text;
  }
  return flat;
}
