import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatMoney, offersFrom, type Offer } from "~/domain/offers";
import { introPromotion, type IntroPromotion } from "~/domain/pricing";
import { WasPrice } from "~/components/was-price";
import { rememberVisit, requireConfiguration } from "~/features/flow/flow.server";
import { entryPathFor } from "~/domain/entry-paths";
import { DISCLOSURE } from "~/domain/marketing";
import { DisclosureMarker, MarketingLines } from "~/components/marketing";
import { noFormAction } from "~/features/routing/no-form.server";

export const meta: MetaFunction = () => [
  { title: "Choose your path – Secured Visa credit cards" },
  { name: "description", content: "Apply for a secured Visa credit card backed by a refundable security deposit." },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  rememberVisit(context, request);
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  return {
    offers: offersFrom(config, now).map((offer) => ({
      ...offer,
      href: entryPathFor(offer.cardType),
      // A campaign's promotion changes the prices shown where they are first shown (SPEC §1, §9).
      promotion: introPromotion(config, offer.cardType, now),
    })),
  };
}

export default function Intro() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <div className="intro">
      <h1 className="intro__title">Choose your path</h1>
      <p className="intro__lead">
        Build credit with a secured Visa credit card
        <DisclosureMarker n={DISCLOSURE.issuer} />. Your credit line equals your refundable security deposit.
      </p>
      <MarketingLines />
      <p className="intro__stories">
        <a href="/testimonials">Read what cardholders say</a>
      </p>
      <ul className="cards" aria-label="Cards you can apply for">
        {offers.map((offer) => (
          <li key={offer.cardType} className="card-offer">
            <OfferCard offer={offer} href={offer.href} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OfferCard({ offer, href }: { offer: Offer & { promotion: IntroPromotion | null }; href: string }) {
  const headingId = `offer-${offer.cardType}`;
  return (
    <article className="card-offer__body" aria-labelledby={headingId}>
      <h2 className="card-offer__name" id={headingId}>
        {offer.name}
      </h2>
      {offer.cardType === "launch" ? <p className="card-offer__tag">No credit check to apply</p> : null}
      <dl className="card-offer__facts">
        <div>
          <dt>Annual fee</dt>
          <dd>{offer.annualFee === 0 ? "No annual fee" : formatMoney(offer.annualFee)}</dd>
        </div>
        <div>
          <dt>Purchase APR</dt>
          <dd>{offer.apr.toFixed(2)}% variable</dd>
        </div>
        <div>
          <dt>Minimum deposit</dt>
          <dd>
            {offer.promotion ? <WasPrice value={offer.minimumDeposit} /> : null}
            {formatMoney(offer.promotion?.deposit ?? offer.minimumDeposit)}
          </dd>
        </div>
        {offer.promotion?.creditLine ? (
          <div>
            <dt>Promo credit line</dt>
            <dd>{formatMoney(offer.promotion.creditLine)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Rewards</dt>
          <dd>Up to 10% cash back</dd>
        </div>
      </dl>
      <a className="button button--primary card-offer__choose" href={href}>
        Choose {offer.name}
      </a>
      {offer.termsUrl ? (
        <a className="card-offer__terms" href={offer.termsUrl}>
          Terms and conditions<span className="visually-hidden"> for {offer.name}</span>
        </a>
      ) : null}
    </article>
  );
}

/** No form here: a post answers 405 with our page (docs/decisions/0064). */
export const action = noFormAction;
