import { ADDRESS_LINE1_MAX, NAME_MAX_LENGTH, ZIP_MAX_LENGTH } from "./constants";

// SPEC §5 'other characters are removed as typed'; apart from zod so screens need none (ADR 0002).

export const NAME_PATTERN = new RegExp(`^[A-Za-z .\\-]{1,${NAME_MAX_LENGTH}}$`);
export const NAME_DISALLOWED = /[^A-Za-z .-]/g;

const MARKS = /\p{M}/gu;
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

// Accents read off (José → Jose); anything else unprintable is left for the name rule to refuse.
export function printedName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(OTHER_LATIN_RE, (c) => OTHER_LATIN[c] ?? c);
}

export function isPrintableName(name: string): boolean {
  return [...name.normalize("NFKC")].length <= NAME_MAX_LENGTH && NAME_PATTERN.test(printedName(name));
}

export function hasLetter(name: string): boolean {
  return /[A-Za-z]/.test(printedName(name));
}

export function isAllowedName(name: string): boolean {
  return isPrintableName(name) && hasLetter(name);
}

// An accented letter is kept as typed: the bank is sent the printed form (ADR 0003).
export function sanitizeNameInput(input: string, maxLength: number = NAME_MAX_LENGTH): string {
  // NFKC: full-width and other compatibility letters become the letters they stand for (Ｊ → J).
  const kept = [...input.normalize("NFKC")].filter((c) => printedName(c).replace(NAME_DISALLOWED, "") !== "");
  return kept.slice(0, maxLength).join("");
}

export const ADDRESS_PATTERN = /^[A-Za-z0-9 .\-/&]*$/;
export const ADDRESS_DISALLOWED = /[^A-Za-z0-9 .\-/&]/g;
export const ZIP_DISALLOWED = /[^\d-]/g;

export function sanitizeAddressInput(input: string, maxLength: number = ADDRESS_LINE1_MAX): string {
  return input.replace(ADDRESS_DISALLOWED, "").slice(0, maxLength);
}

export function sanitizeZipInput(input: string): string {
  return input.replace(ZIP_DISALLOWED, "").slice(0, ZIP_MAX_LENGTH);
}
