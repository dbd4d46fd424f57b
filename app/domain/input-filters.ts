import { ADDRESS_LINE1_MAX, NAME_MAX_LENGTH, ZIP_MAX_LENGTH } from "./constants";

/*
 * SPEC §5 'other characters are removed as typed': the filters the browser applies while typing.
 * Kept apart from the zod schemas so the screens can use them without zod (ADR 0140).
 */

/** Letters, spaces, periods and hyphens, 1-20 characters (SPEC §5). */
export const NAME_PATTERN = new RegExp(`^[A-Za-z .\\-]{1,${NAME_MAX_LENGTH}}$`);
/** Characters that the 'removed as typed' rule strips in the browser. */
export const NAME_DISALLOWED = /[^A-Za-z .-]/g;

/** Accents and other marks a letter carries (NFKD splits them off: é → e + ´). */
const MARKS = /\p{M}/gu;

/**
 * SPEC §5 'other characters are removed as typed': what the browser keeps of a typed name. A letter
 * with an accent keeps its letter (Pérez → Perez, Muñoz → Munoz), where dropping it whole made 'Prez'
 * (ADR 0003). The server does not strip silently; it rejects with the 'alphabetical characters'
 * message, and the last name's hint says accents are not taken.
 */
export function sanitizeNameInput(input: string, maxLength: number = NAME_MAX_LENGTH): string {
  return input.normalize("NFKD").replace(MARKS, "").replace(NAME_DISALLOWED, "").slice(0, maxLength);
}

/* SPEC §5 address character rules: letters, digits, space, period, hyphen, slash, ampersand.
 * Zip allows only digits and hyphen. */

export const ADDRESS_PATTERN = /^[A-Za-z0-9 .\-/&]*$/;
/** What the 'as typed' filter removes from address lines and city. */
export const ADDRESS_DISALLOWED = /[^A-Za-z0-9 .\-/&]/g;
export const ZIP_DISALLOWED = /[^\d-]/g;

export function sanitizeAddressInput(input: string, maxLength: number = ADDRESS_LINE1_MAX): string {
  return input.replace(ADDRESS_DISALLOWED, "").slice(0, maxLength);
}

export function sanitizeZipInput(input: string): string {
  return input.replace(ZIP_DISALLOWED, "").slice(0, ZIP_MAX_LENGTH);
}
