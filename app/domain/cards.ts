import { CARD_EXPIRY_MAX_YEARS_AHEAD, CVV_LENGTH } from "./constants";
import { stripSeparators } from "./text";

/**
 * Debit card rules (SPEC §5, §9): card number Luhn-valid, Visa or Mastercard only; expiry MM/YY not
 * in the past; 3-digit security code.
 */

export type CardBrand = "visa" | "mastercard" | "amex" | "discover" | "other";

/** Removes the spaces and hyphens people type between groups. */
export function normalizeCardNumber(input: string): string {
  return stripSeparators(input);
}

/** The Luhn (mod 10) check on a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by its prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (digits.length >= 4 && four >= 2221 && four <= 2720)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return "discover";
  return "other";
}

const LENGTHS: Record<"visa" | "mastercard", readonly number[]> = { visa: [13, 16, 19], mastercard: [16] };

export type CardNumberCheck = "ok" | "invalid" | "brand";

/**
 * 'invalid' unless 12–19 digits passing Luhn (and the length its Visa/Mastercard prefix needs);
 * 'brand' for a well-formed card of any other brand.
 */
export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normalizeCardNumber(input);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return "invalid";
  const brand = cardBrand(digits);
  if (brand !== "visa" && brand !== "mastercard") return "brand";
  return LENGTHS[brand].includes(digits.length) ? "ok" : "invalid";
}

/** '4111 1111 1111 1111': groups of four as typed on the screen. */
export function formatCardNumber(input: string): string {
  return normalizeCardNumber(input)
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

export interface CardExpiry {
  month: number;
  /** Four-digit year. */
  year: number;
}

/** 'MM/YY' (also 'MMYY' and 'MM / YY') → month and four-digit year; anything else → null. */
export function parseExpiry(input: string): CardExpiry | null {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(input.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month; not more than 20 years ahead. */
export function isExpiryValid(input: string, today: Date): boolean {
  const expiry = parseExpiry(input);
  if (!expiry) return false;
  const months = expiry.year * 12 + expiry.month;
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  return months >= now && months <= now + CARD_EXPIRY_MAX_YEARS_AHEAD * 12;
}

/** 'MM/YY' as shown on the screen. Call only on a parseable expiry. */
export function formatExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}`;
}

/** 'MMYY' as the bank expects (SPEC §3 expirationDateMMYY). */
export function expirationDateMMYY(expiry: CardExpiry): string {
  return formatExpiry(expiry).replace("/", "");
}

export function normalizeCvv(input: string): string {
  return input.replace(/\s/g, "");
}

export function isCvvValid(input: string): boolean {
  return new RegExp(`^\\d{${CVV_LENGTH}}$`).test(normalizeCvv(input));
}
