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

/**
 * Prices the applicant sees (SPEC §1, §9): fees, credit line bounds, deposit tiers and the
 * promotional figures. Configuration supplies minimum, maximum and default credit lines; an
 * incentive may contribute toward the deposit (deposit-figures.ts) or lower the minimum.
 * Minimum-deposit readings: docs/decisions/0011.
 */

export interface CreditLineBounds {
  min: number;
  max: number;
}

export interface Pricing {
  cardType: CardType;
  annualFee: number;
  programFee: number;
  /** Configuration's minimumCreditLimit. */
  minimumCreditLine: number;
  /** Configuration's minimumDeposit, falling back to minimumCreditLimit. */
  minimumDeposit: number;
  maximumCreditLine: number;
  /** Configuration's defaultCreditLimit, else the minimum deposit; always within the bounds. */
  defaultCreditLine: number;
  /** The campaign incentive in force, if any. */
  incentive: ParsedIncentive | null;
  /** The reduced minimum deposit (a minimum-deposit incentive), else null. */
  promoMinimumDeposit: number | null;
  /** Custom credit line bounds: the promo minimum deposit or the product minimum; the maximum credit limit. */
  creditLineBounds: CreditLineBounds;
  /** Preset amounts on the credit line screen. */
  tiers: number[];
}

/** SPEC §5: the custom credit line minimum is the promo minimum deposit or the product minimum. */
export function creditLineBounds(product: ProductConfig, incentive: ParsedIncentive | null = null): CreditLineBounds {
  const min = incentive?.reducedMinimum ?? minimumDepositOf(product);
  return { min, max: Math.max(min, product.maximumCreditLimit) };
}

/**
 * SPEC §9 default deposit tiers, of which a minimum-deposit incentive replaces the first. The first
 * tier is the effective minimum (the promo minimum, else configuration's minimum deposit); later
 * tiers are kept when above it and within the maximum credit line. With the default configuration
 * this is exactly SPEC's 200/300/500 and 300/500/1000.
 */
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

/** Everything priced for one product and the campaign incentive in force (if any). */
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

/** The product for a card type in configuration (any prn other than 9000 or 6100 is basic). */
export function productFor(config: Pick<OfferConfig, "securedProducts">, cardType: CardType): ProductConfig | null {
  return config.securedProducts.find((p) => cardTypeFromPrn(p.prn) === cardType) ?? null;
}

/** Pricing for a card type with the configuration's campaign incentive, if active on `now`. */
export function pricingFromConfig(config: OfferConfig, cardType: CardType, now: Date): Pricing | null {
  const product = productFor(config, cardType);
  if (!product) return null;
  const incentive = campaignIncentiveOf(product.incentives, config.incentiveName, now);
  return pricingFor(product, incentive ? parseIncentive(incentive) : null);
}

/**
 * A campaign's promotion as the intro card shows it (docs/decisions/0011): the lowest credit line's
 * figures, where a deposit reduction is a promotional credit toward the deposit (SPEC §9's 'deposit
 * shown' is what is paid: docs/decisions/0011), and the minimum a reduced-minimum promotion replaced.
 */
export interface IntroPromotion {
  /** The minimum credit line (= deposit), the promotional credit toward it and what is paid. */
  minimum: DepositFigures;
  /** The minimum deposit a reduced-minimum promotion lowered, else null. */
  wasMinimum: number | null;
}

/** The promotion in force for a card type, when it lowers the minimum or what is paid for it; else null. */
export function introPromotion(config: OfferConfig, cardType: CardType, now: Date): IntroPromotion | null {
  const pricing = pricingFromConfig(config, cardType, now);
  if (!pricing) return null;
  const first = pricing.tiers[0] ?? pricing.minimumDeposit;
  const minimum = depositFigures(first, pricing.incentive);
  const lowered = first < pricing.minimumDeposit;
  if (!lowered && minimum.promotionalCredit === 0) return null;
  return { minimum, wasMinimum: lowered ? pricing.minimumDeposit : null };
}

