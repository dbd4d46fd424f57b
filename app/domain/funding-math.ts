import {
  DAYS_LEFT_TO_FUND_DEFAULT,
  FUNDING_ATTEMPTS,
  PARTIAL_PAYMENT_DEFAULT_MAX,
  PARTIAL_PAYMENT_MIN,
} from "./constants";
import { clampMoney, finiteOrNull, moneyOrNull, roundCents, subtractMoney } from "./money";

/**
 * Funding and payment arithmetic (SPEC §4.3). Every amount is rounded to cents, is never negative,
 * and what is left to fund is never more than the credit limit.
 */

/** The parts of getApplicationPaymentStatus (SPEC §7) that decide the balance. */
export interface PaymentStatusFigures {
  currentBalance?: number | null;
  fundingHistory?: ReadonlyArray<{ amountReceived?: number | null }> | null;
  incentiveValue?: number | null;
}

/**
 * The balance: the status response's current balance, else the sum of amountReceived over the
 * funding history plus the incentive value. Missing or unreadable figures count as 0; a negative
 * result counts as 0.
 */
export function balanceOf(status: PaymentStatusFigures | null | undefined): number {
  const current = moneyOrNull(status?.currentBalance);
  if (current !== null) return Math.max(0, roundCents(current));
  const received = (status?.fundingHistory ?? []).reduce(
    (sum, entry) => sum + Math.round((moneyOrNull(entry?.amountReceived) ?? 0) * 100),
    0,
  );
  const incentive = Math.round((moneyOrNull(status?.incentiveValue) ?? 0) * 100);
  return Math.max(0, (received + incentive) / 100);
}

/** The selected application's credit limit, else the decisions' (SPEC §4.3); never negative. */
export function creditLimitOf(selected: number | null | undefined, decisions?: number | null): number {
  const limit = moneyOrNull(selected) ?? moneyOrNull(decisions) ?? 0;
  return Math.max(0, roundCents(limit));
}

/** Remaining = credit limit − balance, within 0 … credit limit. */
export function remainingOf(creditLimit: number, balance: number): number {
  const limit = Math.max(0, creditLimit);
  return Math.min(subtractMoney(limit, Math.max(0, balance)), limit);
}

/**
 * The promotion's part of the balance (SPEC §4.3 counts the incentive value in it): never negative,
 * never more than the balance. Shown on its own so the figures add up in words people trust.
 */
export function promotionOf(status: PaymentStatusFigures | null | undefined, balance: number): number {
  const incentive = Math.max(0, roundCents(moneyOrNull(status?.incentiveValue) ?? 0));
  return Math.min(incentive, Math.max(0, balance));
}

export interface FundingSummary {
  creditLimit: number;
  /** Everything counted toward the deposit: payments received and the promotion. */
  balance: number;
  /** The promotion's part of the balance (0 without one). */
  promotion: number;
  /** What the applicant has paid: balance − promotion. */
  paid: number;
  remaining: number;
}

export function fundingSummary(input: {
  selectedCreditLimit?: number | null;
  decisionsCreditLimit?: number | null;
  status?: PaymentStatusFigures | null;
}): FundingSummary {
  const creditLimit = creditLimitOf(input.selectedCreditLimit, input.decisionsCreditLimit);
  const balance = balanceOf(input.status);
  const promotion = promotionOf(input.status, balance);
  return {
    creditLimit,
    balance,
    promotion,
    paid: subtractMoney(balance, promotion),
    remaining: remainingOf(creditLimit, balance),
  };
}

/** SPEC §4.3: partial funding only outside the funding-failure state and while the limit exceeds the balance. */
export function partialFundingAllowed(input: { fundFailure: boolean; creditLimit: number; balance: number }): boolean {
  return !input.fundFailure && input.creditLimit > input.balance;
}

/**
 * SPEC §5: the partial amount is at least the smaller of 25 and the remaining amount, at most the
 * remaining amount; 1000 when the remaining amount is not known.
 */
export function partialAmountBounds(remaining?: number | null): { min: number; max: number } {
  const known = moneyOrNull(remaining);
  const max = known === null ? PARTIAL_PAYMENT_DEFAULT_MAX : Math.max(0, roundCents(known));
  return { min: Math.min(PARTIAL_PAYMENT_MIN, max), max };
}

/**
 * SPEC §4.3: fully funded pays the remaining amount; otherwise the entered amount, held within
 * 0 … remaining (the form has already rejected anything outside its bounds).
 */
export function amountToPay(input: {
  isFullyFunded: boolean;
  remaining: number;
  enteredAmount?: number | null;
}): number {
  const remaining = Math.max(0, moneyOrNull(input.remaining) ?? 0);
  if (input.isFullyFunded) return remaining;
  return Math.min(clampMoney(moneyOrNull(input.enteredAmount) ?? 0, 0, remaining), remaining);
}

/** The make-payment response figures the result view shows (SPEC §2.3 funding payment). */
export interface PaymentResultFigures {
  approvedAmount: number;
  /** Credit limit minus balance. */
  partialAmount: number;
  /** The balance. */
  remainder: number;
  daysLeftToFund: number;
}

export function paymentResultFigures(response: {
  approvedAmount?: number | null;
  balance?: number | null;
  creditLimit?: number | null;
  daysLeftToFund?: number | null;
}): PaymentResultFigures {
  const creditLimit = creditLimitOf(response.creditLimit);
  const balance = Math.max(0, roundCents(moneyOrNull(response.balance) ?? 0));
  const days = finiteOrNull(response.daysLeftToFund);
  return {
    approvedAmount: Math.max(0, roundCents(moneyOrNull(response.approvedAmount) ?? 0)),
    partialAmount: remainingOf(creditLimit, balance),
    remainder: balance,
    daysLeftToFund: days === null ? DAYS_LEFT_TO_FUND_DEFAULT : Math.max(0, Math.floor(days)),
  };
}

/** SPEC §4.3/§8: attempts left after `failures` card failures ('*1 attempt remaining' after the first). */
export function fundingAttemptsRemaining(failures: number): number {
  return Math.max(0, FUNDING_ATTEMPTS - Math.max(0, Math.floor(failures)));
}
