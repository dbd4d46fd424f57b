import { Form } from "@remix-run/react";
import { FormGuard } from "./form-screen";
import type { ReactNode } from "react";
import { formatMoney } from "~/domain/offers";
import type { AmountOption, CardChoice } from "~/domain/pricing";
import type { CardType } from "~/domain/products";
import { pathOf } from "~/domain/route-table";
import { richText } from "~/i18n/rich";
import { useT } from "~/i18n/use-t";
import { WasPrice } from "./was-price";

/** ADR 0011: the credit line, its equal deposit, and with a reduction the promotional credit and what the applicant pays. */
export function AmountText({ option, custom = false }: { option: AmountOption; custom?: boolean }) {
  const t = useT();
  const { figures } = option;
  return (
    <span className="amount-choice">
      <span className="amount-choice__amount">
        {richText(t("offer.creditLineAmount", { amount: formatMoney(option.amount) }), {
          was: () => <WasPrice value={option.wasAmount} />,
        })}
        {custom ? <span className="amount-choice__tag"> {t("offer.amountYouChose")}</span> : null}
      </span>{" "}
      <span className="amount-choice__deposit">
        {t("offer.securityDeposit")} {formatMoney(figures.deposit)}
      </span>
      {figures.promotionalCredit > 0 ? (
        <span className="amount-choice__promotion">
          {t("offer.amountPromotion", {
            promotion: formatMoney(figures.promotionalCredit),
            toPay: formatMoney(figures.toPay),
          })}
        </span>
      ) : null}
    </span>
  );
}

export function CardFacts({
  cardName,
  annualFee,
  programFee,
  apr,
  headingLevel = 2,
  action,
}: {
  cardName: string;
  annualFee: number;
  programFee: number;
  apr: number;
  headingLevel?: 2 | 3;
  action?: ReactNode;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="card-facts" aria-label={t("offer.feesAndRate", { card: cardName })}>
      <Heading className="card-facts__title">{cardName}</Heading>
      <dl className="card-facts__list">
        <div>
          <dt>{t("offer.annualFee")}</dt>
          <dd>{annualFee === 0 ? t("offer.noAnnualFee") : formatMoney(annualFee)}</dd>
        </div>
        {programFee > 0 ? (
          <div>
            <dt>{t("offer.programFee")}</dt>
            <dd>{formatMoney(programFee)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("offer.purchaseApr")}</dt>
          <dd>{t("offer.aprVariable", { apr: apr.toFixed(2) })}</dd>
        </div>
      </dl>
      {action}
    </section>
  );
}

const SWITCH_OUTCOME: Record<CardType, string> = {
  basic: "offer.switchKeepsAmount",
  plus: "offer.switchChooseNext",
  launch: "offer.switchChooseNext",
};

/** SPEC §2.2 switch cards: a page of its own and, with JavaScript, a dialog on the credit line screen. */
export function SwitchCardsChoice({
  cards,
  headingLevel,
  columns,
  keep,
}: {
  cards: readonly CardChoice[];
  headingLevel: 2 | 3;
  columns: boolean;
  keep: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <Form method="post" action={pathOf("creditLineSwitch")} className="form">
        <FormGuard />
        <ul className={`switch-cards${columns && cards.length > 1 ? " switch-cards--two" : ""}`}>
          {cards.map((card) => (
            <li key={card.cardType} className="switch-card">
              <CardFacts
                cardName={card.name}
                annualFee={card.annualFee}
                programFee={card.programFee}
                apr={card.apr}
                headingLevel={headingLevel}
              />
              <p className="switch-card__amount">
                {card.cardType === "basic" ? (
                  <AmountText option={card.first} />
                ) : (
                  <>
                    {t("offer.minimumDeposit")} <WasPrice value={card.first.wasAmount} />
                    {formatMoney(card.first.amount)}
                  </>
                )}
              </p>
              <p className="switch-card__outcome">{t(SWITCH_OUTCOME[card.cardType])}</p>
              <button type="submit" name="intent" value={card.cardType} className="button button--primary">
                {t("offer.switchTo", { card: card.name })}
              </button>
            </li>
          ))}
        </ul>
      </Form>
      <div className="switch-keep">{keep}</div>
    </>
  );
}
