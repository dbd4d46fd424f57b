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

/** A card no longer offered sends the visitor to the intro. */
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

export async function requireCreditLineStep(
  context: AppLoadContext,
  status: 302 | 303 = 302,
): Promise<{ offer: Offer; pricing: Pricing }> {
  requireOpenStep(context, "creditLine", status);
  const cardType = context.session.data.draft.cardType;
  if (!cardType) throw redirect(pathOf("intro"));
  return requirePricing(context, cardType);
}

export function currentAmount(context: AppLoadContext, pricing: Pricing): number | null {
  const { amount } = context.session.data.draft;
  return typeof amount === "number" && isWithinBounds(pricing, amount) ? amount : null;
}

// Another sum to pay than the funding was chosen for reopens the funding steps: a part payment of $450
// must not reach the bank for a $200 line. The caller saves the session.
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

/** SPEC §2.2 switch cards: the switchable cards offered, other than theirs, each with its first amount. */
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
