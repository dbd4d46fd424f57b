import type { SessionData } from "./data";

/** Compared at save time, so a save writes only this request's changes over another request's. */
export type FieldsSnapshot = Map<string, string | undefined>;

export function snapshot(data: SessionData): FieldsSnapshot {
  return new Map(Object.entries(data).map(([key, value]) => [key, JSON.stringify(value)]));
}

export function valuesOf(fields: FieldsSnapshot): Record<string, unknown> {
  return Object.fromEntries(
    [...fields].flatMap(([key, json]) => (json === undefined ? [] : [[key, JSON.parse(json)]])),
  );
}

export function sameFields(a: FieldsSnapshot, b: FieldsSnapshot): boolean {
  for (const key of new Set([...a.keys(), ...b.keys()])) if (a.get(key) !== b.get(key)) return false;
  return true;
}
