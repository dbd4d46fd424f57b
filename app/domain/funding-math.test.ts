import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  amountToPay,
  balanceOf,
  creditLimitOf,
  fundingAttemptsRemaining,
  fundingSummary,
  promotionOf,
  partialAmountBounds,
  partialFundingAllowed,
  paymentResultFigures,
  remainingOf,
} from "./funding-math";
import { itAnswers } from "../../test/table";

describe("balance (SPEC §4.3)", () => {
  it("is the current balance when the status response has one", () => {
    expect(balanceOf({ currentBalance: 150, fundingHistory: [{ amountReceived: 999 }], incentiveValue: 50 })).toBe(150);
    expect(balanceOf({ currentBalance: 0, fundingHistory: [{ amountReceived: 999 }] })).toBe(0);
  });
  it("else the sum of amountReceived plus the incentive value", () => {
    expect(
      balanceOf({
        currentBalance: null,
        fundingHistory: [{ amountReceived: 25.1 }, { amountReceived: 50.2 }],
        incentiveValue: 50,
      }),
    ).toBe(125.3);
    expect(balanceOf({ fundingHistory: [{ amountReceived: null }, {}], incentiveValue: null })).toBe(0);
    expect(balanceOf({ fundingHistory: null })).toBe(0);
    expect(balanceOf(null)).toBe(0);
  });
  it("is never negative", () => {
    expect(balanceOf({ currentBalance: -10 })).toBe(0);
    expect(balanceOf({ fundingHistory: [{ amountReceived: -100 }], incentiveValue: 20 })).toBe(0);
  });
});

describe("credit limit and remaining", () => {
  it("uses the selected application's limit, else the decisions'", () => {
    expect(creditLimitOf(500, 300)).toBe(500);
    expect(creditLimitOf(null, 300)).toBe(300);
    expect(creditLimitOf(undefined, undefined)).toBe(0);
    expect(creditLimitOf(-5)).toBe(0);
  });
  it("remaining = credit limit − balance, never negative", () => {
    expect(remainingOf(500, 125.3)).toBe(374.7);
    expect(remainingOf(500, 500)).toBe(0);
    expect(remainingOf(500, 600)).toBe(0);
    expect(remainingOf(-5, 0)).toBe(0);
  });
  it("fundingSummary puts them together", () => {
    expect(
      fundingSummary({
        selectedCreditLimit: null,
        decisionsCreditLimit: 300,
        status: { fundingHistory: [{ amountReceived: 100 }], incentiveValue: 50 },
      }),
    ).toEqual({ creditLimit: 300, balance: 150, promotion: 50, paid: 100, remaining: 150 });
  });
});

describe("partial funding", () => {
  it.each([
    [false, 500, 100, true],
    [false, 500, 499.99, true],
    [false, 500, 500, false],
    [false, 500, 600, false],
    [true, 500, 100, false],
  ])("fundFailure=%s, limit %d, balance %d → %s", (fundFailure, creditLimit, balance, allowed) => {
    expect(partialFundingAllowed({ fundFailure, creditLimit, balance })).toBe(allowed);
  });
  it.each([
    [500, { min: 25, max: 500 }],
    [25, { min: 25, max: 25 }],
    [24.99, { min: 24.99, max: 24.99 }],
    [10, { min: 10, max: 10 }],
    [0, { min: 0, max: 0 }],
    [null, { min: 25, max: 1000 }],
    [undefined, { min: 25, max: 1000 }],
  ])("remaining %s → %j (min(25, remaining) … remaining, default 1000)", (remaining, bounds) => {
    expect(partialAmountBounds(remaining)).toEqual(bounds);
  });
});

describe("amount to pay", () => {
  it("fully funded pays the remaining amount; otherwise the entered amount", () => {
    expect(amountToPay({ isFullyFunded: true, remaining: 374.7, enteredAmount: 50 })).toBe(374.7);
    expect(amountToPay({ isFullyFunded: false, remaining: 374.7, enteredAmount: 50 })).toBe(50);
  });
  it("an entered amount is held within 0 … remaining", () => {
    expect(amountToPay({ isFullyFunded: false, remaining: 100, enteredAmount: 150 })).toBe(100);
    expect(amountToPay({ isFullyFunded: false, remaining: 100, enteredAmount: -5 })).toBe(0);
    expect(amountToPay({ isFullyFunded: false, remaining: 100, enteredAmount: null })).toBe(0);
    expect(amountToPay({ isFullyFunded: true, remaining: -3 })).toBe(0);
  });
});

