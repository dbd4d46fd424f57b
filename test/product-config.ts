import type { ProductConfig } from "~/domain/offers";

/** A product as the configuration gives it: the basic card (PRN 1000) with its bounds, with overrides. */
export function productConfig(over: Partial<ProductConfig> = {}): ProductConfig {
  return {
    prn: 1000,
    productName: "Secured Visa Card",
    minimumCreditLimit: 200,
    minimumDeposit: 200,
    maximumCreditLimit: 3000,
    defaultCreditLimit: 200,
    annualPercentageRate: 25.64,
    incentives: [],
    ...over,
  };
}
