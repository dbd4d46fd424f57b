import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ParsedIncentive } from "./incentives";
import { amountInputText } from "./money";
import type { ProductConfig } from "./offers";
import { amountOption, creditLineTerms, depositFor, isWithinBounds, presetOptions, pricingFor } from "./pricing";

const product = (over: Partial<ProductConfig> = {}): ProductConfig => ({
  prn: 1000,
  productName: "Secured Visa Card",
  minimumCreditLimit: 200,
  minimumDeposit: 200,
  maximumCreditLimit: 3000,
  defaultCreditLimit: 200,
  annualPercentageRate: 25.64,
  incentives: [],
  ...over,
});

const incentive = (over: Partial<ParsedIncentive> = {}): ParsedIncentive => ({
  id: 1,
  name: "promo",
  depositReduction: null,
  reducedMinimum: null,
  downsell: false,
  ...over,
});

describe("depositFor", () => {
  it("is the amount itself without a deposit reduction", () => {
    expect(depositFor(pricingFor(product()), 300)).toBe(300);
    expect(depositFor(pricingFor(product(), incentive({ reducedMinimum: 150 })), 300)).toBe(300);
  });

  it("takes the reduction off every amount; on the minimum it is SPEC's promo deposit", () => {
    const pricing = pricingFor(product(), incentive({ depositReduction: 50 }));
    expect(depositFor(pricing, 200)).toBe(pricing.promoDeposit);
    expect(depositFor(pricing, 200)).toBe(150);
    expect(depositFor(pricing, 500)).toBe(450);
    expect(depositFor(pricing, 20.1)).toBe(0);
  });

  it("never goes below zero and stays in whole cents", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (cents, reductionCents) => {
          const pricing = pricingFor(product(), incentive({ depositReduction: reductionCents / 100 }));
          const deposit = depositFor(pricing, cents / 100);
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(Math.round(deposit * 100))).toBe(true);
          expect(Math.abs(deposit * 100 - Math.round(deposit * 100))).toBeLessThan(1e-6);
          expect(deposit).toBeLessThanOrEqual(cents / 100);
        },
      ),
    );
  });
});

describe("presetOptions", () => {
  it("SPEC's tiers without promotions: nothing struck through", () => {
    expect(presetOptions(pricingFor(product()))).toEqual([
      { amount: 200, deposit: 200, wasAmount: null, wasDeposit: null },
      { amount: 300, deposit: 300, wasAmount: null, wasDeposit: null },
      { amount: 500, deposit: 500, wasAmount: null, wasDeposit: null },
    ]);
  });

  it("a reduced minimum replaces the first tier and remembers the old minimum", () => {
    const plus = product({ prn: 9000, minimumCreditLimit: 300, minimumDeposit: 300, defaultCreditLimit: 300 });
    expect(presetOptions(pricingFor(plus, incentive({ reducedMinimum: 200 })))).toEqual([
      { amount: 200, deposit: 200, wasAmount: 300, wasDeposit: null },
      { amount: 500, deposit: 500, wasAmount: null, wasDeposit: null },
      { amount: 1000, deposit: 1000, wasAmount: null, wasDeposit: null },
    ]);
  });

  it("a 'reduced' minimum that is not lower strikes nothing through", () => {
    const options = presetOptions(pricingFor(product(), incentive({ reducedMinimum: 200 })));
    expect(options[0]).toEqual({ amount: 200, deposit: 200, wasAmount: null, wasDeposit: null });
  });

  it("a deposit reduction keeps each original deposit", () => {
    expect(
      presetOptions(pricingFor(product(), incentive({ depositReduction: 50 }))).map((o) => [o.deposit, o.wasDeposit]),
    ).toEqual([
      [150, 200],
      [250, 300],
      [450, 500],
    ]);
  });

  it("launch: one amount, its default of 100", () => {
    const launch = product({
      prn: 6100,
      minimumCreditLimit: 100,
      minimumDeposit: 100,
      maximumCreditLimit: 1000,
      defaultCreditLimit: 100,
    });
    const pricing = pricingFor(launch);
    expect(presetOptions(pricing)).toEqual([{ amount: 100, deposit: 100, wasAmount: null, wasDeposit: null }]);
    expect(amountOption(pricing, pricing.defaultCreditLine).amount).toBe(100);
  });
});

describe("isWithinBounds", () => {
  it("includes both bounds", () => {
    const pricing = pricingFor(product());
    expect([199.99, 200, 3000, 3000.01].map((a) => isWithinBounds(pricing, a))).toEqual([false, true, true, false]);
  });
});

describe("creditLineTerms", () => {
  it("credit line = credit limit; the deposit after any reduction; the card's fees", () => {
    expect(creditLineTerms(pricingFor(product(), incentive({ depositReduction: 50 })), 300)).toEqual({
      amount: 300,
      creditLimit: 300,
      securityDeposit: 250,
      annualFee: 35,
      programFee: 0,
    });
    const launch = product({ prn: 6100, minimumCreditLimit: 100, minimumDeposit: 100, maximumCreditLimit: 1000 });
    expect(creditLineTerms(pricingFor(launch), 100)).toEqual({
      amount: 100,
      creditLimit: 100,
      securityDeposit: 100,
      annualFee: 24,
      programFee: 19.95,
    });
  });
});

describe("amountInputText", () => {
  it("whole dollars plain, cents with two decimals, nothing for no amount", () => {
    expect([
      amountInputText(1200),
      amountInputText(1200.5),
      amountInputText(0),
      amountInputText(undefined),
      amountInputText(null),
      amountInputText(Number.NaN),
    ]).toEqual(["1200", "1200.50", "0", undefined, undefined, undefined]);
  });
});
