import {
  DAYS_LEFT_TO_FUND_DEFAULT,
  FUNDING_ATTEMPTS,
  PARTIAL_PAYMENT_DEFAULT_MAX,
  PARTIAL_PAYMENT_MIN,
} from "./constants";
import { clampMoney, finiteOrNull, moneyOrNull, roundCents, subtractMoney } from "./money";

export interface PaymentStatusFigures {
  currentBalance?: number | null;
  fundingHistory?: ReadonlyArray<{ amountReceived?: number | null }> | null;
  incentiveValue?: number | null;
}

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

export function creditLimitOf(selected: number | null | undefined, decisions?: number | null): number {
  const limit = moneyOrNull(selected) ?? moneyOrNull(decisions) ?? 0;
  return Math.max(0, roundCents(limit));
}

export function remainingOf(creditLimit: number, balance: number): number {
  const limit = Math.max(0, creditLimit);
  return Math.min(subtractMoney(limit, Math.max(0, balance)), limit);
}

// Shown on its own so the figures add up in words people trust (SPEC §4.3 counts it in the balance).
export function promotionOf(status: PaymentStatusFigures | null | undefined, balance: number): number {
  const incentive = Math.max(0, roundCents(moneyOrNull(status?.incentiveValue) ?? 0));
  return Math.min(incentive, Math.max(0, balance));
}

export interface FundingSummary {
  creditLimit: number;
  balance: number;
  promotion: number;
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

export function partialFundingAllowed(input: { fundFailure: boolean; creditLimit: number; balance: number }): boolean {
  return !input.fundFailure && input.creditLimit > input.balance;
}

// SPEC §5; 1000 when the remaining amount is not known.
export function partialAmountBounds(remaining?: number | null): { min: number; max: number } {
  const known = moneyOrNull(remaining);
  const max = known === null ? PARTIAL_PAYMENT_DEFAULT_MAX : Math.max(0, roundCents(known));
  return { min: Math.min(PARTIAL_PAYMENT_MIN, max), max };
}

export function amountToPay(input: {
  isFullyFunded: boolean;
  remaining: number;
  enteredAmount?: number | null;
}): number {
  const remaining = Math.max(0, moneyOrNull(input.remaining) ?? 0);
  if (input.isFullyFunded) return remaining;
  return Math.min(clampMoney(moneyOrNull(input.enteredAmount) ?? 0, 0, remaining), remaining);
}

export interface PaymentResultFigures {
  approvedAmount: number;
  partialAmount: number;
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

export function fundingAttemptsRemaining(failures: number): number {
  return Math.max(0, FUNDING_ATTEMPTS - Math.max(0, Math.floor(failures)));
}
