import { SSN_LENGTH } from "./constants";
import { stripSeparators } from "./text";

/**
 * SSN / ITIN pattern check (SPEC §5 'passes an SSN-like pattern check'). A 9-digit number
 * AAA-GG-SSSS is accepted when it could have been issued:
 *
 * - SSN: area 001–899 except 666; group 01–99; serial 0001–9999 (since randomisation in 2011 every
 *   such area is issuable).
 * - ITIN: area 900–999 and group 50–65, 70–88, 90–92 or 94–99 (IRS ITIN ranges); serial 0001–9999.
 * - Never: area 000 or 666, group 00, serial 0000, the famous misused numbers 078-05-1120 and
 *   219-09-9999, and the advertising range 987-65-4320 … 987-65-4329.
 */

const ITIN_GROUPS: ReadonlyArray<readonly [number, number]> = [
  [50, 65],
  [70, 88],
  [90, 92],
  [94, 99],
];

const NEVER_VALID = new Set(["078051120", "219099999"]);
const ADVERTISING = /^98765432\d$/;

/** Removes spaces and hyphens: '123-45-6789' → '123456789'. */
export function normalizeSsn(input: string): string {
  return stripSeparators(input);
}

export function isNineDigits(value: string): boolean {
  return new RegExp(`^\\d{${SSN_LENGTH}}$`).test(value);
}

export function isItinShaped(digits: string): boolean {
  return isNineDigits(digits) && digits.startsWith("9");
}

/** True for a 9-digit string that is a plausible SSN or ITIN. */
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

/**
 * SPEC §5 'padded to 9': an SSN/ITIN held as a number loses its leading zeros (012-34-5678 →
 * 12345678); the value sent is always 9 digits, zeros put back in front. Nine digits pass unchanged.
 */
export function padSsn(digits: string): string {
  return digits.padStart(SSN_LENGTH, "0");
}

/** '***-**-6789': the only form an SSN is ever shown in. */
export function maskSsn(digits: string): string {
  const d = digits.replace(/\D/g, "");
  return `***-**-${d.length >= 4 ? d.slice(-4) : "****"}`;
}

export function lastFour(digits: string): string {
  return digits.replace(/\D/g, "").slice(-4);
}
