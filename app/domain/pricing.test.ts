import { describe, expect, it } from "vitest";
import type { ParsedIncentive } from "./incentives";
import type { OfferConfig, ProductConfig } from "./offers";
import {
  creditLineBounds,
  depositTiers,
  downsellCardTypes,
  introPromotion,
  LAUNCH_DOWNSELL,
  LAUNCH_MONTHLY_FEE,
  launchMonthlyFee,
  pricingFor,
  pricingFromConfig,
  productFor,
} from "./pricing";
import { ANNUAL_FEE, DEPOSIT_TIERS, LAUNCH_PROGRAM_FEE, PROGRAM_FEE } from "./products";
import { productConfig as product } from "../../test/product-config";

const parsed = (over: Partial<ParsedIncentive> = {}): ParsedIncentive => ({
  id: 1,
  name: "x",
  depositReduction: null,
  reducedMinimum: null,
  downsell: false,
  ...over,
});

describe("fees (SPEC §1, §9)", () => {
  it("annual fee basic 35, plus 0, launch 24; program fee only for Launch (19.95)", () => {
    expect(ANNUAL_FEE).toEqual({ basic: 35, plus: 0, launch: 24 });
    expect(PROGRAM_FEE).toEqual({ basic: 0, plus: 0, launch: 19.95 });
    expect(LAUNCH_PROGRAM_FEE).toBe(19.95);
  });
  it.each([
    [1000, "basic", 35, 0],
    [9000, "plus", 0, 0],
    [6100, "launch", 24, 19.95],
    [4242, "basic", 35, 0],
  ])("prn %i → %s, annual %d, program %d", (prn, cardType, annualFee, programFee) => {
    expect(pricingFor(product({ prn }))).toMatchObject({ cardType, annualFee, programFee });
  });
});

describe("credit lines from configuration", () => {
  it("minimum, maximum and default come from the product", () => {
    expect(
      pricingFor(
        product({ minimumCreditLimit: 250, minimumDeposit: 300, maximumCreditLimit: 2500, defaultCreditLimit: 500 }),
      ),
    ).toMatchObject({
      minimumCreditLine: 250,
      minimumDeposit: 300,
      maximumCreditLine: 2500,
      defaultCreditLine: 500,
      creditLineBounds: { min: 300, max: 2500 },
    });
  });
  it("minimumDeposit falls back to minimumCreditLimit", () => {
    expect(pricingFor(product({ minimumDeposit: null, minimumCreditLimit: 250 })).minimumDeposit).toBe(250);
    expect(pricingFor(product({ minimumDeposit: undefined, minimumCreditLimit: 250 })).creditLineBounds.min).toBe(250);
  });
  it("the default falls back to the minimum deposit and stays within bounds", () => {
    expect(pricingFor(product({ defaultCreditLimit: null })).defaultCreditLine).toBe(200);
    expect(pricingFor(product({ defaultCreditLimit: 50 })).defaultCreditLine).toBe(200);
    expect(pricingFor(product({ defaultCreditLimit: 9000 })).defaultCreditLine).toBe(3000);
  });
  it("a maximum below the minimum never makes bounds cross", () => {
    expect(creditLineBounds(product({ minimumDeposit: 500, maximumCreditLimit: 300 }))).toEqual({ min: 500, max: 500 });
  });
  it("the custom minimum is the promo minimum deposit when one applies (SPEC §5)", () => {
    expect(creditLineBounds(product({ prn: 9000, minimumDeposit: 300 }), parsed({ reducedMinimum: 200 }))).toEqual({
      min: 200,
      max: 3000,
    });
    expect(creditLineBounds(product({ prn: 9000, minimumDeposit: 300 }), parsed({ depositReduction: 50 }))).toEqual({
      min: 300,
      max: 3000,
    });
  });
});

describe("deposit tiers (SPEC §9)", () => {
  it("defaults: basic 200/300/500, plus 300/500/1000", () => {
    expect(DEPOSIT_TIERS.basic).toEqual([200, 300, 500]);
    expect(DEPOSIT_TIERS.plus).toEqual([300, 500, 1000]);
    expect(depositTiers("basic")).toEqual([200, 300, 500]);
    expect(depositTiers("plus")).toEqual([300, 500, 1000]);
    expect(depositTiers("launch")).toEqual([100]);
  });
  it("with the default configuration, pricing gives exactly SPEC's tiers", () => {
    expect(pricingFor(product()).tiers).toEqual([200, 300, 500]);
    expect(pricingFor(product({ prn: 9000, minimumCreditLimit: 300, minimumDeposit: 300 })).tiers).toEqual([
      300, 500, 1000,
    ]);
  });
  it("a minimum deposit incentive replaces the first tier", () => {
    expect(depositTiers("plus", { minimumDeposit: 300, promoMinimumDeposit: 200 })).toEqual([200, 500, 1000]);
    expect(pricingFor(product({ prn: 9000, minimumDeposit: 300 }), parsed({ reducedMinimum: 200 })).tiers).toEqual([
      200, 500, 1000,
    ]);
  });
  it("configuration's minimum is the first tier; tiers not above it or over the maximum drop out", () => {
    expect(depositTiers("basic", { minimumDeposit: 300 })).toEqual([300, 500]);
    expect(depositTiers("plus", { minimumDeposit: 300, maximumCreditLine: 500 })).toEqual([300, 500]);
  });
});

