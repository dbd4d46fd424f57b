import { describe, expect, it } from "vitest";
import type { ParsedIncentive } from "./incentives";
import { amountInputText } from "./money";
import { amountOption, creditLineTerms, isWithinBounds, presetOptions, pricingFor } from "./pricing";
import { productConfig as product } from "../../test/product-config";

const incentive = (over: Partial<ParsedIncentive> = {}): ParsedIncentive => ({
  id: 1,
  name: "promo",
  depositReduction: null,
  reducedMinimum: null,
  downsell: false,
  ...over,
});

/** An amount's figures without a deposit reduction: the applicant pays the whole deposit. */
const whole = (amount: number) => ({ creditLine: amount, deposit: amount, promotionalCredit: 0, toPay: amount });

describe("presetOptions", () => {
  it("SPEC's tiers without promotions: nothing struck through", () => {
    expect(presetOptions(pricingFor(product()))).toEqual([
      { amount: 200, wasAmount: null, figures: whole(200) },
      { amount: 300, wasAmount: null, figures: whole(300) },
      { amount: 500, wasAmount: null, figures: whole(500) },
    ]);
  });

  it("a reduced minimum replaces the first tier and remembers the old minimum", () => {
    const plus = product({ prn: 9000, minimumCreditLimit: 300, minimumDeposit: 300, defaultCreditLimit: 300 });
    expect(presetOptions(pricingFor(plus, incentive({ reducedMinimum: 200 })))).toEqual([
      { amount: 200, wasAmount: 300, figures: whole(200) },
      { amount: 500, wasAmount: null, figures: whole(500) },
      { amount: 1000, wasAmount: null, figures: whole(1000) },
    ]);
  });

  it("a 'reduced' minimum that is not lower strikes nothing through", () => {
    const options = presetOptions(pricingFor(product(), incentive({ reducedMinimum: 200 })));
    expect(options[0]).toEqual({ amount: 200, wasAmount: null, figures: whole(200) });
  });

  it("a deposit reduction keeps each deposit equal to its credit line: a promotional credit toward it (ADR 0011)", () => {
    expect(
      presetOptions(pricingFor(product(), incentive({ depositReduction: 50 }))).map((o) => [o.amount, o.figures]),
    ).toEqual([
      [200, { creditLine: 200, deposit: 200, promotionalCredit: 50, toPay: 150 }],
      [300, { creditLine: 300, deposit: 300, promotionalCredit: 50, toPay: 250 }],
      [500, { creditLine: 500, deposit: 500, promotionalCredit: 50, toPay: 450 }],
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
    expect(presetOptions(pricing)).toEqual([{ amount: 100, wasAmount: null, figures: whole(100) }]);
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
  it("credit line = credit limit = deposit; the promotional credit toward it; the card's fees", () => {
    expect(creditLineTerms(pricingFor(product(), incentive({ depositReduction: 50 })), 300)).toEqual({
      amount: 300,
      creditLimit: 300,
      securityDeposit: 300,
      promotionalCredit: 50,
      annualFee: 35,
      programFee: 0,
    });
    const launch = product({ prn: 6100, minimumCreditLimit: 100, minimumDeposit: 100, maximumCreditLimit: 1000 });
    expect(creditLineTerms(pricingFor(launch), 100)).toEqual({
      amount: 100,
      creditLimit: 100,
      securityDeposit: 100,
      promotionalCredit: 0,
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
