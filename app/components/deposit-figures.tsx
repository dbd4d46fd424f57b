import type { DepositFigures } from "~/domain/deposit-figures";
import { formatMoney } from "~/domain/offers";
import { useT } from "~/i18n/use-t";
import { Facts, type FactRow } from "./facts";

/** The same words on every screen (ADR 0011). */
export function useDepositFactRows(figures: DepositFigures | null): FactRow[] {
  const t = useT();
  if (!figures) return [];
  const promoted = figures.promotionalCredit > 0;
  return [
    [t("offer.figureCreditLine"), formatMoney(figures.creditLine)],
    [t("offer.figureDeposit"), formatMoney(figures.deposit)],
    promoted ? [t("offer.figurePromotionalCredit"), formatMoney(figures.promotionalCredit)] : null,
    promoted ? [t("offer.figureToPay"), formatMoney(figures.toPay)] : null,
  ];
}

export function DepositFacts({ figures }: { figures: DepositFigures }) {
  return <Facts rows={useDepositFactRows(figures)} />;
}
