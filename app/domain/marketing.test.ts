import { describe, expect, it } from "vitest";
import { CASH_BACK_DISCLOSURE, CREDIT_GROWTH_DISCLOSURE, DISCLOSURE, MARKETING_LINES } from "./marketing";

describe("SPEC §1 marketing content", () => {
  it("has the three lines, each with its disclosure", () => {
    expect(MARKETING_LINES).toEqual([
      { text: "Up to 10% cash back rewards at 40,000+ merchants", disclosure: DISCLOSURE.cashBack },
      { text: "Credit limit increase considered after 6 months", disclosure: DISCLOSURE.creditGrowth },
      { text: "Consideration for an unsecured card in as few as 6 months", disclosure: DISCLOSURE.creditGrowth },
    ]);
  });

  it("the footer disclosures state the same numbers", () => {
    expect(CASH_BACK_DISCLOSURE).toContain("up to 10% cash back rewards at 40,000+ participating merchants");
    expect(CREDIT_GROWTH_DISCLOSURE).toContain("credit limit increase after 6 months");
    expect(CREDIT_GROWTH_DISCLOSURE).toContain("unsecured card in as few as 6 months");
  });
});
