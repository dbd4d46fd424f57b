/**
 * A value as JSON without the named fields, for "no personal data in here" checks: random hex ids,
 * bank tokens and clock readings are made of digits too, and by chance spell a short value such as
 * "1990" or "1229" (CI once failed on a timestamp that did). Leave out only what a test checks
 * another way (its format, or its being there at all).
 */
export function jsonWithout(value: unknown, keys: readonly string[]): string {
  const left = new Set(keys);
  return JSON.stringify(value, (key, field: unknown) => (left.has(key) ? undefined : field));
}