describe("promotions (SPEC §9, ADR 0011)", () => {
  it("pricing carries the campaign incentive; a reduced minimum also lowers the first tier", () => {
    expect(pricingFor(product(), parsed({ depositReduction: 50 }))).toMatchObject({
      incentive: { depositReduction: 50 },
      promoMinimumDeposit: null,
      tiers: [200, 300, 500],
    });
    expect(pricingFor(product())).toMatchObject({ promoMinimumDeposit: null, incentive: null });
    expect(pricingFor(product({ prn: 9000, minimumDeposit: 300 }), parsed({ reducedMinimum: 200 }))).toMatchObject({
      promoMinimumDeposit: 200,
    });
  });
});

describe("from configuration", () => {
  const config: OfferConfig = {
    featureFlags: [],
    incentiveName: "Plus Minimum $200",
    securedProducts: [
      product(),
      product({
        prn: 9000,
        minimumCreditLimit: 300,
        minimumDeposit: 300,
        incentives: [
          {
            id: 102,
            name: "Plus Minimum $200",
            startDateUtc: "2024-02-22T00:00:00Z",
            endDateUtc: "2024-03-31T23:59:59Z",
            incentiveDetails: [{ incentiveTypeName: "MinimumDeposit", value: 200 }],
          },
          { id: 103, name: "Launch Downsell", incentiveDetails: [{ incentiveTypeName: "Downsell", value: 100 }] },
        ],
      }),
    ],
  };

  it("applies the named incentive while it is active", () => {
    expect(pricingFromConfig(config, "plus", new Date("2024-03-01T00:00:00Z"))?.tiers).toEqual([200, 500, 1000]);
    expect(pricingFromConfig(config, "plus", new Date("2024-04-01T00:00:00Z"))?.tiers).toEqual([300, 500, 1000]);
    expect(pricingFromConfig(config, "basic", new Date("2024-03-01T00:00:00Z"))?.incentive).toBeNull();
    expect(pricingFromConfig(config, "launch", new Date())).toBeNull();
  });

  it("introPromotion: the intro card's lower minimum while the campaign runs (issue 11, item 6)", () => {
    expect(introPromotion(config, "plus", new Date("2024-03-01T00:00:00Z"))).toEqual({
      minimum: { creditLine: 200, deposit: 200, promotionalCredit: 0, toPay: 200 },
      wasMinimum: 300,
    });
    expect(introPromotion(config, "plus", new Date("2024-04-01T00:00:00Z"))).toBeNull();
    expect(introPromotion(config, "basic", new Date("2024-03-01T00:00:00Z"))).toBeNull();
  });

  it("introPromotion: a deposit reduction keeps the minimum and is a promotional credit toward it (ADR 0011)", () => {
    const deposit50: OfferConfig = {
      featureFlags: [],
      incentiveName: "Deposit Reduction $50",
      securedProducts: [
        product({
          incentives: [
            {
              id: 101,
              name: "Deposit Reduction $50",
              incentiveDetails: [{ incentiveTypeName: "DepositReduction", value: 50 }],
            },
          ],
        }),
      ],
    };
    expect(introPromotion(deposit50, "basic", new Date())).toEqual({
      minimum: { creditLine: 200, deposit: 200, promotionalCredit: 50, toPay: 150 },
      wasMinimum: null,
    });
  });

  it("finds the products offering a downsell (type name 'downsell', any case)", () => {
    expect(downsellCardTypes(config, new Date())).toEqual(["plus"]);
    expect(downsellCardTypes({ securedProducts: [product()] }, new Date())).toEqual([]);
  });

  it("a downsell counts only while its incentive is active, and an active incentive of another kind is none", () => {
    const plus = (incentive: ProductConfig["incentives"][number]) => ({
      securedProducts: [product({ prn: 9000, incentives: [incentive] })],
    });
    const downsell = {
      id: 103,
      name: "Launch Downsell",
      incentiveDetails: [{ incentiveTypeName: "Downsell", value: 100 }],
    };
    expect(downsellCardTypes(plus({ ...downsell, isActive: false }), new Date())).toEqual([]);
    expect(
      downsellCardTypes(plus({ ...downsell, endDateUtc: "2024-03-31T23:59:59Z" }), new Date("2024-04-01T00:00:00Z")),
    ).toEqual([]);
    const deposit = {
      id: 101,
      name: "Deposit $50",
      incentiveDetails: [{ incentiveTypeName: "DepositReduction", value: 50 }],
    };
    expect(downsellCardTypes(plus(deposit), new Date())).toEqual([]);
  });

  it("productFor: any prn other than 9000 or 6100 is basic", () => {
    expect(productFor({ securedProducts: [product({ prn: 1234 })] }, "basic")?.prn).toBe(1234);
    expect(productFor({ securedProducts: [] }, "plus")).toBeNull();
  });
});

describe("Launch downsell (SPEC §2.3, §4.4, §9)", () => {
  it("acceptance sets amount, limit and deposit 100, program fee 19.95, annual fee 24, fund today, no incentive, from plus", () => {
    expect(LAUNCH_DOWNSELL).toEqual({
      cardType: "launch",
      amount: 100,
      creditLimit: 100,
      securityDeposit: 100,
      promotionalCredit: 0,
      programFee: 19.95,
      annualFee: 24,
      fundToday: true,
      incentiveId: null,
      incentiveName: null,
      downsellFrom: "plus",
    });
  });
  it("monthly fee $2 for 12 months ($24 a year), then $3 ($36 a year)", () => {
    expect(LAUNCH_MONTHLY_FEE).toEqual({
      introMonthly: 2,
      introMonths: 12,
      afterMonthly: 3,
      introAnnualized: 24,
      afterAnnualized: 36,
    });
    expect([1, 12, 13, 60].map(launchMonthlyFee)).toEqual([2, 2, 3, 3]);
  });
});
