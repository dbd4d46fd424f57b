import { describe, expect, it } from "vitest";
import {
  ANNUAL_FEE,
  CARD_LABEL,
  CARD_TYPES,
  cardTypeFromPrn,
  DEFAULT_MINIMUM_DEPOSIT,
  isCardType,
  LAUNCH_FEATURE_FLAG,
  LAUNCH_PROGRAM_FEE,
  PRN,
} from "./products";

describe("products (SPEC §1, §9)", () => {
  it("has SPEC's card types, product numbers and fees", () => {
    expect(CARD_TYPES).toEqual(["basic", "plus", "launch"]);
    expect(PRN).toEqual({ basic: 1000, plus: 9000, launch: 6100 });
    expect(ANNUAL_FEE).toEqual({ basic: 35, plus: 0, launch: 24 });
    expect(LAUNCH_PROGRAM_FEE).toBe(19.95);
    expect(DEFAULT_MINIMUM_DEPOSIT).toEqual({ basic: 200, plus: 300, launch: 100 });
    expect(LAUNCH_FEATURE_FLAG).toBe("Launch");
    for (const type of CARD_TYPES) expect(CARD_LABEL[type]).toMatch(/Visa$/);
  });

  it.each([
    [9000, "plus"],
    ["9000", "plus"],
    [6100, "launch"],
    ["6100", "launch"],
    [1000, "basic"],
    [1234, "basic"],
    [0, "basic"],
    [-9000, "basic"],
    [9000.5, "basic"],
    ["abc", "basic"],
    ["", "basic"],
    [null, "basic"],
    [undefined, "basic"],
    [Number.NaN, "basic"],
  ] as const)("prn %j is %s (anything other than 9000 or 6100 is basic)", (prn, type) => {
    expect(cardTypeFromPrn(prn)).toBe(type);
  });

  it("recognises card types exactly", () => {
    for (const type of CARD_TYPES) expect(isCardType(type)).toBe(true);
    for (const value of ["Basic", "PLUS", "secured", "", null, undefined, 1, {}]) expect(isCardType(value)).toBe(false);
  });
});
