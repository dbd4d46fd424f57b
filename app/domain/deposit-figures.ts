import type { ParsedIncentive } from "./incentives";
import { moneyOrNull, roundCents, subtractMoney } from "./money";

// ADR 0011: one function, so no two screens can disagree.
export interface DepositFigures {
  creditLine: number;
  deposit: number;
  promotionalCredit: number;
  toPay: number;
}

export function depositFigures(
  creditLine: number,
  incentive: Pick<ParsedIncentive, "depositReduction"> | null | undefined,
): DepositFigures {
  const deposit = Math.max(0, roundCents(moneyOrNull(creditLine) ?? 0));
  const reduction = Math.max(0, roundCents(moneyOrNull(incentive?.depositReduction) ?? 0));
  const promotionalCredit = Math.min(reduction, deposit);
  return { creditLine: deposit, deposit, promotionalCredit, toPay: subtractMoney(deposit, promotionalCredit) };
}
