import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { interpolate } from "~/i18n/translate";
import { DISCLOSURE, MARKETING_LINES, MARKETING_PARAMS } from "./marketing";

const english = (template: string) => interpolate(template, MARKETING_PARAMS);

describe("SPEC §1 marketing content", () => {
  it("has the three lines, each with its disclosure", () => {
    expect(MARKETING_LINES.map((line) => line.disclosure)).toEqual([
      DISCLOSURE.cashBack,
      DISCLOSURE.creditGrowth,
      DISCLOSURE.creditGrowth,
    ]);
    expect(
      [en.common.marketingCashBack, en.common.marketingLimitIncrease, en.common.marketingUnsecured].map(english),
    ).toEqual([
      "Up to 10% cash back rewards at 40,000+ merchants",
      "Credit limit increase considered after 6 months",
      "Consideration for an unsecured card in as few as 6 months",
    ]);
  });

  it("the footer disclosures state the same numbers", () => {
    expect(english(en.common.disclosureCashBack)).toContain(
      "up to 10% cash back rewards at 40,000+ participating merchants",
    );
    expect(english(en.common.disclosureCreditGrowth)).toContain("credit limit increase after 6 months");
    expect(english(en.common.disclosureCreditGrowth)).toContain("unsecured card in as few as 6 months");
  });
});
