import { describe, expect, it } from "vitest";
import { offerFor, offersFrom, type OfferConfig } from "./offers";

const config: OfferConfig = {
  featureFlags: [],
  incentiveName: "Deposit Reduction $50",
  securedProducts: [
    {
      prn: 1000,
      productName: "Secured",
      minimumCreditLimit: 200,
      maximumCreditLimit: 3000,
      annualPercentageRate: 25,
      incentives: [
        {
          id: 101,
          name: "Deposit Reduction $50",
          startDateUtc: "2024-02-22T00:00:00Z",
          endDateUtc: "2024-04-15T23:59:59Z",
          isActive: true,
          incentiveDetails: [{ incentiveTypeName: "DepositReduction", value: 50 }],
        },
      ],
    },
  ],
};

describe("offers carry the campaign incentive only while it is active", () => {
  it("inside the dates", () => {
    expect(offersFrom(config, new Date("2024-03-01T00:00:00Z"))[0]?.incentive).toEqual({
      id: 101,
      name: "Deposit Reduction $50",
    });
    expect(offerFor(config, "basic", new Date("2024-03-01T00:00:00Z"))?.incentive?.id).toBe(101);
  });
  it("outside the dates", () => {
    expect(offersFrom(config, new Date("2024-04-16T00:00:00Z"))[0]?.incentive).toBeNull();
    expect(offerFor(config, "basic", new Date("2024-01-01T00:00:00Z"))?.incentive).toBeNull();
  });
});
