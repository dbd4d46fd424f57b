import { redirect, type AppLoadContext } from "@remix-run/node";
import { offerFor, type Offer } from "~/domain/offers";
import { creditLineTerms, isWithinBounds, pricingFromConfig, type Pricing } from "~/domain/pricing";
import type { CardType } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { requireConfiguration } from "./flow.server";

/**
 * The offer and prices for a card on the credit line screens (step 4): configuration for this visit,
 * with its campaign incentive when active now. A card no longer offered sends the visitor to the intro.
 */
export async function requirePricing(context: AppLoadContext, cardType: CardType): Promise<{ offer: Offer; pricing: Pricing }> {
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  const offer = offerFor(config, cardType, now);
  const pricing = pricingFromConfig(config, cardType, now);
  if (!offer || !pricing) throw redirect(pathOf("intro"));
  return { offer, pricing };
}

/** The draft's amount when it is a credit line this card accepts, else null. */
export function currentAmount(context: AppLoadContext, pricing: Pricing): number | null {
  const { amount } = context.session.data.draft;
  return typeof amount === "number" && isWithinBounds(pricing, amount) ? amount : null;
}

/**
 * Writes a chosen credit line into the draft (SPEC §3: amount, creditLimit, securityDeposit,
 * annualFee, programFee) with the incentive that priced it. The caller saves the session.
 */
export function chooseCreditLine(context: AppLoadContext, offer: Offer, pricing: Pricing, amount: number) {
  context.session.data.draft = {
    ...context.session.data.draft,
    ...creditLineTerms(pricing, amount),
    incentiveId: offer.incentive?.id ?? null,
    incentiveName: offer.incentive?.name ?? null,
  };
}

/** Forgets the credit line (a card switch: the new card's amounts differ). */
export function clearCreditLine(context: AppLoadContext) {
  const { amount: _a, creditLimit: _c, securityDeposit: _s, annualFee: _f, programFee: _p, ...rest } = context.session.data.draft;
  context.session.data.draft = rest;
}
