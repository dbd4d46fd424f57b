import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../constants";
import { EMAIL_PATTERN, isValidPhone, normalizePhone } from "../contact";
import { MSG_KEY } from "../messages";
import { moneyDigits, parseMoney } from "../money";

export { NAME_DISALLOWED, NAME_PATTERN, printedName, sanitizeNameInput } from "../input-filters";
import { hasLetter, isAllowedName as allowedName, isPrintableName } from "../input-filters";

/** Text the form must have: missing, empty or only spaces all give `required` (the value is trimmed). */
export function requiredText(required: string) {
  return z.string({ required_error: required }).trim().min(1, required);
}

/**
 * A name (SPEC §5): letters with or without accents, spaces, periods and hyphens, at least one
 * letter. Kept as typed (NFKC: Ｊ is J); the bank is sent its printed form (`printedName`).
 */
export function nameField(required: string, alpha: string, noLetter: string) {
  return requiredText(required)
    .superRefine((name, ctx) => {
      if (!isPrintableName(name)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: alpha });
      else if (!hasLetter(name)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: noLetter });
    })
    .transform((name) => name.normalize("NFKC"));
}

export const emailField = requiredText(MSG_KEY.emailRequired)
  .max(EMAIL_MAX_LENGTH, MSG_KEY.emailInvalid)
  .regex(EMAIL_PATTERN, MSG_KEY.emailInvalid);

/** Accepts spaces, dots, hyphens, brackets and a +1 prefix; yields 10 digits. */
export const phoneField = z
  .string({ required_error: MSG_KEY.phoneRequired })
  .transform(normalizePhone)
  .pipe(
    // required_error here too: Conform turns the empty string left by normalising into undefined.
    z
      .string({ required_error: MSG_KEY.phoneRequired })
      .min(1, MSG_KEY.phoneRequired)
      .refine(isValidPhone, MSG_KEY.phoneInvalid),
  );

/** True when a name follows the name rule (no stateful /g regex involved). */
export function isAllowedName(value: string): boolean {
  return allowedName(value);
}

export interface MoneyFieldOptions {
  /** Shown when the field is empty. */
  required: string;
  /** Shown when the text is not an amount. */
  numeric: string;
  /** Input characters allowed ('$', commas and spaces not counted). */
  maxLength: number;
  /** Shown when the amount has more characters than maxLength. */
  tooLong: string;
  /** Bounds and other checks on the parsed amount: a message, or null when fine. */
  check?: (amount: number) => string | null;
}

/**
 * A money input (SPEC §5 income, credit line and partial amount). Accepts '$', thousands commas and
 * up to two decimals; yields a number. Checks run in order: required, numeric, check(), length.
 */
export function moneyField(options: MoneyFieldOptions) {
  return z
    .string({ required_error: options.required, invalid_type_error: options.numeric })
    .trim()
    .min(1, options.required)
    .transform((text, ctx) => {
      const amount = parseMoney(text);
      if (amount === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: options.numeric });
        return z.NEVER;
      }
      const problem =
        options.check?.(amount) ?? (moneyDigits(text).length > options.maxLength ? options.tooLong : null);
      if (problem !== null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
        return z.NEVER;
      }
      return amount;
    });
}

/**
 * An optional checkbox: ticked ('on', 'true', true) or not. Built on z.any() rather than a union so
 * Conform's constraint reader sees it as not required.
 */
export const optionalCheckbox = z
  .any()
  .optional()
  .transform((v: unknown) => v === true || v === "on" || v === "true");

/** A raw form value as text: strings as they are, anything else as ''. */
export function rawText(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  return typeof value === "string" ? value : "";
}

/**
 * Checks across fields that run even when some field is missing. A zod object's own refinement is
 * skipped once any field fails its type check (an empty form), so the date of birth or a confirmation
 * mismatch would only show after a second submit. An intersection parses both sides and keeps every
 * issue. The right side is an empty pass-through object: it reads the raw values (`rawText`), adds
 * no field constraints for Conform, and contributes nothing to the output.
 */
export function withCrossChecks<T extends z.ZodTypeAny>(
  schema: T,
  check: (raw: Record<string, unknown>, ctx: z.RefinementCtx) => void,
) {
  const cross = z
    .object({})
    .passthrough()
    .superRefine((raw, ctx) => check(raw, ctx))
    .transform(() => ({}));
  return z.intersection(schema, cross).transform((value) => value as z.output<T>);
}
