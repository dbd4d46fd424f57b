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
import { MARKETING_PARAMS } from "~/domain/marketing";
import { pageTexts } from "~/i18n/catalogues.server";
import { richText } from "~/i18n/rich";
import { translateFromMatches, useT } from "~/i18n/use-t";

export const meta: MetaFunction = ({ matches }) => {
  const t = translateFromMatches(matches);
  return [{ title: t("intro.metaTitle") }, { name: "description", content: t("intro.metaDescription") }];
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const texts = pageTexts(context, "intro");
  rememberVisit(context, request);
  const config = await requireConfiguration(context);
  const now = new Date(context.now());
  return {
    texts,
    offers: offersFrom(config, now).map((offer) => ({
      ...offer,
      href: entryPathFor(offer.cardType),
      // A campaign's promotion changes the prices shown where they are first shown (SPEC §1, §9; ADR 0011).
      promotion: introPromotion(config, offer.cardType, now),
    })),
  };
}

export default function Intro() {
  const { offers } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="intro">
      <h1 className="intro__title">{t("intro.title")}</h1>
      <p className="intro__lead">
        {richText(t("intro.lead"), { marker: () => <DisclosureMarker n={DISCLOSURE.issuer} /> })}
      </p>
      <MarketingLines />
      <p className="intro__stories">
        <a href="/testimonials">{t("intro.stories")}</a>
      </p>
      <ul className="cards" aria-label={t("intro.cardsLabel")}>
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
  const t = useT();
  const card = offer.name;
  const promotion = offer.promotion;
  return (
    <article className="card-offer__body" aria-labelledby={headingId}>
      <h2 className="card-offer__name" id={headingId}>
        {offer.name}
      </h2>
      {offer.cardType === "launch" ? <p className="card-offer__tag">{t("intro.noCreditCheck")}</p> : null}
      <dl className="card-offer__facts">
        <div>
          <dt>{t("intro.annualFee")}</dt>
          <dd>{offer.annualFee === 0 ? t("intro.noAnnualFee") : formatMoney(offer.annualFee)}</dd>
        </div>
        <div>
          <dt>{t("intro.purchaseApr")}</dt>
          <dd>{t("intro.aprVariable", { apr: offer.apr.toFixed(2) })}</dd>
        </div>
        <div>
          <dt>{t("intro.minimumDeposit")}</dt>
          <dd>
            <WasPrice value={promotion?.wasMinimum ?? null} />
            {formatMoney(promotion?.minimum.deposit ?? offer.minimumDeposit)}
          </dd>
        </div>
        {promotion && promotion.minimum.promotionalCredit > 0 ? (
          <>
            <div>
              <dt>{t("offer.figurePromotionalCredit")}</dt>
              <dd>{formatMoney(promotion.minimum.promotionalCredit)}</dd>
            </div>
            <div>
              <dt>{t("offer.figureToPay")}</dt>
              <dd>{formatMoney(promotion.minimum.toPay)}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t("intro.rewards")}</dt>
          <dd>{t("intro.rewardsValue", MARKETING_PARAMS)}</dd>
        </div>
      </dl>
      <a className="button button--primary card-offer__choose" href={href}>
        {t("intro.choose", { card })}
      </a>{" "}
      {offer.termsUrl ? (
        <a className="card-offer__terms" href={offer.termsUrl}>
          {richText(t("intro.terms", { card }), {
            hidden: (inner) => <span className="visually-hidden">{inner}</span>,
          })}
        </a>
      ) : null}
    </article>
  );
}

export const action = noFormAction;
