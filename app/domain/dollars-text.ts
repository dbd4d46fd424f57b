import { groupThousands } from "./grouped-digits";

/*
 * Dollars are written without Intl: a page's first Intl call makes the browser load its locale data,
 * a long main-thread task on a cheap phone (ADR 0141). en-US
 * and es-US write dollars alike; dollars-text.test.ts compares every kind of amount with Intl.
 */

/** Intl's forms, for what the plain form leaves to it: ±∞, NaN, $10 trillion or more, under a millionth. */
const WHOLE_DOLLARS = { style: "currency", currency: "USD", maximumFractionDigits: 0 } as const;
const DOLLARS_AND_CENTS = { style: "currency", currency: "USD", minimumFractionDigits: 2 } as const;

/**
 * '$1,250' for a whole amount, '$1,250.50' otherwise; '-$5' below zero (−0 too, as Intl writes it).
 * Cents round half away from zero on the amount's shortest decimal form, as Intl does ('99.995' is
 * $100.00 although its binary value is just below).
 */
export function dollarsText(amount: number): string {
  const plain = /^(\d{1,13})(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!plain) return amount.toLocaleString("en-US", Number.isInteger(amount) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS);
  const sign = amount < 0 || Object.is(amount, -0) ? "-$" : "$";
  const [, whole = "0", fraction] = plain;
  if (fraction === undefined) return groupThousands(whole, sign);
  // At most 15 digits: exact in a double.
  const cents = Number(whole + (fraction + "00").slice(0, 2)) + (fraction.charAt(2) >= "5" ? 1 : 0);
  const digits = String(cents).padStart(3, "0");
  return `${groupThousands(digits.slice(0, -2), sign)}.${digits.slice(-2)}`;
}
