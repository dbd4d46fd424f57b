// Arithmetic goes through whole cents so 0.1 + 0.2 never shows up on a screen.

export function moneyDigits(text: string): string {
  return text.replace(/[\s$,]/g, "");
}

export function parseMoney(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t) && !/^\d*\.\d{1,2}$/.test(t)) return null;
  const value = Number(t.replace(/,/g, ""));
  return Number.isFinite(value) ? value : null;
}

export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function subtractMoney(a: number, b: number): number {
  return Math.max(0, Math.round(a * 100) - Math.round(b * 100)) / 100;
}

export function clampMoney(amount: number, min: number, max: number): number {
  return roundCents(Math.min(Math.max(amount, min), max));
}

export function finiteOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

// Beyond it whole cents no longer fit a safe integer: a larger amount in a bank answer is unreadable.
export const MONEY_MAX = 10_000_000_000_000;

export function moneyOrNull(value: unknown): number | null {
  const n = finiteOrNull(value);
  return n !== null && Math.abs(n) <= MONEY_MAX ? n : null;
}

export function amountInputText(amount: number | null | undefined): string | undefined {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return undefined;
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}
