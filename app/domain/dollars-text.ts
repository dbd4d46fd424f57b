import { groupThousands } from "./grouped-digits";

// Without Intl: a page's first Intl call loads locale data, a long main-thread task on a cheap phone (ADR 0141).

// Intl's forms, for what the plain form leaves to it.
const WHOLE_DOLLARS = { style: "currency", currency: "USD", maximumFractionDigits: 0 } as const;
const DOLLARS_AND_CENTS = { style: "currency", currency: "USD", minimumFractionDigits: 2 } as const;

// Cents round half away from zero on the shortest decimal form, as Intl does ('99.995' is $100.00).
export function dollarsText(amount: number): string {
  const plain = /^(\d{1,13})(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!plain) return amount.toLocaleString("en-US", Number.isInteger(amount) ? WHOLE_DOLLARS : DOLLARS_AND_CENTS);
  const sign = amount < 0 || Object.is(amount, -0) ? "-$" : "$";
  const [, whole = "0", fraction] = plain;
  if (fraction === undefined) return groupThousands(whole, sign);
  const cents = Number(whole + (fraction + "00").slice(0, 2)) + (fraction.charAt(2) >= "5" ? 1 : 0);
  const digits = String(cents).padStart(3, "0");
  return `${groupThousands(digits.slice(0, -2), sign)}.${digits.slice(-2)}`;
}