/**
 * SPEC §4.6: which card types offer a downsell (an active incentive with a detail whose type name
 * is 'downsell', case-insensitive), from the configuration fetched with downsell=true.
 */
export function downsellCardTypes(config: Pick<OfferConfig, "securedProducts">, now: Date): CardType[] {
  return CARD_TYPES.filter((cardType) =>
    (productFor(config, cardType)?.incentives ?? []).some((i) => isDownsellIncentive(i) && isIncentiveActive(i, now)),
  );
}

/** SPEC §2.3 Launch downsell footer: $2 a month for 12 months ($24 a year), then $3 ($36 a year). */
export const LAUNCH_MONTHLY_FEE = {
  introMonthly: LAUNCH_MONTHLY_FEE_INTRO,
  introMonths: LAUNCH_MONTHLY_FEE_INTRO_MONTHS,
  afterMonthly: LAUNCH_MONTHLY_FEE_AFTER,
  introAnnualized: LAUNCH_MONTHLY_FEE_INTRO * 12,
  afterAnnualized: LAUNCH_MONTHLY_FEE_AFTER * 12,
} as const;

/** The Launch monthly fee in a given month of the account (1 = first month). */
export function launchMonthlyFee(month: number): number {
  return month <= LAUNCH_MONTHLY_FEE_INTRO_MONTHS ? LAUNCH_MONTHLY_FEE_INTRO : LAUNCH_MONTHLY_FEE_AFTER;
}

/**
 * SPEC §4.4: what accepting the Launch downsell sets on the draft: amount, credit limit and deposit
 * 100, program fee 19.95, annual fee 24, fund today, no incentive, downsellFrom plus.
 */
export const LAUNCH_DOWNSELL = {
  cardType: "launch",
  amount: LAUNCH_DOWNSELL_AMOUNT,
  creditLimit: LAUNCH_DOWNSELL_AMOUNT,
  securityDeposit: LAUNCH_DOWNSELL_AMOUNT,
  // No incentive, so no promotional credit toward the deposit.
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

/* ---- The credit line screens (step 4): what each amount costs and what the draft keeps. ---- */

export interface AmountOption {
  /** The credit line. */
  amount: number;
  /** The credit line this option replaces (a reduced-minimum promotion's first tier), else null. */
  wasAmount: number | null;
  /** Its deposit (= the amount), the promotional credit toward it and what the applicant pays. */
  figures: DepositFigures;
}

/** One amount as offered: its figures, and the original credit line a reduced minimum replaced. */
export function amountOption(pricing: Pricing, amount: number): AmountOption {
  const promoMinimum = pricing.promoMinimumDeposit;
  const replacesMinimum = promoMinimum !== null && promoMinimum < pricing.minimumDeposit && amount === promoMinimum;
  return {
    amount,
    wasAmount: replacesMinimum ? pricing.minimumDeposit : null,
    figures: depositFigures(amount, pricing.incentive),
  };
}

/** The preset amounts (SPEC §9 tiers, promotion applied) as the credit line screen offers them. */
export function presetOptions(pricing: Pricing): AmountOption[] {
  return pricing.tiers.map((amount) => amountOption(pricing, amount));
}

/** Whether an amount is a credit line this product accepts (custom bounds, both inclusive). */
export function isWithinBounds(pricing: Pick<Pricing, "creditLineBounds">, amount: number): boolean {
  return amount >= pricing.creditLineBounds.min && amount <= pricing.creditLineBounds.max;
}

/**
 * The draft's credit line fields (SPEC §3) for a chosen amount: credit line = credit limit = security
 * deposit, and the promotional credit toward the deposit that priced it (kept, so every later screen
 * and the payment show the figures the applicant chose).
 */
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

/** A card as the switch-cards choice shows it: fees, rate and its first (minimum) amount. */
export interface CardChoice {
  cardType: CardType;
  name: string;
  apr: number;
  annualFee: number;
  programFee: number;
  first: AmountOption;
}
