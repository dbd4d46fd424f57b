import { describe, expect, it, vi } from "vitest";
import { LOCALE_TAG } from "~/i18n/locales";
import { dollarsText } from "./dollars-text";

const TAGS = Object.values(LOCALE_TAG);

/** `format` of Intl's formatters is a getter (it returns the bound function), typed as a method. */
type FormatGetter = { format: object };

function intlDollars(amount: number, tag: string): string {
  const options = Number.isInteger(amount)
    ? ({ style: "currency", currency: "USD", maximumFractionDigits: 0 } as const)
    : ({ style: "currency", currency: "USD", minimumFractionDigits: 2 } as const);
  return new Intl.NumberFormat(tag, options).format(amount);
}

/** A small seeded generator, so a failure names an amount that comes back on the next run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("dollarsText", () => {
  it("writes every kind of amount as Intl's USD formats do, in each language", () => {
    const random = seeded(15);
    const amounts = [
      0,
      -0,
      1,
      -1,
      5,
      35,
      200,
      1_250,
      1_250.5,
      1_250.05,
      98_765.43,
      1_000_000,
      2 ** 53,
      1e20,
      -1e20,
      // Halves of a cent, whose binary values sit just below or above them.
      0.005,
      0.015,
      0.125,
      1.005,
      1.115,
      2.675,
      99.995,
      1_234.565,
      -0.005,
      -2.675,
      -0.001,
      0.0049,
      // Left to Intl: exponent sizes, $10 trillion or more, infinities, not a number.
      1e21,
      1.5e25,
      1.2345e22,
      1e-7,
      -1e-7,
      5e-7,
      Infinity,
      -Infinity,
      NaN,
      1e13,
      123_456_789_012_345.67,
      // Literals past a double's precision, as typed amounts would arrive: the nearest double.
      Number("1234567890123456.7"),
      // Either side of that bound, and small fractions.
      9_999_999_999_999.99,
      Number("9999999999999.995"),
      123_456_789_012.345,
      1.5e-3,
      0.000_001,
    ];
    for (let cents = -5_000; cents < 130_000; cents += 97) amounts.push(cents / 100);
    for (let i = 0; i < 3_000; i++) amounts.push(Math.round(random() * 10 ** (1 + (i % 9))) / 10 ** (i % 4));
    for (let i = 0; i < 3_000; i++) amounts.push((random() - 0.3) * 10 ** (i % 12));
    for (const tag of TAGS) {
      for (const amount of amounts) expect(dollarsText(amount), `${amount} ${tag}`).toBe(intlDollars(amount, tag));
    }
  });

  it("does not call Intl for an amount under $10 trillion", () => {
    const number = vi.spyOn(Intl.NumberFormat.prototype as unknown as FormatGetter, "format", "get");
    const localeString = vi.spyOn(Number.prototype, "toLocaleString");
    try {
      for (const amount of [0, -0, 35, 1_250.5, 99.995, -2.675, 9_999_999_999_999.99, 0.000_001]) dollarsText(amount);
      expect(number).not.toHaveBeenCalled();
      expect(localeString).not.toHaveBeenCalled();
      dollarsText(1e13);
      expect(localeString).toHaveBeenCalledTimes(1);
    } finally {
      number.mockRestore();
      localeString.mockRestore();
    }
  });
});
