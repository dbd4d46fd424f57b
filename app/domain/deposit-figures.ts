import type { ParsedIncentive } from "./incentives";
import { moneyOrNull, roundCents, subtractMoney } from "./money";

/**
 * The money of a credit line as every screen shows it, before and after submitting (docs/decisions/0011):
 * the credit line equals the refundable security deposit (SPEC §1 step 5); a deposit reduction is
 * the bank's contribution toward that deposit (SPEC §4.3 counts it in the balance), so the applicant
 * pays the deposit less the contribution. One function, so no two screens can disagree.
 */
export interface DepositFigures {
  /** The credit line chosen. */
  creditLine: number;
  /** The refundable security deposit: always the credit line. */
  deposit: number;
  /** The bank's contribution toward the deposit (0 without one): never more than the deposit. */
  promotionalCredit: number;
  /** What the applicant pays: deposit − promotional credit. */
  toPay: number;
}

/**
 * The figures of a credit line and the incentive that priced it: a configuration incentive on the
 * flow's screens, or the bank's incentive value once submitted. Unreadable or negative amounts count as 0.
 */
export function depositFigures(
  creditLine: number,
  incentive: Pick<ParsedIncentive, "depositReduction"> | null | undefined,
): DepositFigures {
  const deposit = Math.max(0, roundCents(moneyOrNull(creditLine) ?? 0));
  const reduction = Math.max(0, roundCents(moneyOrNull(incentive?.depositReduction) ?? 0));
  const promotionalCredit = Math.min(reduction, deposit);
  return { creditLine: deposit, deposit, promotionalCredit, toPay: subtractMoney(deposit, promotionalCredit) };
}
