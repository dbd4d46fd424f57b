import { describe, expect, it } from "vitest";
import { mockConfiguration } from "../../mocks/configuration";
import { brandEntryPath, entryPathFor, ENTRY_PATHS } from "./entry-paths";
import {
  cardTypeForEntrySlug,
  formatMoney,
  isFeatureEnabled,
  launchEnabled,
  minimumDepositOf,
  offerFor,
  offersFrom,
  type OfferConfig,
  type ProductConfig,
} from "./offers";
import { itAnswers } from "../../test/table";

function product(overrides: Partial<ProductConfig> & { prn: number }): ProductConfig {
  return {
    productName: `Product ${overrides.prn}`,
    minimumCreditLimit: 200,
    minimumDeposit: 250,
    maximumCreditLimit: 3000,
    annualPercentageRate: 25.64,
    productId: overrides.prn,
    currentTermsConditions: null,
    incentives: [],
    ...overrides,
  };
}

function config(overrides: Partial<OfferConfig> = {}): OfferConfig {
  return {
    featureFlags: [{ featureName: "Launch", isEnabled: true }],
    storageAccountBaseUrl: "https://files.example.com",
    incentiveName: null,
    securedProducts: [product({ prn: 1000 }), product({ prn: 9000 }), product({ prn: 6100 })],
    ...overrides,
  };
}

describe("offersFrom", () => {
  it("offers basic, plus and launch in SPEC order whatever the configuration order", () => {
    const offers = offersFrom(
      config({ securedProducts: [product({ prn: 6100 }), product({ prn: 9000 }), product({ prn: 1000 })] }),
    );
    expect(offers.map((o) => o.cardType)).toEqual(["basic", "plus", "launch"]);
  });

  it("hides Launch when its feature flag is off or missing", () => {
    expect(
      offersFrom(config({ featureFlags: [{ featureName: "Launch", isEnabled: false }] })).map((o) => o.cardType),
    ).toEqual(["basic", "plus"]);
    expect(offersFrom(config({ featureFlags: [] })).map((o) => o.cardType)).toEqual(["basic", "plus"]);
    expect(
      offersFrom(config({ featureFlags: [{ featureName: "Other", isEnabled: true }] })).map((o) => o.cardType),
    ).toEqual(["basic", "plus"]);
    expect(offerFor(config({ featureFlags: [] }), "launch")).toBeNull();
  });

  it("matches the feature flag name without regard to case", () => {
    const c = config({ featureFlags: [{ featureName: "LAUNCH", isEnabled: true }] });
    expect(launchEnabled(c)).toBe(true);
    expect(isFeatureEnabled(c, "launch")).toBe(true);
    expect(offerFor(c, "launch")?.cardType).toBe("launch");
  });

  it("takes the minimum deposit from configuration, falling back to the minimum credit limit", () => {
    const offers = offersFrom(
      config({
        securedProducts: [
          product({ prn: 1000, minimumDeposit: null, minimumCreditLimit: 210 }),
          product({ prn: 9000, minimumDeposit: undefined, minimumCreditLimit: 310 }),
          product({ prn: 6100, minimumDeposit: 90, minimumCreditLimit: 100 }),
        ],
      }),
    );
    expect(offers.map((o) => o.minimumDeposit)).toEqual([210, 310, 90]);
    expect(minimumDepositOf(product({ prn: 1000, minimumDeposit: 0, minimumCreditLimit: 200 }))).toBe(0);
  });

  it("treats any product code other than 9000 or 6100 as basic", () => {
    const offers = offersFrom(
      config({ securedProducts: [product({ prn: 4242, productName: "Legacy" }), product({ prn: 9000 })] }),
    );
    expect(offers.map((o) => [o.cardType, o.name])).toEqual([
      ["basic", "Legacy"],
      ["plus", "Product 9000"],
    ]);
  });

  it("leaves out a card the configuration does not list", () => {
    expect(offersFrom(config({ securedProducts: [product({ prn: 9000 })] })).map((o) => o.cardType)).toEqual(["plus"]);
    expect(offerFor(config({ securedProducts: [product({ prn: 9000 })] }), "basic")).toBeNull();
  });

  it("fills each offer from configuration and SPEC's fees", () => {
    const [basic, plus, launch] = offersFrom(
      config({
        securedProducts: [
          product({
            prn: 1000,
            productId: 77,
            productName: "Secured",
            annualPercentageRate: 22.14,
            maximumCreditLimit: 2500,
          }),
          product({ prn: 9000, productId: null }),
          product({ prn: 6100 }),
        ],
      }),
    );
    expect(basic).toMatchObject({
      cardType: "basic",
      productId: 77,
      name: "Secured",
      annualFee: 35,
      apr: 22.14,
      maximumCreditLimit: 2500,
    });
    expect(plus).toMatchObject({ cardType: "plus", productId: 9000, annualFee: 0 });
    expect(launch).toMatchObject({ cardType: "launch", productId: 6100, annualFee: 24 });
  });

  it("builds the terms link from the storage base URL, keeps absolute links, and gives null without one", () => {
    const offers = offersFrom(
      config({
        securedProducts: [
          product({ prn: 1000, currentTermsConditions: "/docs/terms.pdf" }),
          product({ prn: 9000, currentTermsConditions: "https://cdn.example.com/plus.pdf" }),
          product({ prn: 6100, currentTermsConditions: null }),
        ],
      }),
    );
    expect(offers.map((o) => o.termsUrl)).toEqual([
      "https://files.example.com/docs/terms.pdf",
      "https://cdn.example.com/plus.pdf",
      null,
    ]);
    const noBase = offersFrom(
      config({
        storageAccountBaseUrl: null,
        securedProducts: [product({ prn: 1000, currentTermsConditions: "/t.pdf" })],
      }),
    );
    expect(noBase[0]?.termsUrl).toBe("/t.pdf");
  });

  it("attaches the campaign incentive only to products that carry it", () => {
    const c = config({
      incentiveName: "Deposit Reduction $50",
      securedProducts: [
        product({ prn: 1000, incentives: [{ id: 101, name: "Deposit Reduction $50" }] }),
        product({ prn: 9000, incentives: [{ id: 102, name: "Plus Minimum $200" }] }),
      ],
    });
    expect(offersFrom(c).map((o) => o.incentive)).toEqual([{ id: 101, name: "Deposit Reduction $50" }, null]);
    expect(offersFrom({ ...c, incentiveName: null }).map((o) => o.incentive)).toEqual([null, null]);
  });

  it("works on the development mock's configuration", () => {
    const mock = mockConfiguration(
      { launchEnabled: false, maintenance: false },
      new URLSearchParams("utmCampaignName=DEPOSIT50"),
    );
    const offers = offersFrom(mock);
    expect(offers.map((o) => [o.cardType, o.minimumDeposit, o.productId])).toEqual([
      ["basic", 200, 1000],
      ["plus", 300, 9000],
    ]);
    expect(offers[0]?.incentive).toEqual({ id: 101, name: "Deposit Reduction $50" });
  });
});

