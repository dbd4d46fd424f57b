import { keptBy } from "~/domain/kept";

/**
 * Texts by namespace: `{ identity: { title: "…" } }`, the key `identity.title`. A page receives the
 * namespaces it shows as loader data: the root loader the frame's, each route its own (ADR 0160).
 */
export type Texts = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * Texts as a loader sends them: the namespaces as one JSON string, made once per language and
 * namespace list (ADR 0160). Single fetch would otherwise encode every key and text of the catalogue
 * one by one on each request — a tenth of a page's server time.
 */
export type TextsPayload = string & { readonly __textsPayload: true };

/** What a page's translate function reads: texts, or a payload it decodes once. */
export type TextsSource = Texts | TextsPayload;

/** Payloads the server made, with their texts: the server render never parses its own payloads. */
const encoded = new Map<string, Texts>();

/** The server's: a payload kept for the life of the process (made once per language and namespace list). */
export function encodeTexts(texts: Texts): TextsPayload {
  const payload = JSON.stringify(texts) as TextsPayload;
  encoded.set(payload, texts);
  return payload;
}

/**
 * A document's payloads are named, not carried (ADR 0160): its loader data holds a reference such as
 * `@en:common,errors`, and the page carries that payload once, as a JSON data block whose id is the
 * reference. A reference starts with '@'; a payload, being a JSON object, with '{'.
 */
export const TEXTS_REFERENCE_MARK = "@";

/** The server's: a reference to a payload it made, resolved without parsing (like the payload itself). */
export function nameTexts(reference: string, payload: TextsPayload): TextsPayload {
  const texts = encoded.get(payload);
  if (texts) encoded.set(reference, texts);
  return reference as TextsPayload;
}

/** Payloads the browser received, parsed: a page renders many components, each asking for its texts. */
const decoded = new Map<string, Texts>();
const MAX_DECODED = 64;
/**
 * References, parsed: never evicted, since their blocks may be gone (React builds <html> anew after an
 * error or a hydration mismatch); only the first document's few, so this stays small.
 */
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

/** Values put into a text's `{{name}}` placeholders (the i18next syntax, so both sides read one catalogue). */
export type TextParams = Readonly<Record<string, string | number>>;

export type Translate = (key: string, params?: TextParams) => string;

/** A template cut at its placeholders: text, then per placeholder its whole spelling and name, then text. */
const PLACEHOLDER = /(\{\{\s*(\w+)\s*\}\})/;
/**
 * Templates already cut (issue 15): a page fills a few dozen, and cutting one with a regular
 * expression and a callback each time was most of a translation's cost. The catalogues' texts are
 * few; the bound is there for any other caller.
 */
const partsOf = keptBy(
  4096,
  (template: string) => template,
  (template: string): readonly string[] => template.split(PLACEHOLDER),
);

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is, so a gap is visible in tests. */
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

/** Each namespace's texts by whole key ('identity.title'), made once per texts object. */
const byKey = new WeakMap<Texts, Map<string, string>>();

function keyed(texts: Texts): Map<string, string> {
  let map = byKey.get(texts);
  if (!map) byKey.set(texts, (map = new Map(Object.entries(flatten(texts)))));
  return map;
}

/** 'identity.title' → the text, looked up in the nearest source that has it. */
function lookUp(sources: ReadonlyArray<Map<string, string> | undefined>, key: string): string | undefined {
  for (let i = sources.length - 1; i >= 0; i--) {
    const text = sources[i]?.get(key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The page's translate function over the texts it received. A key not delivered is a bug the
 * English e2e tests catch; at run time it shows the key rather than a blank.
 */
export function createTranslate(sources: ReadonlyArray<TextsSource | undefined>): Translate {
  const texts = sources.map((source) => {
    const decoded = decodeTexts(source);
    return decoded && keyed(decoded);
  });
  return (key, params) => interpolate(lookUp(texts, key) ?? key, params);
}

/** `{ intro: { title: "…" } }` → `{ "intro.title": "…" }`: every key of a catalogue (the catalogue tests). */
export function flatten(texts: Texts): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [namespace, entries] of Object.entries(texts)) {
    for (const [name, text] of Object.entries(entries)) flat[`${namespace}.${name}`] = text;
  }
  return flat;
}
