import { z } from "zod";

/** A value that may be left out: missing is null. */
export function orNull<T extends z.ZodTypeAny>(schema: T) {
  return schema.nullish().transform((v) => v ?? null);
}

// Lenient about nulls, numbers as strings and Y/N flags.
export const money = z.coerce.number();
export const optionalText = z.string().nullish();
export const id = z.union([z.string().min(1), z.number()]).transform(String);
export const optionalId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));
export const optionalNumber = orNull(z.coerce.number());
export const optionalMoney = optionalNumber;
/** A flag the bank may leave out: missing is false. */
export const optionalFlag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
export const yesNo = z
  .union([z.boolean(), z.string(), z.number()])
  .nullish()
  .transform((v) => v === true || v === 1 || (typeof v === "string" && /^(y|yes|true|1)$/i.test(v.trim())));

export function listOf<S extends z.ZodTypeAny>(item: S) {
  return z
    .array(item)
    .nullish()
    .transform((v): Array<z.output<S>> => v ?? []);
}

export function sameFields<K extends string, S extends z.ZodTypeAny>(keys: readonly K[], field: S) {
  return z.object(Object.fromEntries(keys.map((key) => [key, field])) as Record<K, S>);
}
