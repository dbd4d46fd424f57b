/**
 * Money as people type it and as the bank counts it. Amounts are dollars with at most two
 * decimals; arithmetic goes through whole cents so 0.1 + 0.2 never shows up on a screen.
 */

/** '$1,234.50', '1234.5', '1234' → the digits people type, without '$', commas and spaces. */
export function moneyDigits(text: string): string {
  return text.replace(/[\s$,]/g, "");
}

/**
 * A non-negative amount as typed: optional '$', digits with optional thousands commas, optional
 * one or two decimals. Anything else (signs, letters, '1e3', '.', '') is null.
 */
export function parseMoney(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t) && !/^\d*\.\d{1,2}$/.test(t)) return null;
  const value = Number(t.replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}

/** Rounds to whole cents. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** a - b in cents, never below zero. */
export function subtractMoney(a: number, b: number): number {
  return Math.max(0, Math.round(a * 100) - Math.round(b * 100)) / 100;
}

/** Clamps an amount into [min, max] (max wins if they cross), rounded to cents. */
export function clampMoney(amount: number, min: number, max: number): number {
  return roundCents(Math.min(Math.max(amount, min), max));
}

/** A finite number or null (configuration and bank answers may carry null, NaN or strings). */
export function finiteOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The largest amount the arithmetic trusts: beyond it, whole cents no longer fit a safe integer.
 * Anything larger in a bank answer is treated as unreadable.
 */
export const MONEY_MAX = 10_000_000_000_000;

/** A readable amount (finite, within ±MONEY_MAX) or null. */
export function moneyOrNull(value: unknown): number | null {
  const n = finiteOrNull(value);
  return n !== null && Math.abs(n) <= MONEY_MAX ? n : null;
}

/** An amount as an input's text when a form is filled again: '1200', '1200.50'; nothing for no amount. */
export function amountInputText(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return undefined;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
