import {
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { creditLineNextEvents } from "~/analytics/events";
import { track } from "~/analytics/track.server";
import { AmountText, CardFacts, WasPrice } from "~/components/credit-line";
import { FlowLayout } from "~/components/flow-layout";
import { FormGuard } from "~/components/form-guard";
import { formatMoney, offersFrom } from "~/domain/offers";
import { presetOptions, pricingFromConfig } from "~/domain/pricing";
import { isCardType, type CardType } from "~/domain/products";
import { pathOf, stepOf } from "~/domain/route-table";
import { chooseCreditLine, clearCreditLine } from "~/session/credit-line.server";
import { bankFor, completeStep, reopenStep, requireConfiguration, requireStep } from "~/session/flow.server";
import { readForm } from "~/session/form.server";
import styles from "~/styles/credit-line.css";

const PATH = pathOf("creditLineSwitch");

/** SPEC §2.2 names what choosing each card does; Launch is offered by its own downsell instead. */
const SWITCHABLE: readonly CardType[] = ["basic", "plus"];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Switch cards – Step 4 of 9" }];

/** The cards the applicant can switch to: the switchable cards configuration offers, other than theirs. */
async function otherCards(context: AppLoadContext) {
  requireStep(context, "creditLine");
  const current = context.session.data.draft.cardType;
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  return offersFrom(config, now)
    .filter((offer) => SWITCHABLE.includes(offer.cardType) && offer.cardType !== current)
    .flatMap((offer) => {
      const pricing = pricingFromConfig(config, offer.cardType, now);
      const first = pricing ? presetOptions(pricing)[0] : undefined;
      return pricing && first ? [{ offer, pricing, first }] : [];
    });
}

export async function loader({ context }: LoaderFunctionArgs) {
  const cards = await otherCards(context);
  if (cards.length === 0) throw redirect(pathOf("creditLine"));
  return {
    cards: cards.map(({ offer, pricing, first }) => ({
      cardType: offer.cardType,
      name: offer.name,
      apr: offer.apr,
      annualFee: pricing.annualFee,
      programFee: pricing.programFee,
      first,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request, context);
  const cards = await otherCards(context);
  const wanted = form.get("intent");
  const chosen = isCardType(wanted) ? cards.find((c) => c.offer.cardType === wanted) : undefined;
  // Only a tampered or stale form names a card not on offer: show the choice again.
  if (!chosen) return redirect(PATH, 303);

  const { session } = context;
  const { offer } = chosen;
  const leadId = session.data.leadId;
  session.data.draft = { ...session.data.draft, cardType: offer.cardType, productId: offer.productId };
  clearCreditLine(context);
  if (leadId) {
    // SPEC §7: fire and forget. The client logs a failure and never throws; nobody waits for it.
    void bankFor(context).updateProduct(leadId, offer.productId);
  }

  if (offer.cardType === "basic") {
    // SPEC §2.2: choosing basic goes straight on, at the basic card's first amount (its minimum).
    chooseCreditLine(context, offer, chosen.pricing, chosen.first.amount);
    completeStep(context, "creditLine");
    track(context, creditLineNextEvents("basic"), { step_name: "credit_line" });
    await session.save();
    return redirect(pathOf("identity"), 303);
  }
  // Plus: back to the credit line screen to choose one of its amounts.
  session.data.draft.incentiveId = offer.incentive?.id ?? null;
  session.data.draft.incentiveName = offer.incentive?.name ?? null;
  reopenStep(context, "creditLine");
  await session.save();
  return redirect(pathOf("creditLine"), 303);
}

const OUTCOME: Record<CardType, string> = {
  basic: "You continue with this amount.",
  plus: "You choose your credit line next.",
  launch: "You choose your credit line next.",
};

export default function CreditLineSwitch() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <FlowLayout
      backHref={pathOf("creditLine")}
      step={stepOf("creditLineSwitch")}
      title="Switch cards"
      lead={<p>Prefer a different card? Compare it with yours and switch. Your answers so far are kept.</p>}
    >
      <Form method="post" className="form">
        <FormGuard />
        <ul className={`switch-cards${cards.length > 1 ? " switch-cards--two" : ""}`}>
          {cards.map((card) => (
            <li key={card.cardType} className="switch-card">
              <CardFacts cardName={card.name} annualFee={card.annualFee} programFee={card.programFee} apr={card.apr} />
              <p className="switch-card__amount">
                {card.cardType === "basic" ? (
                  <AmountText option={card.first} />
                ) : (
                  <>
                    Minimum deposit: <WasPrice value={card.first.wasAmount} />
                    {formatMoney(card.first.amount)}
                  </>
                )}
              </p>
              <p className="switch-card__outcome">{OUTCOME[card.cardType]}</p>
              <button type="submit" name="intent" value={card.cardType} className="button button--primary">
                Switch to {card.name}
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <p className="switch-keep">
        <a href={pathOf("creditLine")}>Keep my card</a>
      </p>
    </FlowLayout>
  );
}
