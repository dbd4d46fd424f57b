/** Card products (SPEC §1, §9). */

export const CARD_TYPES = ["basic", "plus", "launch"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const PRN: Record<CardType, number> = { basic: 1000, plus: 9000, launch: 6100 };

export const ANNUAL_FEE: Record<CardType, number> = { basic: 35, plus: 0, launch: 24 };
export const LAUNCH_PROGRAM_FEE = 19.95;

/** Defaults used only when configuration does not say (configuration supplies the real values). */
export const DEFAULT_MINIMUM_DEPOSIT: Record<CardType, number> = { basic: 200, plus: 300, launch: 100 };

/** Any product code other than 9000 or 6100 is treated as basic. */
export function cardTypeFromPrn(prn: number | string | null | undefined): CardType {
  const code = Number(prn);
  if (code === PRN.plus) return "plus";
  if (code === PRN.launch) return "launch";
  return "basic";
}

export function isCardType(value: unknown): value is CardType {
  return typeof value === "string" && (CARD_TYPES as readonly string[]).includes(value);
}

/** Short names used in headings when configuration gives none. */
export const CARD_LABEL: Record<CardType, string> = {
  basic: "Secured Visa",
  plus: "Secured Plus Visa",
  launch: "Launch Secured Visa",
};

/** The Launch card is offered only when this configuration feature flag is on. */
export const LAUNCH_FEATURE_FLAG = "Launch";

/** Program fee per card: only Launch has one (SPEC §1). */
export const PROGRAM_FEE: Record<CardType, number> = { basic: 0, plus: 0, launch: LAUNCH_PROGRAM_FEE };

/**
 * Default deposit tiers (SPEC §9): basic 200/300/500, plus 300/500/1000. Launch has one amount, its
 * default credit line and security deposit of 100 (SPEC §1). pricing.ts adapts them to configuration.
 */
export const DEPOSIT_TIERS: Record<CardType, readonly number[]> = {
  basic: [200, 300, 500],
  plus: [300, 500, 1000],
  launch: [DEFAULT_MINIMUM_DEPOSIT.launch],
};
