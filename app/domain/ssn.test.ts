import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isItinShaped, isNineDigits, isValidSsnOrItin, lastFour, maskSsn, normalizeSsn, padSsn } from "./ssn";
import { itAnswers } from "../../test/table";

/**
 * An independent oracle, written from the SSA/IRS rules with arithmetic rather than strings:
 * SSN area 1–899 except 666, group 1–99, serial 1–9999; ITIN area 900–999 with group in
 * 50–65, 70–88, 90–92, 94–99; never the misused 078-05-1120, 219-09-9999 or 987-65-4320…4329.
 */
function oracle(n: number): boolean {
  const area = Math.floor(n / 1_000_000);
  const group = Math.floor(n / 10_000) % 100;
  const serial = n % 10_000;
  if (n === 78_051_120 || n === 219_099_999) return false;
  if (n >= 987_654_320 && n <= 987_654_329) return false;
  if (area === 0 || area === 666 || group === 0 || serial === 0) return false;
  if (area >= 900)
    return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
  return true;
}

const pad = (n: number) => String(n).padStart(9, "0");

describe("isValidSsnOrItin", () => {
  it.each([
    ["123456789", "a common SSN shape"],
    ["001010001", "lowest SSN area, group and serial"],
    ["899999999", "highest SSN area"],
    ["665123456", "area just below 666"],
    ["667123456", "area just above 666"],
    ["772123456", "an area issued since randomisation"],
    ["900501234", "ITIN group 50 (lowest)"],
    ["912651234", "ITIN group 65"],
    ["912701234", "ITIN group 70"],
    ["912881234", "ITIN group 88"],
    ["912901234", "ITIN group 90"],
    ["912921234", "ITIN group 92"],
    ["912941234", "ITIN group 94"],
    ["999991234", "ITIN group 99"],
  ])("accepts %s (%s)", (digits) => {
    expect(isValidSsnOrItin(digits)).toBe(true);
  });

  it.each([
    ["000123456", "area 000"],
    ["666123456", "area 666"],
    ["123006789", "group 00"],
    ["123450000", "serial 0000"],
    ["900491234", "ITIN group 49"],
    ["912661234", "ITIN group 66"],
    ["912691234", "ITIN group 69"],
    ["912891234", "ITIN group 89"],
    ["912931234", "ITIN group 93"],
    ["900001234", "ITIN group 00"],
    ["078051120", "the Woolworth wallet number"],
    ["219099999", "the 1940s advertising number"],
    ["987654320", "advertising range start"],
    ["987654329", "advertising range end"],
    ["12345678", "8 digits"],
    ["1234567890", "10 digits"],
    ["12345678a", "a letter"],
    ["", "empty"],
  ])("rejects %j (%s)", (digits) => {
    expect(isValidSsnOrItin(digits)).toBe(false);
  });

  it("accepts the neighbours of the advertising range", () => {
    expect(isValidSsnOrItin("987654319")).toBe(true);
    expect(isValidSsnOrItin("987654330")).toBe(true);
  });

  it("matches the independent oracle on every 9-digit number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (n) => {
        expect(isValidSsnOrItin(pad(n))).toBe(oracle(n));
      }),
      { numRuns: 20_000 },
    );
  });

  it("matches the oracle near every boundary (areas 000/001/665–667/899/900, groups, serials)", () => {
    const areas = [0, 1, 78, 219, 665, 666, 667, 899, 900, 912, 987, 999];
    const groups = [0, 1, 5, 9, 49, 50, 65, 66, 69, 70, 88, 89, 90, 92, 93, 94, 99];
    const serials = [0, 1, 1120, 4319, 4320, 4325, 4329, 4330, 9999];
    for (const a of areas)
      for (const g of groups)
        for (const s of serials) {
          const n = a * 1_000_000 + g * 10_000 + s;
          expect(isValidSsnOrItin(pad(n)), pad(n)).toBe(oracle(n));
        }
  });

  it("never throws on arbitrary strings", () => {
    fc.assert(fc.property(fc.string(), (s) => typeof isValidSsnOrItin(s) === "boolean"));
  });
});

describe("SSN helpers", () => {
  it("normalizeSsn removes spaces and hyphens", () => {
    expect(normalizeSsn(" 123-45 6789 ")).toBe("123456789");
  });
  it("isNineDigits / isItinShaped", () => {
    expect(isNineDigits("123456789")).toBe(true);
    expect(isNineDigits("12345678")).toBe(false);
    expect(isItinShaped("912701234")).toBe(true);
    expect(isItinShaped("123456789")).toBe(false);
  });
  itAnswers(maskSsn, "masks all but the last four of %j: %j", [
    ["123456789", "***-**-6789"],
    ["12", "***-**-****"],
    ["6789", "***-**-6789"],
  ]);
  it("lastFour", () => {
    expect(lastFour("123-45-6789")).toBe("6789");
  });
});

describe("padSsn (SPEC §5 'padded to 9')", () => {
  itAnswers(padSsn, "%s → %s", [
    ["12345678", "012345678"],
    ["1234567", "001234567"],
    ["123456789", "123456789"],
  ]);
});
