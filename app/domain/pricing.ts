import {
  LAUNCH_DOWNSELL_AMOUNT,
  LAUNCH_MONTHLY_FEE_AFTER,
  LAUNCH_MONTHLY_FEE_INTRO,
  LAUNCH_MONTHLY_FEE_INTRO_MONTHS,
} from "./constants";
import { depositFigures, type DepositFigures } from "./deposit-figures";
import {
  campaignIncentiveOf,
  isDownsellIncentive,
  isIncentiveActive,
  parseIncentive,
  type ParsedIncentive,
} from "./incentives";
import { minimumDepositOf, type OfferConfig, type ProductConfig } from "./offers";
import {
  ANNUAL_FEE,
  cardTypeFromPrn,
  CARD_TYPES,
  DEPOSIT_TIERS,
  LAUNCH_PROGRAM_FEE,
  PROGRAM_FEE,
  type CardType,
} from "./products";

// SPEC §1, §9. Minimum-deposit readings: ADR 0011.

export interface CreditLineBounds {
  min: number;
  max: number;
}

export interface Pricing {
  cardType: CardType;
  annualFee: number;
  programFee: number;
  minimumCreditLine: number;
  minimumDeposit: number;
  maximumCreditLine: number;
  defaultCreditLine: number;
  incentive: ParsedIncentive | null;
  promoMinimumDeposit: number | null;
  creditLineBounds: CreditLineBounds;
  tiers: number[];
}

export function creditLineBounds(product: ProductConfig, incentive: ParsedIncentive | null = null): CreditLineBounds {
  const min = incentive?.reducedMinimum ?? minimumDepositOf(product);
  return { min, max: Math.max(min, product.maximumCreditLimit) };
}

// SPEC §9's tiers; with the default configuration exactly its 200/300/500 and 300/500/1000.
export function depositTiers(
  cardType: CardType,
  bounds: {
    minimumDeposit?: number | null;
    maximumCreditLine?: number | null;
    promoMinimumDeposit?: number | null;
  } = {},
): number[] {
  const defaults = DEPOSIT_TIERS[cardType];
  const first = bounds.promoMinimumDeposit ?? bounds.minimumDeposit ?? (defaults[0] as number);
  const max = bounds.maximumCreditLine ?? Number.POSITIVE_INFINITY;
  return [first, ...defaults.slice(1).filter((tier) => tier > first && tier <= max)];
}

export function pricingFor(product: ProductConfig, incentive: ParsedIncentive | null = null): Pricing {
  const cardType = cardTypeFromPrn(product.prn);
  const minimumDeposit = minimumDepositOf(product);
  const bounds = creditLineBounds(product, incentive);
  const configuredDefault = product.defaultCreditLimit ?? minimumDeposit;
  const promoMinimumDeposit = incentive?.reducedMinimum ?? null;
  return {
    cardType,
    annualFee: ANNUAL_FEE[cardType],
    programFee: PROGRAM_FEE[cardType],
    minimumCreditLine: product.minimumCreditLimit,
    minimumDeposit,
    maximumCreditLine: bounds.max,
    defaultCreditLine: Math.min(Math.max(configuredDefault, bounds.min), bounds.max),
    incentive,
    promoMinimumDeposit,
    creditLineBounds: bounds,
    tiers: depositTiers(cardType, { minimumDeposit, maximumCreditLine: bounds.max, promoMinimumDeposit }),
  };
}

// Any prn other than 9000 or 6100 is basic.
export function productFor(config: Pick<OfferConfig, "securedProducts">, cardType: CardType): ProductConfig | null {
  return config.securedProducts.find((p) => cardTypeFromPrn(p.prn) === cardType) ?? null;
}

export function pricingFromConfig(config: OfferConfig, cardType: CardType, now: Date): Pricing | null {
  const product = productFor(config, cardType);
  if (!product) return null;
  const incentive = campaignIncentiveOf(product.incentives, config.incentiveName, now);
  return pricingFor(product, incentive ? parseIncentive(incentive) : null);
}

// SPEC §9's 'deposit shown' is what is paid (ADR 0011).
export interface IntroPromotion {
  minimum: DepositFigures;
  wasMinimum: number | null;
}

