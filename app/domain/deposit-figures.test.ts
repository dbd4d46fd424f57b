import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { depositFigures } from "./deposit-figures";

describe("depositFigures: credit line = deposit, promotional credit, what the applicant pays (ADR 0011)", () => {
  it("a $50 deposit reduction on a $300 credit line: deposit $300, promotional credit $50, $250 to pay", () => {
    expect(depositFigures(300, { depositReduction: 50 })).toEqual({
      creditLine: 300,
      deposit: 300,
      promotionalCredit: 50,
      toPay: 250,
    });
  });

  it("SPEC §9's figures are what the applicant pays for the $200 and the minimum credit line", () => {
    // 'Promo credit line: $200 minus the reduction value'; 'the deposit shown is the minimum deposit minus the reduction'.
    expect(depositFigures(200, { depositReduction: 50 }).toPay).toBe(150);
    expect(depositFigures(200, { depositReduction: 50 }).creditLine).toBe(200);
  });

  it("without a deposit reduction (none, a reduced minimum) the applicant pays the whole deposit", () => {
    const whole = { creditLine: 500, deposit: 500, promotionalCredit: 0, toPay: 500 };
    expect(depositFigures(500, null)).toEqual(whole);
    expect(depositFigures(500, undefined)).toEqual(whole);
    expect(depositFigures(500, { depositReduction: null })).toEqual(whole);
  });

  it("a contribution is never more than the deposit, never negative; amounts in cents", () => {
    expect(depositFigures(40, { depositReduction: 50 })).toEqual({
      creditLine: 40,
      deposit: 40,
      promotionalCredit: 40,
      toPay: 0,
    });
    expect(depositFigures(300, { depositReduction: -5 }).promotionalCredit).toBe(0);
    expect(depositFigures(300.1, { depositReduction: 0.2 }).toPay).toBe(299.9);
  });

  it("always adds up: promotional credit + to pay = deposit = credit line", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: -1000, max: 400_000 }), (line, cut) => {
        const f = depositFigures(line / 100, { depositReduction: cut / 100 });
        expect(f.deposit).toBe(f.creditLine);
        expect(f.promotionalCredit).toBeGreaterThanOrEqual(0);
        expect(f.toPay).toBeGreaterThanOrEqual(0);
        expect(Math.round(f.promotionalCredit * 100) + Math.round(f.toPay * 100)).toBe(line);
      }),
    );
  });
});