describe("payment result view", () => {
  it("shows approved amount, partial (limit − balance), remainder (balance) and days to fund", () => {
    expect(paymentResultFigures({ approvedAmount: 100, balance: 150, creditLimit: 500, daysLeftToFund: 42 })).toEqual({
      approvedAmount: 100,
      partialAmount: 350,
      remainder: 150,
      daysLeftToFund: 42,
    });
  });
  it("defaults days to fund to 60 and missing figures to 0", () => {
    expect(paymentResultFigures({})).toEqual({ approvedAmount: 0, partialAmount: 0, remainder: 0, daysLeftToFund: 60 });
  });
});

describe("money math properties: never negative, never above the credit limit", () => {
  const cents = fc.integer({ min: -1_000_000, max: 10_000_000 }).map((c) => c / 100);
  const anyNumber = fc.oneof(cents, fc.double(), fc.constant(Number.NaN), fc.constant(null), fc.constant(undefined));

  it("remaining", () => {
    fc.assert(
      fc.property(cents, cents, (limit, balance) => {
        const r = remainingOf(limit, balance);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(Math.max(0, limit));
      }),
    );
  });

  it("the whole summary from any status response", () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        fc.array(fc.record({ amountReceived: anyNumber })),
        anyNumber,
        (selected, decisions, currentBalance, fundingHistory, incentiveValue) => {
          const s = fundingSummary({
            selectedCreditLimit: selected as number | null,
            decisionsCreditLimit: decisions as number | null,
            status: {
              currentBalance: currentBalance as number | null,
              fundingHistory: fundingHistory as [],
              incentiveValue: incentiveValue as number | null,
            },
          });
          expect(Number.isFinite(s.remaining) && Number.isFinite(s.balance) && Number.isFinite(s.creditLimit)).toBe(
            true,
          );
          expect(s.balance).toBeGreaterThanOrEqual(0);
          expect(s.creditLimit).toBeGreaterThanOrEqual(0);
          expect(s.remaining).toBeGreaterThanOrEqual(0);
          expect(s.remaining).toBeLessThanOrEqual(s.creditLimit);
        },
      ),
    );
  });

  it("amount to pay and partial bounds", () => {
    fc.assert(
      fc.property(cents, cents, fc.boolean(), anyNumber, (limit, balance, full, entered) => {
        const remaining = remainingOf(limit, balance);
        const pay = amountToPay({ isFullyFunded: full, remaining, enteredAmount: entered as number | null });
        expect(pay).toBeGreaterThanOrEqual(0);
        expect(pay).toBeLessThanOrEqual(remaining);
        expect(pay).toBeLessThanOrEqual(Math.max(0, limit));
        const bounds = partialAmountBounds(remaining);
        expect(bounds.min).toBeGreaterThanOrEqual(0);
        expect(bounds.min).toBeLessThanOrEqual(bounds.max);
        expect(bounds.max).toBeLessThanOrEqual(Math.max(0, limit));
      }),
    );
  });

  it("result figures", () => {
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        anyNumber,
        anyNumber,
        (approvedAmount, balance, creditLimit, daysLeftToFund) => {
          const r = paymentResultFigures({
            approvedAmount: approvedAmount as number | null,
            balance: balance as number | null,
            creditLimit: creditLimit as number | null,
            daysLeftToFund: daysLeftToFund as number | null,
          });
          for (const v of Object.values(r)) expect(v).toBeGreaterThanOrEqual(0);
          expect(r.partialAmount).toBeLessThanOrEqual(creditLimitOf(creditLimit as number | null));
        },
      ),
    );
  });
});

describe("funding attempts (SPEC §4.3: the first failure may be retried, a further one is final)", () => {
  itAnswers(fundingAttemptsRemaining, "%i failures → %i attempts left", [
    [0, 2],
    [1, 1],
    [2, 0],
    [5, 0],
    [-1, 2],
  ]);
});

describe("the promotion's part of the balance (issue 11, item 7)", () => {
  it("a $50 reduction and no payment: $50 promotion, $0 paid, $150 left of $200 — the lines add up", () => {
    const s = fundingSummary({ selectedCreditLimit: 200, status: { fundingHistory: [], incentiveValue: 50 } });
    expect(s).toEqual({ creditLimit: 200, balance: 50, promotion: 50, paid: 0, remaining: 150 });
    expect(s.promotion + s.paid + s.remaining).toBe(s.creditLimit);
  });

  it("with the bank's current balance (which counts the promotion) the paid part is the rest", () => {
    const s = fundingSummary({ selectedCreditLimit: 500, status: { currentBalance: 150, incentiveValue: 50 } });
    expect(s).toMatchObject({ balance: 150, promotion: 50, paid: 100, remaining: 350 });
  });

  it("never shows more promotion than the balance, nor a negative one", () => {
    expect(promotionOf({ incentiveValue: 80 }, 30)).toBe(30);
    expect(promotionOf({ incentiveValue: -5 }, 30)).toBe(0);
    expect(promotionOf({ incentiveValue: null }, 30)).toBe(0);
  });
});
