import { schemaFields } from "./form-fields";
import { z } from "zod";
import { checkBirthDate } from "../birth-date-check";
import { MSG_KEY } from "../messages";
import { isNineDigits, isValidSsnOrItin, normalizeSsn } from "../ssn";
import { addressOf, homeAddressShape } from "./address";
import { checkNamesCombined, nameField, rawText, withCrossChecks } from "./fields";

export const ssnField = z.string({ required_error: MSG_KEY.ssnRequired }).transform((input, ctx) => {
  const digits = normalizeSsn(input);
  const message =
    digits === ""
      ? MSG_KEY.ssnRequired
      : !isNineDigits(digits)
        ? MSG_KEY.ssnLength
        : !isValidSsnOrItin(digits)
          ? MSG_KEY.ssnInvalid
          : null;
  if (message) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  }
  return digits;
});

const optionalText = z.string().optional();

export interface IdentityOptions {
  today: Date;
  // On file (sealed in the session, never shown): both fields may stay empty to keep it.
  ssnOnFile?: boolean;
}

export function identitySchema({ today, ssnOnFile = false }: IdentityOptions) {
  const fields = z.object({
    firstName: nameField(MSG_KEY.firstNameRequired, MSG_KEY.firstNameAlpha, MSG_KEY.firstNameNoLetter),
    lastName: nameField(MSG_KEY.lastNameRequired, MSG_KEY.lastNameAlpha, MSG_KEY.lastNameNoLetter),
    birthMonth: optionalText,
    birthDay: optionalText,
    birthYear: optionalText,
    ssn: ssnOnFile ? ssnField.optional() : ssnField,
    ssnConfirm: optionalText,
    ...homeAddressShape,
  });
  return withCrossChecks(fields, (raw, ctx) => {
    checkNamesCombined(raw, ctx);
    const birth = checkBirthDate(
      {
        birthMonth: rawText(raw, "birthMonth"),
        birthDay: rawText(raw, "birthDay"),
        birthYear: rawText(raw, "birthYear"),
      },
      today,
    );
    if (!birth.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["dateOfBirth"], message: birth.message });
    const ssn = normalizeSsn(rawText(raw, "ssn"));
    const confirm = normalizeSsn(rawText(raw, "ssnConfirm"));
    if (ssn !== "" && confirm !== ssn) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ssnConfirm"], message: MSG_KEY.ssnConfirmMismatch });
    }
    if (ssnOnFile && ssn === "" && confirm !== "") {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["ssn"], message: MSG_KEY.ssnRequired });
    }
  }).transform((value) => {
    const birth = checkBirthDate(value, today);
    const homeAddress = addressOf(value);
    return {
      firstName: value.firstName,
      lastName: value.lastName,
      dateOfBirth: birth.ok ? birth.dateOfBirth : "",
      ssn: value.ssn,
      homeAddress,
    };
  });
}

export type IdentityInput = z.input<ReturnType<typeof identitySchema>>;
export type Identity = z.output<ReturnType<typeof identitySchema>>;

export const IDENTITY_FIELDS = schemaFields(identitySchema({ today: new Date(0) }));
