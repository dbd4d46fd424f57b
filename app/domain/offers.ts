import { campaignIncentiveOf, type IncentiveConfig } from "./incentives";
import { dollarsText } from "./dollars-text";
import { ANNUAL_FEE, cardTypeFromPrn, CARD_TYPES, LAUNCH_FEATURE_FLAG, type CardType } from "./products";

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

export function minimumDepositOf(product: ProductConfig): number {
  return product.minimumDeposit ?? product.minimumCreditLimit;
}

function termsUrl(config: OfferConfig, product: ProductConfig): string | null {
  const path = product.currentTermsConditions;
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${config.storageAccountBaseUrl ?? ""}${path}`;
}

function campaignIncentive(config: OfferConfig, product: ProductConfig, now: Date): Offer["incentive"] {
  const match = campaignIncentiveOf(product.incentives, config.incentiveName, now);
  return match ? { id: match.id, name: match.name } : null;
}

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

export function cardTypeForEntrySlug(slug: string, brandName: string): CardType | null {
  const s = slug.toLowerCase();
  if (s === "secured" || s === brandName.toLowerCase()) return "basic";
  if (s === "securedplus") return "plus";
  if (s === "launch") return "launch";
  return null;
}

export { dollarsText as formatMoney };
