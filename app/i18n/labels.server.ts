import type { DocumentCategory } from "~/domain/documents";
import type { ServerTranslate } from "./catalogues.server";
import { documents } from "./en/documents";
import { statusList } from "./en/statusList";

/**
 * Texts the domain gives in English and the server sends on as they are (a status list's labels,
 * the document types posted to the bank), shown in the request's language: each English text names
 * its catalogue key. A text without one stays as it is.
 */
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

/** 'Address' / 'Domicilio': a category's name. */
export function documentCategoryName(category: DocumentCategory, t: ServerTranslate): string {
  return t(`documents.categories.${category}`);
}

/** 'Proof of address' / 'Comprobante de domicilio': how a category's field is named on both pages. */
export function documentProofLabel(category: DocumentCategory, t: ServerTranslate): string {
  return t(`documents.proof.${category}`);
}