export function introPromotion(config: OfferConfig, cardType: CardType, now: Date): IntroPromotion | null {
  const pricing = pricingFromConfig(config, cardType, now);
  if (!pricing) return null;
  const first = pricing.tiers[0] ?? pricing.minimumDeposit;
  const minimum = depositFigures(first, pricing.incentive);
  const lowered = first < pricing.minimumDeposit;
  if (!lowered && minimum.promotionalCredit === 0) return null;
  return { minimum, wasMinimum: lowered ? pricing.minimumDeposit : null };
}

// SPEC §4.6: an active incentive with a detail typed 'downsell' (any case).
export function downsellCardTypes(config: Pick<OfferConfig, "securedProducts">, now: Date): CardType[] {
  return CARD_TYPES.filter((cardType) =>
    (productFor(config, cardType)?.incentives ?? []).some((i) => isDownsellIncentive(i) && isIncentiveActive(i, now)),
  );
}

export const LAUNCH_MONTHLY_FEE = {
  introMonthly: LAUNCH_MONTHLY_FEE_INTRO,
  introMonths: LAUNCH_MONTHLY_FEE_INTRO_MONTHS,
  afterMonthly: LAUNCH_MONTHLY_FEE_AFTER,
  introAnnualized: LAUNCH_MONTHLY_FEE_INTRO * 12,
  afterAnnualized: LAUNCH_MONTHLY_FEE_AFTER * 12,
} as const;

export function launchMonthlyFee(month: number): number {
  return month <= LAUNCH_MONTHLY_FEE_INTRO_MONTHS ? LAUNCH_MONTHLY_FEE_INTRO : LAUNCH_MONTHLY_FEE_AFTER;
}

export const LAUNCH_DOWNSELL = {
  cardType: "launch",
  amount: LAUNCH_DOWNSELL_AMOUNT,
  creditLimit: LAUNCH_DOWNSELL_AMOUNT,
  securityDeposit: LAUNCH_DOWNSELL_AMOUNT,
  promotionalCredit: 0,
  programFee: LAUNCH_PROGRAM_FEE,
  annualFee: ANNUAL_FEE.launch,
  fundToday: true,
  incentiveId: null,
  incentiveName: null,
  downsellFrom: "plus",
} as const satisfies {
  cardType: CardType;
  amount: number;
  creditLimit: number;
  securityDeposit: number;
  promotionalCredit: number;
  programFee: number;
  annualFee: number;
  fundToday: boolean;
  incentiveId: null;
  incentiveName: null;
  downsellFrom: CardType;
};

export interface AmountOption {
  amount: number;
  wasAmount: number | null;
  figures: DepositFigures;
}

export function amountOption(pricing: Pricing, amount: number): AmountOption {
  const promoMinimum = pricing.promoMinimumDeposit;
  const replacesMinimum = promoMinimum !== null && promoMinimum < pricing.minimumDeposit && amount === promoMinimum;
  return {
    amount,
    wasAmount: replacesMinimum ? pricing.minimumDeposit : null,
    figures: depositFigures(amount, pricing.incentive),
  };
}

export function presetOptions(pricing: Pricing): AmountOption[] {
  return pricing.tiers.map((amount) => amountOption(pricing, amount));
}

export function isWithinBounds(pricing: Pick<Pricing, "creditLineBounds">, amount: number): boolean {
  return amount >= pricing.creditLineBounds.min && amount <= pricing.creditLineBounds.max;
}

// The promotional credit is kept, so every later screen and the payment show the figures chosen.
export interface CreditLineTerms {
  amount: number;
  creditLimit: number;
  securityDeposit: number;
  promotionalCredit: number;
  annualFee: number;
  programFee: number;
}

export function creditLineTerms(pricing: Pricing, amount: number): CreditLineTerms {
  const figures = depositFigures(amount, pricing.incentive);
  return {
    amount,
    creditLimit: figures.creditLine,
    securityDeposit: figures.deposit,
    promotionalCredit: figures.promotionalCredit,
    annualFee: pricing.annualFee,
    programFee: pricing.programFee,
  };
}

export interface CardChoice {
  cardType: CardType;
  name: string;
  apr: number;
  annualFee: number;
  programFee: number;
  first: AmountOption;
}
