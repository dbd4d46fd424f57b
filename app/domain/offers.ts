import { campaignIncentiveOf, type IncentiveConfig } from "./incentives";
import { dollarsText } from "./dollars-text";
import { ANNUAL_FEE, cardTypeFromPrn, CARD_TYPES, LAUNCH_FEATURE_FLAG, type CardType } from "./products";

/** The parts of the bank's configuration (SPEC §3) that decide what is offered. */
export interface ProductConfig {
  prn: number;
  productName: string;
  minimumCreditLimit: number;
  minimumDeposit?: number | null;
  maximumCreditLimit: number;
  defaultCreditLimit?: number | null;
  annualPercentageRate: number;
  productId?: number | null;
  currentTermsConditions?: string | null;
  incentives: ReadonlyArray<IncentiveConfig>;
}

export interface OfferConfig {
  featureFlags: ReadonlyArray<{ featureName: string; isEnabled: boolean }>;
  storageAccountBaseUrl?: string | null;
  /** The campaign incentive in force for this visit, if any. */
  incentiveName?: string | null;
  securedProducts: ReadonlyArray<ProductConfig>;
}

export interface Offer {
  cardType: CardType;
  productId: number;
  name: string;
  annualFee: number;
  apr: number;
  minimumDeposit: number;
  maximumCreditLimit: number;
  termsUrl: string | null;
  incentive: { id: number; name: string } | null;
}

export function isFeatureEnabled(config: OfferConfig, feature: string): boolean {
  return config.featureFlags.some((f) => f.featureName.toLowerCase() === feature.toLowerCase() && f.isEnabled);
}

export function launchEnabled(config: OfferConfig): boolean {
  return isFeatureEnabled(config, LAUNCH_FEATURE_FLAG);
}

/** minimumDeposit falls back to minimumCreditLimit (SPEC §3). */
export function minimumDepositOf(product: ProductConfig): number {
  return product.minimumDeposit ?? product.minimumCreditLimit;
}

function termsUrl(config: OfferConfig, product: ProductConfig): string | null {
  const path = product.currentTermsConditions;
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${config.storageAccountBaseUrl ?? ""}${path}`;
}

/** The named campaign incentive, only while it is active (incentives.ts). */
function campaignIncentive(config: OfferConfig, product: ProductConfig, now: Date): Offer["incentive"] {
  const match = campaignIncentiveOf(product.incentives, config.incentiveName, now);
  return match ? { id: match.id, name: match.name } : null;
}

/**
 * The cards offered, in SPEC order (basic, plus, launch); Launch only with its feature flag on.
 * `now` decides whether a dated incentive is in force.
 */
export function offersFrom(config: OfferConfig, now: Date = new Date()): Offer[] {
  const offers: Offer[] = [];
  for (const cardType of CARD_TYPES) {
    if (cardType === "launch" && !launchEnabled(config)) continue;
    const product = config.securedProducts.find((p) => cardTypeFromPrn(p.prn) === cardType);
    if (!product) continue;
    offers.push({
      cardType,
      productId: product.productId ?? product.prn,
      name: product.productName,
      annualFee: ANNUAL_FEE[cardType],
      apr: product.annualPercentageRate,
      minimumDeposit: minimumDepositOf(product),
      maximumCreditLimit: product.maximumCreditLimit,
      termsUrl: termsUrl(config, product),
      incentive: campaignIncentive(config, product, now),
    });
  }
  return offers;
}

export function offerFor(config: OfferConfig, cardType: CardType, now: Date = new Date()): Offer | null {
  return offersFrom(config, now).find((o) => o.cardType === cardType) ?? null;
}

/** Entry page slugs (SPEC §2.1), matched without regard to case. The brand's own name is basic. */
export function cardTypeForEntrySlug(slug: string, brandName: string): CardType | null {
  const s = slug.toLowerCase();
  if (s === "secured" || s === brandName.toLowerCase()) return "basic";
  if (s === "securedplus") return "plus";
  if (s === "launch") return "launch";
  return null;
}

/** '$1,250' or '$1,250.50': en-US and es-US write dollars alike (dollars-text.test.ts compares both with Intl). */
export { dollarsText as formatMoney };
