export const CARD_TYPES = ["basic", "plus", "launch"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const PRN: Record<CardType, number> = { basic: 1000, plus: 9000, launch: 6100 };

export const ANNUAL_FEE: Record<CardType, number> = { basic: 35, plus: 0, launch: 24 };
export const LAUNCH_PROGRAM_FEE = 19.95;

export const DEFAULT_MINIMUM_DEPOSIT: Record<CardType, number> = { basic: 200, plus: 300, launch: 100 };

export function cardTypeFromPrn(prn: number | string | null | undefined): CardType {
  const code = Number(prn);
  if (code === PRN.plus) return "plus";
  if (code === PRN.launch) return "launch";
  return "basic";
}

export function isCardType(value: unknown): value is CardType {
  return typeof value === "string" && (CARD_TYPES as readonly string[]).includes(value);
}

export const CARD_LABEL: Record<CardType, string> = {
  basic: "Secured Visa",
  plus: "Secured Plus Visa",
  launch: "Launch Secured Visa",
};

export const LAUNCH_FEATURE_FLAG = "Launch";

export const PROGRAM_FEE: Record<CardType, number> = { basic: 0, plus: 0, launch: LAUNCH_PROGRAM_FEE };

export const DEPOSIT_TIERS: Record<CardType, readonly number[]> = {
  basic: [200, 300, 500],
  plus: [300, 500, 1000],
  launch: [DEFAULT_MINIMUM_DEPOSIT.launch],
};
