import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampMoney,
  finiteOrNull,
  MONEY_MAX,
  moneyDigits,
  moneyOrNull,
  parseMoney,
  roundCents,
  subtractMoney,
} from "./money";
import { itAnswers } from "../../test/table";

describe("parseMoney", () => {
  itAnswers(parseMoney, "%j → %d", [
    ["0", 0],
    ["1", 1],
    ["1234", 1234],
    ["1,234", 1234],
    ["$1,234.50", 1234.5],
    ["$ 99.9", 99.9],
    ["  250  ", 250],
    [".5", 0.5],
    [".50", 0.5],
    ["1,000,000", 1_000_000],
    ["007", 7],
  ]);

  it.each([
    "9".repeat(400),
    "",
    " ",
    ".",
    "$",
    "-5",
    "-.50",
    "12$",
    "+5",
    "1e3",
    "abc",
    "12a",
    "1,23",
    "1,2345",
    "1.234",
    "1..2",
    "Infinity",
    "NaN",
    "0x10",
    "1 000",
  ])("%j is not an amount", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("never throws and never yields a negative or non-finite amount", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseMoney(text);
        expect(value === null || (Number.isFinite(value) && value >= 0)).toBe(true);
      }),
    );
  });
});

describe("money helpers", () => {
  it("moneyDigits drops '$', commas and spaces", () => {
    expect(moneyDigits("$ 1,234.00")).toBe("1234.00");
  });

  it("roundCents rounds to whole cents", () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(19.999)).toBe(20);
    expect(roundCents(1.234)).toBe(1.23);
  });

  it("subtractMoney works in cents and never goes below zero", () => {
    expect(subtractMoney(200, 50)).toBe(150);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
    expect(subtractMoney(50, 200)).toBe(0);
  });

  it("clampMoney holds an amount within bounds", () => {
    expect(clampMoney(5, 10, 20)).toBe(10);
    expect(clampMoney(25, 10, 20)).toBe(20);
    expect(clampMoney(12.345, 10, 20)).toBe(12.35);
  });

  it("moneyOrNull reads amounts up to MONEY_MAX either side of zero, and nothing beyond", () => {
    expect(moneyOrNull(MONEY_MAX)).toBe(MONEY_MAX);
    expect(moneyOrNull(-MONEY_MAX)).toBe(-MONEY_MAX);
    expect(moneyOrNull(MONEY_MAX + 0.01)).toBeNull();
    expect(moneyOrNull(-MONEY_MAX - 0.01)).toBeNull();
  });

  itAnswers(finiteOrNull, "finiteOrNull(%j) → %j", [
    [5, 5],
    ["7.5", 7.5],
    [null, null],
    [undefined, null],
    ["", null],
    ["x", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ]);
});
