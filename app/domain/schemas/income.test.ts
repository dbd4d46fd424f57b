import { describe, expect, it } from "vitest";
import { itReportsField } from "../../../test/field-errors";
import { conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { incomeSchema, incomeWarning } from "./income";

const ok = { housingPayment: "1200", annualIncome: "45000" };

describe("income step (SPEC §5)", () => {
  it("accepts amounts with '$' and commas and yields numbers", () => {
    expect(incomeSchema.parse({ housingPayment: "$1,200.50", annualIncome: "45,000" })).toEqual({
      housingPayment: 1200.5,
      annualIncome: 45000,
    });
  });

  itReportsField(
    incomeSchema,
    ok,
    [
      [{ housingPayment: "" }, "housingPayment", MSG_KEY.housingPaymentRequired],
      [{ housingPayment: "abc" }, "housingPayment", MSG_KEY.numericRequired],
      [{ housingPayment: "-1" }, "housingPayment", MSG_KEY.numericRequired],
      [{ housingPayment: "1000000" }, "housingPayment", MSG_KEY.housingPaymentTooHigh],
      [{ housingPayment: "999999.99" }, "housingPayment", null],
      [{ housingPayment: "0" }, "housingPayment", null],
      [{ housingPayment: "0000000000001" }, "housingPayment", null],
      [{ housingPayment: "00000000000001" }, "housingPayment", MSG_KEY.totalTooLong],
      [{ annualIncome: "" }, "annualIncome", MSG_KEY.annualIncomeRequired],
      [{ annualIncome: "x" }, "annualIncome", MSG_KEY.numericRequired],
      [{ annualIncome: "0" }, "annualIncome", MSG_KEY.incomeAboveZero],
      [{ annualIncome: "0.01" }, "annualIncome", null],
      [{ annualIncome: "999999" }, "annualIncome", null],
      [{ annualIncome: "1000000" }, "annualIncome", MSG_KEY.annualIncomeTooHigh],
      [{ annualIncome: "99999.99" }, "annualIncome", MSG_KEY.totalTooLong],
      [{ annualIncome: "999,999" }, "annualIncome", null],
    ],
    [zodErrors, conformErrors],
  );
});

describe("calculated-income warning (non-blocking)", () => {
  it.each([
    [30000, 40000, MSG_KEY.incomeBelowCalculated],
    [39999.99, 40000, MSG_KEY.incomeBelowCalculated],
    [40000, 40000, null],
    [50000, 40000, null],
    [1, null, null],
    [1, undefined, null],
    [1, Number.NaN, null],
    [1, Number.POSITIVE_INFINITY, null],
  ])("income %s vs calculated %s → %s", (income, calculated, warning) => {
    expect(incomeWarning(income, calculated)).toBe(warning);
  });

  it("never blocks the form", () => {
    expect(incomeSchema.safeParse({ housingPayment: "5000", annualIncome: "1" }).success).toBe(true);
  });
});
