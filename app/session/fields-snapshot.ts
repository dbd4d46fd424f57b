import type { SessionData } from "./data";

/**
 * Which fields of a session a request changed: each top-level field as its JSON, compared at save
 * time, so a save writes only this request's changes over a record another request may have saved.
 */
export type FieldsSnapshot = Map<string, string | undefined>;

/** Each top-level field of session data as JSON, to tell which ones a request changed. */
export function snapshot(data: SessionData): FieldsSnapshot {
  return new Map(Object.entries(data).map(([key, value]) => [key, JSON.stringify(value)]));
}

/** The snapshot's fields as values: a JSON copy without serialising the session again; undefined ones left out. */
export function valuesOf(fields: FieldsSnapshot): Record<string, unknown> {
  return Object.fromEntries(
    [...fields].flatMap(([key, json]) => (json === undefined ? [] : [[key, JSON.parse(json)]])),
  );
}

export function sameFields(a: FieldsSnapshot, b: FieldsSnapshot): boolean {
  for (const key of new Set([...a.keys(), ...b.keys()])) if (a.get(key) !== b.get(key)) return false;
  return true;
}
