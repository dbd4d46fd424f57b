import { ADDRESS_LINE1_MAX, NAME_MAX_LENGTH, ZIP_MAX_LENGTH } from "./constants";

/*
 * SPEC §5 'other characters are removed as typed': the filters the browser applies while typing.
 * Kept apart from the zod schemas so the screens can use them without zod (ADR 0002).
 */

/** The name as the bank prints it on the card: ASCII letters, spaces, periods and hyphens, 1-20 characters (SPEC §5). */
export const NAME_PATTERN = new RegExp(`^[A-Za-z .\\-]{1,${NAME_MAX_LENGTH}}$`);
/** Characters that the 'removed as typed' rule strips in the browser (after a letter's accents are read off). */
export const NAME_DISALLOWED = /[^A-Za-z .-]/g;

/** Accents and other marks a letter carries (NFKD splits them off: é → e + ´). */
const MARKS = /\p{M}/gu;
/** Latin letters NFKD does not split into a base letter and a mark, as cards print them. */
const OTHER_LATIN: Readonly<Record<string, string>> = {
  ø: "o",
  Ø: "O",
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  ß: "ss",
};
const OTHER_LATIN_RE = new RegExp(`[${Object.keys(OTHER_LATIN).join("")}]`, "g");

/**
 * The name as the bank can print it (ASCII): accents read off (José → Jose, Muñoz → Munoz, Peña →
 * Pena), a few other Latin letters spelled as cards spell them (ø → o, ß → ss). Anything else is
 * left as it is, for the name rule to refuse.
 */
export function printedName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(OTHER_LATIN_RE, (c) => OTHER_LATIN[c] ?? c);
}

/** 1-20 characters as typed, and nothing the bank cannot print once the accents are read off (SPEC §5). */
export function isPrintableName(name: string): boolean {
  return [...name.normalize("NFKC")].length <= NAME_MAX_LENGTH && NAME_PATTERN.test(printedName(name));
}

/** True when the name has a letter: '-' or '.' alone is no name. */
export function hasLetter(name: string): boolean {
  return /[A-Za-z]/.test(printedName(name));
}

/** The name rule (SPEC §5; letters with or without accents): printable and with at least one letter. */
export function isAllowedName(name: string): boolean {
  return isPrintableName(name) && hasLetter(name);
}

/**
 * SPEC §5 'other characters are removed as typed': what the browser keeps of a typed name. A letter
 * with an accent is kept as typed (José, Muñoz: the bank is sent the printed form, ADR 0003); what
 * no card can print (digits, symbols, other scripts) is removed.
 */
export function sanitizeNameInput(input: string, maxLength: number = NAME_MAX_LENGTH): string {
  // NFKC: full-width and other compatibility letters become the letters they stand for (Ｊ → J).
  const kept = [...input.normalize("NFKC")].filter((c) => printedName(c).replace(NAME_DISALLOWED, "") !== "");
  return kept.slice(0, maxLength).join("");
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
