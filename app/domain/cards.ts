import cardValidator from "card-validator";
import luhn10 from "card-validator/dist/luhn-10.js";
import { CARD_EXPIRY_MAX_YEARS_AHEAD, CVV_LENGTH } from "./constants";
import { stripSeparators } from "./text";

// SPEC §5, §9. The expiry is judged by the app's own clock (ADR 0019); server-side only.

export function normalizeCardNumber(input: string): string {
  return stripSeparators(input);
}

const ACCEPTED_BRANDS: ReadonlySet<string> = new Set(["visa", "mastercard"]);

export type CardNumberCheck = "ok" | "invalid" | "brand";

export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normalizeCardNumber(input);
  if (!/^\d{12,19}$/.test(digits)) return "invalid";
  const { card, isValid } = cardValidator.number(digits);
  if (card && ACCEPTED_BRANDS.has(card.type)) return isValid ? "ok" : "invalid";
  return luhn10(digits) ? "brand" : "invalid";
}

export interface CardExpiry {
  month: number;
  year: number;
}

export function parseExpiry(input: string): CardExpiry | null {
  const match = /^(0[1-9]|1[0-2])\s*\/?\s*(\d{2})$/.exec(input.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function isExpiryValid(input: string, today: Date): boolean {
  const expiry = parseExpiry(input);
  if (!expiry) return false;
  const months = expiry.year * 12 + expiry.month;
  const now = today.getFullYear() * 12 + today.getMonth() + 1;
  return months >= now && months <= now + CARD_EXPIRY_MAX_YEARS_AHEAD * 12;
}

export function formatExpiry(expiry: CardExpiry): string {
  return `${String(expiry.month).padStart(2, "0")}/${String(expiry.year % 100).padStart(2, "0")}`;
}

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
