import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "../constants";
import { EMAIL_PATTERN, isValidPhone, normalizePhone } from "../contact";
import { MSG } from "../messages";

/** Letters, spaces, periods and hyphens, 1-20 characters (SPEC §5). */
export const NAME_PATTERN = new RegExp(`^[A-Za-z .\\-]{1,${NAME_MAX_LENGTH}}$`);
/** Characters that the 'removed as typed' rule strips in the browser. */
export const NAME_DISALLOWED = /[^A-Za-z .\-]/g;

export function nameField(required: string, alpha: string) {
  return z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(NAME_PATTERN, alpha);
}

export const emailField = z
  .string({ required_error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(EMAIL_MAX_LENGTH, MSG.emailInvalid)
  .regex(EMAIL_PATTERN, MSG.emailInvalid);

/** Accepts spaces, dots, hyphens, brackets and a +1 prefix; yields 10 digits. */
export const phoneField = z
  .string({ required_error: MSG.phoneRequired })
  .transform(normalizePhone)
  .pipe(
    z
      .string()
      .min(1, MSG.phoneRequired)
      .refine(isValidPhone, MSG.phoneInvalid),
  );
