import { redirect, type AppLoadContext } from "@remix-run/node";
import { offerFor, offersFrom, type Offer } from "~/domain/offers";
import {
  creditLineTerms,
  isWithinBounds,
  presetOptions,
  pricingFromConfig,
  type CardChoice,
  type Pricing,
} from "~/domain/pricing";
import type { CardType } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { forgetFunding, requireConfiguration } from "~/features/flow/flow.server";
import { depositFiguresOf, requireOpenStep } from "~/features/submission/submission.server";

/**
 * The offer and prices for a card on the credit line screens (step 4): configuration for this visit,
 * with its campaign incentive when active now. A card no longer offered sends the visitor to the intro.
 */
export async function requirePricing(
  context: AppLoadContext,
  cardType: CardType,
): Promise<{ offer: Offer; pricing: Pricing }> {
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  const offer = offerFor(config, cardType, now);
  const pricing = pricingFromConfig(config, cardType, now);
  if (!offer || !pricing) throw redirect(pathOf("intro"));
  return { offer, pricing };
}

/**
 * The guard of the credit line screens (amounts offered and custom amount): step 4 reached, a card
 * chosen (else the intro), and that card's offer and prices.
 */
export async function requireCreditLineStep(
  context: AppLoadContext,
  status: 302 | 303 = 302,
): Promise<{ offer: Offer; pricing: Pricing }> {
  requireOpenStep(context, "creditLine", status);
  const cardType = context.session.data.draft.cardType;
  if (!cardType) throw redirect(pathOf("intro"));
  return requirePricing(context, cardType);
}

/** The draft's amount when it is a credit line this card accepts, else null. */
export function currentAmount(context: AppLoadContext, pricing: Pricing): number | null {
  const { amount } = context.session.data.draft;
  return typeof amount === "number" && isWithinBounds(pricing, amount) ? amount : null;
}

/**
 * Writes a chosen credit line into the draft (SPEC §3: amount, creditLimit, securityDeposit,
 * annualFee, programFee, and the promotional credit toward the deposit) with the incentive that
 * priced it. Another sum to pay than the one the funding was chosen for (another amount, another
 * promotion, or another card: a switch clears the line first) opens the funding steps again: a part
 * payment of $450 must not reach the bank for a $200 line (QA review). The caller saves the session.
 */
export function chooseCreditLine(context: AppLoadContext, offer: Offer, pricing: Pricing, amount: number) {
  const before = context.session.data.draft;
  const was = depositFiguresOf(before);
  const terms = creditLineTerms(pricing, amount);
  context.session.data.draft = {
    ...before,
    ...terms,
    incentiveId: offer.incentive?.id ?? null,
    incentiveName: offer.incentive?.name ?? null,
  };
  const now = depositFiguresOf(context.session.data.draft);
  if (was?.deposit !== now?.deposit || was?.toPay !== now?.toPay) forgetFunding(context);
}

/** Forgets the credit line (a card switch: the new card's amounts differ). */
export function clearCreditLine(context: AppLoadContext) {
  const {
    amount: _a,
    creditLimit: _c,
    securityDeposit: _s,
    promotionalCredit: _pc,
    annualFee: _f,
    programFee: _p,
    ...rest
  } = context.session.data.draft;
  context.session.data.draft = rest;
}

/** SPEC §2.2 names what choosing each card does; Launch is offered by its own downsell instead. */
export const SWITCHABLE_CARDS: readonly CardType[] = ["basic", "plus"];

/**
 * The cards the applicant can switch to (SPEC §2.2 switch cards): the switchable cards configuration
 * offers, other than theirs, each priced with this visit's promotion and its first amount.
 */
export async function switchableCards(context: AppLoadContext) {
  const current = context.session.data.draft.cardType;
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  return offersFrom(config, now)
    .filter((offer) => SWITCHABLE_CARDS.includes(offer.cardType) && offer.cardType !== current)
    .flatMap((offer) => {
      const pricing = pricingFromConfig(config, offer.cardType, now);
      const first = pricing ? presetOptions(pricing)[0] : undefined;
      return pricing && first ? [{ offer, pricing, first }] : [];
    });
}

/** What the switch choice shows of each card (page and dialog). */
export function cardChoices(cards: Awaited<ReturnType<typeof switchableCards>>): CardChoice[] {
  return cards.map(({ offer, pricing, first }) => ({
    cardType: offer.cardType,
    name: offer.name,
    apr: offer.apr,
    annualFee: pricing.annualFee,
    programFee: pricing.programFee,
    first,
  }));
}
