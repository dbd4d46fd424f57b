import cardValidator from "card-validator";
import luhn10 from "card-validator/dist/luhn-10.js";
import { CARD_EXPIRY_MAX_YEARS_AHEAD, CVV_LENGTH } from "./constants";
import { stripSeparators } from "./text";

/**
 * Debit card rules (SPEC §5, §9): card number Luhn-valid, Visa or Mastercard only; expiry MM/YY not
 * in the past; 3-digit security code. The number and the code are judged by card-validator (its
 * Luhn, and the brands' prefixes and lengths of credit-card-type); the expiry by the app's own clock
 * (ADR 0019). Server-side only: the screen formats the number with card-format.ts.
 */

/** Removes the spaces and hyphens people type between groups. */
export function normalizeCardNumber(input: string): string {
  return stripSeparators(input);
}

/** The brands SPEC accepts, by card-validator's names. */
const ACCEPTED_BRANDS: ReadonlySet<string> = new Set(["visa", "mastercard"]);

export type CardNumberCheck = "ok" | "invalid" | "brand";

/**
 * 'ok' for a Visa or Mastercard number of its brand's length passing Luhn; 'brand' for a
 * Luhn-valid number of 12–19 digits of any other brand (or none known); 'invalid' otherwise.
 */
export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normalizeCardNumber(input);
  if (!/^\d{12,19}$/.test(digits)) return "invalid";
  const { card, isValid } = cardValidator.number(digits);
  if (card && ACCEPTED_BRANDS.has(card.type)) return isValid ? "ok" : "invalid";
  return luhn10(digits) ? "brand" : "invalid";
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
  const cvv = normalizeCvv(input);
  return cvv.length === CVV_LENGTH && cardValidator.cvv(cvv, CVV_LENGTH).isValid;
}
