import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_COMBINED_LIMIT } from "../constants";
import { EMAIL_PATTERN, isValidPhone, normalizePhone } from "../contact";
import { MSG_KEY } from "../messages";
import { moneyDigits, parseMoney } from "../money";

export { NAME_DISALLOWED, NAME_PATTERN, printedName, sanitizeNameInput } from "../input-filters";
import { hasLetter, isAllowedName as allowedName, isPrintableName, printedName } from "../input-filters";

export function requiredText(required: string) {
  return z.string({ required_error: required }).trim().min(1, required);
}

// SPEC §5. Kept as typed (NFKC: Ｊ is J); the bank is sent its printed form.
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

export function isAllowedName(value: string): boolean {
  return allowedName(value);
}

export interface MoneyFieldOptions {
  required: string;
  numeric: string;
  maxLength: number;
  tooLong: string;
  check?: (amount: number) => string | null;
}

// SPEC §5. Checks run in order: required, numeric, check(), length.
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

// z.any(), not a union, so Conform's constraint reader sees it as not required.
export const optionalCheckbox = z
  .any()
  .optional()
  .transform((v: unknown) => v === true || v === "on" || v === "true");

export function rawText(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  return typeof value === "string" ? value : "";
}

// An intersection: an object's own refinement is skipped once any field fails (shown only on a second submit).
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

/** A cross check of every form that asks for both names: together, as printed, they must fit on the card. */
export function checkNamesCombined(raw: Record<string, unknown>, ctx: z.RefinementCtx) {
  const first = rawText(raw, "firstName").trim();
  const last = rawText(raw, "lastName").trim();
  if (
    isAllowedName(first) &&
    isAllowedName(last) &&
    printedName(first).length + printedName(last).length >= NAME_COMBINED_LIMIT
  ) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["lastName"], message: MSG_KEY.namesCombinedTooLong });
  }
}