describe("cardTypeForEntrySlug", () => {
  it.each([
    ["Secured", "basic"],
    ["secured", "basic"],
    ["SECURED", "basic"],
    ["SecuredPlus", "plus"],
    ["securedplus", "plus"],
    ["SECUREDPLUS", "plus"],
    ["Launch", "launch"],
    ["launch", "launch"],
    ["Meridian", "basic"],
    ["meridian", "basic"],
    ["MERIDIAN", "basic"],
  ] as const)("%s → %s", (slug, type) => {
    expect(cardTypeForEntrySlug(slug, "Meridian")).toBe(type);
  });

  it.each(["Secured-Plus", "Plus", "Basic", "apply", "Meridians", "", "secured "])("%j is no entry slug", (slug) => {
    expect(cardTypeForEntrySlug(slug, "Meridian")).toBeNull();
  });

  it("matches the brand given in any case", () => {
    expect(cardTypeForEntrySlug("acme", "ACME")).toBe("basic");
    expect(cardTypeForEntrySlug("Meridian", "Acme")).toBeNull();
  });
});

describe("entry paths", () => {
  it("are SPEC §2.1's", () => {
    expect(ENTRY_PATHS).toEqual({ basic: "/Secured/Apply", plus: "/SecuredPlus/Apply", launch: "/Launch/Apply" });
    expect(entryPathFor("plus")).toBe("/SecuredPlus/Apply");
    expect(brandEntryPath("Meridian")).toBe("/Meridian/Apply");
  });

  it("round-trip through cardTypeForEntrySlug", () => {
    for (const [type, path] of Object.entries(ENTRY_PATHS)) {
      expect(cardTypeForEntrySlug(path.split("/")[1] ?? "", "Meridian")).toBe(type);
    }
  });
});

describe("formatMoney", () => {
  itAnswers(formatMoney, "%d → %s", [
    [0, "$0"],
    [100, "$100"],
    [1000, "$1,000"],
    [1_000_000, "$1,000,000"],
    [19.95, "$19.95"],
    [0.5, "$0.50"],
    // Thousands are grouped with cents too (was "$1234.50").
    [1234.5, "$1,234.50"],
    [1_000_000.25, "$1,000,000.25"],
  ]);
});
