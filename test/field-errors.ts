import { expect, it } from "vitest";
import type { z } from "zod";
import { conformErrors } from "./form";

type Values = Record<string, string>;
type ErrorsOf = (schema: z.ZodTypeAny, values: Values) => Record<string, string>;

/**
 * One test per `[change, field, message]` row: the valid values with `change` applied give `field` the
 * first message `message` (null: none), through each way of reading the errors given (Conform's by default).
 */
export function itReportsField(
  schema: z.ZodTypeAny,
  valid: Values,
  rows: ReadonlyArray<readonly [Values, string, string | null]>,
  through: ErrorsOf[] = [conformErrors],
): void {
  it.each(rows)("%j → %s: %s", (change, field, message) => {
    for (const errorsOf of through) expect(errorsOf(schema, { ...valid, ...change })[field] ?? null).toBe(message);
  });
}
