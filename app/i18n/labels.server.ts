import type { DocumentCategory } from "~/domain/documents";
import { US_STATES } from "~/domain/us-states";
import { serverTranslate, type ServerTranslate } from "./catalogues.server";
import { documents } from "./en/documents";
import { statusList } from "./en/statusList";
import { LOCALE_TAG, type Locale } from "./locales";

// The domain's English texts name their catalogue keys; a text without one stays as it is.
function keysByText(texts: Readonly<Record<string, string>>, prefix: string): ReadonlyMap<string, string> {
  const namespace = prefix.slice(0, prefix.indexOf("."));
  const group = prefix.slice(namespace.length + 1);
  return new Map(
    Object.entries(texts)
      .filter(([name]) => name.startsWith(group))
      .map(([name, text]) => [text, `${namespace}.${name}`]),
  );
}

const STATUS_LABEL_KEYS = keysByText(statusList, "statusList.labels.");
const DOCUMENT_OPTION_KEYS = keysByText(documents, "documents.options.");

export function translateStatusLabel(label: string, t: ServerTranslate): string {
  const key = STATUS_LABEL_KEYS.get(label);
  return key ? t(key) : label;
}

export function translateDocumentOption(option: string, t: ServerTranslate): string {
  const key = DOCUMENT_OPTION_KEYS.get(option);
  return key ? t(key) : option;
}

export function documentCategoryName(category: DocumentCategory, t: ServerTranslate): string {
  return t(`documents.categories.${category}`);
}

export function documentProofLabel(category: DocumentCategory, t: ServerTranslate): string {
  return t(`documents.proof.${category}`);
}

type StateOption = { readonly value: string; readonly label: string };
const STATE_OPTIONS = new Map<Locale, readonly StateOption[]>();

// States and DC first, then the territories (ADR 0019): each group keeps its place when sorted.
const TERRITORIES: ReadonlySet<string> = new Set(["AS", "GU", "MP", "PR", "VI"]);

// Sorted by the shown name: a Spanish reader looks for 'Nueva York' under N, and a select jumps by label.
export function stateOptions(locale: Locale): readonly StateOption[] {
  let options = STATE_OPTIONS.get(locale);
  if (!options) {
    const t = serverTranslate(locale);
    const collator = new Intl.Collator(LOCALE_TAG[locale]);
    const rank = (code: string) => (TERRITORIES.has(code) ? 1 : 0);
    options = US_STATES.map((s) => ({ value: s.code, label: t(`states.${s.code}`) })).sort(
      (a, b) => rank(a.value) - rank(b.value) || collator.compare(a.label, b.label),
    );
    STATE_OPTIONS.set(locale, options);
  }
  return options;
}
