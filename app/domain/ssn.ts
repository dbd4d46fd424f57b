import { SSN_LENGTH } from "./constants";
import { stripSeparators } from "./text";

// SPEC §5 'SSN-like pattern check': issuable numbers only (SSN area 001–899 but 666; ITIN 9xx, IRS groups);
// never a 000/00/0000 part, the famous misused numbers or the advertising range 987-65-4320…4329.

const ITIN_GROUPS: ReadonlyArray<readonly [number, number]> = [
  [50, 65],
  [70, 88],
  [90, 92],
  [94, 99],
];

const NEVER_VALID = new Set(["078051120", "219099999"]);
const ADVERTISING = /^98765432\d$/;

export function normalizeSsn(input: string): string {
  return stripSeparators(input);
}

export function isNineDigits(value: string): boolean {
  return new RegExp(`^\\d{${SSN_LENGTH}}$`).test(value);
}

export function isItinShaped(digits: string): boolean {
  return isNineDigits(digits) && digits.startsWith("9");
}

export function isValidSsnOrItin(digits: string): boolean {
  if (!isNineDigits(digits)) return false;
  if (NEVER_VALID.has(digits) || ADVERTISING.test(digits)) return false;
  const area = digits.slice(0, 3);
  const group = Number(digits.slice(3, 5));
  const serial = digits.slice(5);
  if (area === "000" || area === "666" || group === 0 || serial === "0000") return false;
  if (area.startsWith("9")) return ITIN_GROUPS.some(([lo, hi]) => group >= lo && group <= hi);
  return true;
}

// SPEC §5 'padded to 9': a number held as a number loses its leading zeros.
export function padSsn(digits: string): string {
  return digits.padStart(SSN_LENGTH, "0");
}

// The only form an SSN is ever shown in.
export function maskSsn(digits: string): string {
  const d = digits.replace(/\D/g, "");
  return `***-**-${d.length >= 4 ? d.slice(-4) : "****"}`;
}

export function lastFour(digits: string): string {
  return digits.replace(/\D/g, "").slice(-4);
}
