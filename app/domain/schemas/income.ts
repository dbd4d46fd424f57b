import { z } from "zod";
import { HOUSING_PAYMENT_MAX_LENGTH, INCOME_MAX_LENGTH, MONEY_UPPER_LIMIT } from "../constants";
import { MSG_KEY } from "../messages";
import { moneyField } from "./fields";

export const incomeSchema = z.object({
  housingPayment: moneyField({
    required: MSG_KEY.housingPaymentRequired,
    numeric: MSG_KEY.numericRequired,
    maxLength: HOUSING_PAYMENT_MAX_LENGTH,
    tooLong: MSG_KEY.totalTooLong,
    check: (amount) => (amount >= MONEY_UPPER_LIMIT ? MSG_KEY.housingPaymentTooHigh : null),
  }),
  annualIncome: moneyField({
    required: MSG_KEY.annualIncomeRequired,
    numeric: MSG_KEY.numericRequired,
    maxLength: INCOME_MAX_LENGTH,
    tooLong: MSG_KEY.totalTooLong,
    check: (amount) =>
      amount <= 0 ? MSG_KEY.incomeAboveZero : amount >= MONEY_UPPER_LIMIT ? MSG_KEY.annualIncomeTooHigh : null,
  }),
});

export type Income = z.infer<typeof incomeSchema>;

// SPEC §5: a warning, never a blocking error.
export function incomeWarning(annualIncome: number, calculatedIncome: number | null | undefined): string | null {
  if (calculatedIncome === null || calculatedIncome === undefined || !Number.isFinite(calculatedIncome)) return null;
  return annualIncome < calculatedIncome ? MSG_KEY.incomeBelowCalculated : null;
}
