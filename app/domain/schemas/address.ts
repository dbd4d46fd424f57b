import { z } from "zod";
import {
  ADDRESS_LINE1_MAX,
  ADDRESS_LINE2_MAX,
  CITY_MAX,
  HOME_ADDRESS_LINE1_MAX,
  STATE_CODE_LENGTH,
  ZIP_FIRST_FIVE_MAX,
  ZIP_FIRST_FIVE_MIN,
  ZIP_MAX_LENGTH,
  ZIP_MIN_LENGTH,
} from "../constants";
import { MSG_KEY } from "../messages";
import { requiredText } from "./fields";
import { isUsStateCode, type UsStateCode } from "../us-states";

// SPEC §5 address characters; a zip only digits and a hyphen.

export {
  ADDRESS_DISALLOWED,
  ADDRESS_PATTERN,
  sanitizeAddressInput,
  sanitizeZipInput,
  ZIP_DISALLOWED,
} from "../input-filters";
import { ADDRESS_PATTERN } from "../input-filters";

const PO_BOX_ANYWHERE = /(?:^|[^a-z])(?:p[\s.]*o[\s.]*box|post[\s.]*office[\s.]*box|p[\s.]*o[\s.]*b(?=[\s.\d]|$))/i;
// SPEC §5 (also 'R.R.' and 'Rural Route').
const PO_BOX_OR_RR_START = /^\s*(?:p[\s.]*o[\s.]*box|post[\s.]*office[\s.]*box|r[\s.]*r(?=[\s.\d]|$)|rural\s+route)/i;

export function isPoBox(line: string): boolean {
  return PO_BOX_ANYWHERE.test(line);
}

export function startsWithPoBoxOrRr(line: string): boolean {
  return PO_BOX_OR_RR_START.test(line);
}

// Zip: 5 or 5+4 digits, the first five between 501 and 99950.

const ZIP_FORMAT = /^(\d{5})(?:-?(\d{4}))?$/;

// A wrong length included ('6270'): 'Must be a U.S. Zip Code' (ADR 0019).
export function zipProblem(zip: string): string | null {
  const z5 = zip.trim();
  if (z5.length === 0) return MSG_KEY.zipRequired;
  if (z5.length < ZIP_MIN_LENGTH || z5.length > ZIP_MAX_LENGTH) return MSG_KEY.zipInvalid;
  const match = ZIP_FORMAT.exec(z5);
  if (!match) return MSG_KEY.zipInvalid;
  const firstFive = Number(match[1]);
  if (firstFive < ZIP_FIRST_FIVE_MIN || firstFive > ZIP_FIRST_FIVE_MAX) return MSG_KEY.zipInvalid;
  return null;
}

export function isValidZip(zip: string): boolean {
  return zipProblem(zip) === null;
}

export function normalizeZip(zip: string): string {
  const match = ZIP_FORMAT.exec(zip.trim());
  if (!match) return zip.trim();
  return match[2] ? `${match[1]}-${match[2]}` : (match[1] as string);
}

type LineRule = "forbid-po-box" | "require-po-box-or-rr" | "any";

function line1Field(max: number, rule: LineRule) {
  return requiredText(MSG_KEY.streetRequired)
    .max(max, MSG_KEY.totalTooLong)
    .regex(ADDRESS_PATTERN, MSG_KEY.addressCharacters)
    .superRefine((line, ctx) => {
      if (rule === "forbid-po-box" && isPoBox(line)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.homeAddressNoPoBox });
      }
      if (rule === "require-po-box-or-rr" && !startsWithPoBoxOrRr(line)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: MSG_KEY.mailingPoBoxRequired });
      }
    });
}

export const addressLine2Field = z
  .string()
  .trim()
  .max(ADDRESS_LINE2_MAX, MSG_KEY.totalTooLong)
  .regex(ADDRESS_PATTERN, MSG_KEY.addressCharacters)
  .optional()
  .transform((v) => v ?? "");

export const cityField = requiredText(MSG_KEY.cityRequired)
  .max(CITY_MAX, MSG_KEY.totalTooLong)
  .regex(ADDRESS_PATTERN, MSG_KEY.addressCharacters);

export const stateField = requiredText(MSG_KEY.stateRequired)
  .max(STATE_CODE_LENGTH, MSG_KEY.stateRequired)
  .transform((v) => v.toUpperCase())
  .refine((v): v is UsStateCode => isUsStateCode(v), MSG_KEY.stateRequired);

export const zipCodeField = z.string({ required_error: MSG_KEY.zipRequired }).transform((zip, ctx) => {
  const problem = zipProblem(zip);
  if (problem) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
    return z.NEVER;
  }
  return normalizeZip(zip);
});

function addressShape(line1Max: number, rule: LineRule) {
  return {
    addressLine1: line1Field(line1Max, rule),
    addressLine2: addressLine2Field,
    city: cityField,
    state: stateField,
    zipCode: zipCodeField,
  };
}

export interface Address {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

const ADDRESS_KEYS = ["addressLine1", "addressLine2", "city", "state", "zipCode"] as const satisfies ReadonlyArray<
  keyof Address
>;

function pickAddress(value: Partial<Address>): Partial<Address> {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, value[key]]));
}

export function addressOf(value: Address): Address {
  return pickAddress(value) as Address;
}

export function addressDefaults(address: Partial<Address> | null | undefined): Partial<Address> {
  return address ? pickAddress(address) : {};
}

export const homeAddressShape = addressShape(HOME_ADDRESS_LINE1_MAX, "forbid-po-box");
export const homeAddressSchema = z.object(homeAddressShape);

export const billingAddressShape = addressShape(ADDRESS_LINE1_MAX, "any");
export const billingAddressSchema = z.object(billingAddressShape);

export const poBoxAddressShape = addressShape(ADDRESS_LINE1_MAX, "require-po-box-or-rr");

export const MAIL_TO_TYPES = ["home", "pobox"] as const;
export type MailToType = (typeof MAIL_TO_TYPES)[number];

export const mailingAddressSchema = z.discriminatedUnion(
  "mailToType",
  [z.object({ mailToType: z.literal("home") }), z.object({ mailToType: z.literal("pobox"), ...poBoxAddressShape })],
  { errorMap: () => ({ message: MSG_KEY.mailToTypeRequired }) },
);

export type MailingAddressInput = z.infer<typeof mailingAddressSchema>;
