import luhn10 from "card-validator/dist/luhn-10.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCardNumber } from "./card-format";
import {
  checkCardNumber,
  expirationDateMMYY,
  formatExpiry,
  isCvvValid,
  isExpiryValid,
  normalizeCardNumber,
  parseExpiry,
} from "./cards";
import { itAnswers } from "../../test/table";

/** Published test numbers of the card networks and processors. */
const VISA = ["4111111111111111", "4012888888881881", "4242424242424242", "4000056655665556", "4917610000000000003"];
const MASTERCARD = [
  "5555555555554444",
  "5105105105105100",
  "5200828282828210",
  "2223003122003222",
  "2221000000000009",
  "2720999999999996",
];
const AMEX = ["378282246310005", "371449635398431", "378734493671000"];
const DISCOVER = ["6011111111111117", "6011000990139424", "6011981111111113"];

/** A body made Luhn-valid by its last digit. */
const luhnComplete = (body: string) => body + String([...Array(10).keys()].find((d) => luhn10(body + d)));

describe("checkCardNumber (card-validator, ADR 0019)", () => {
  it.each(VISA)("Visa %s is accepted", (n) => {
    expect(checkCardNumber(n)).toBe("ok");
  });
  it.each(MASTERCARD)("Mastercard %s is accepted", (n) => {
    expect(checkCardNumber(n)).toBe("ok");
  });
  it.each(AMEX)("Amex %s is refused as a brand", (n) => {
    expect(checkCardNumber(n)).toBe("brand");
  });
  it.each(DISCOVER)("Discover %s is refused as a brand", (n) => {
    expect(checkCardNumber(n)).toBe("brand");
  });

  it("changing any one digit of a good number makes it invalid (Luhn)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...VISA, ...MASTERCARD), fc.nat(), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const i = at % n.length;
        const changed = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
        expect(checkCardNumber(changed)).toBe("invalid");
      }),
    );
  });

  it("Mastercard 2-series range 2221–2720 only; 51–55 only", () => {
    for (const body of ["222099000000000", "272100000000000", "500000000000000", "560000000000000"]) {
      expect(checkCardNumber(luhnComplete(body))).toBe("brand");
    }
  });

  it("Visa lengths are the network's (16, 18, 19): the retired 13-digit numbers are invalid", () => {
    expect(checkCardNumber("4222222222222")).toBe("invalid");
    expect(checkCardNumber(luhnComplete("41111111111111111"))).toBe("ok");
  });

  it("a card number has 12 to 19 digits: a Luhn-valid 20-digit number is invalid, not of another brand", () => {
    expect(checkCardNumber(luhnComplete("601100099013942400"))).toBe("brand");
    expect(checkCardNumber(luhnComplete("6011000990139424000"))).toBe("invalid");
    expect(checkCardNumber(`x${luhnComplete("601100099013942")}`)).toBe("invalid");
  });

  it("cards of another brand inside Visa's 4-range (Elo, Maestro) are refused as a brand", () => {
    expect(checkCardNumber(luhnComplete("438935000000000"))).toBe("brand"); // Elo
    expect(checkCardNumber(luhnComplete("493698000000000"))).toBe("brand"); // Maestro
  });

  it("accepts spaces and hyphens between groups", () => {
    expect(checkCardNumber("4111 1111 1111 1111")).toBe("ok");
    expect(checkCardNumber("5555-5555-5555-4444")).toBe("ok");
  });

  it.each([
    ["4111111111111112", "Luhn failure"],
    ["411111111111", "too short for anything (12 digits, Luhn fails)"],
    ["41111111111111111111", "20 digits"],
    ["4111x11111111111", "a letter"],
    ["", "empty"],
    ["4111111111111110000", "19 digits failing Luhn"],
  ])("%j is invalid (%s)", (n) => {
    expect(checkCardNumber(n)).toBe("invalid");
  });

  it("a Luhn-valid Visa prefix of the wrong length is invalid, not a brand problem", () => {
    // 15 digits starting with 4, made Luhn-valid.
    const body = "41111111111111";
    const check = [...Array(10).keys()].find((d) => luhn10(body + d));
    expect(checkCardNumber(body + String(check))).toBe("invalid");
  });

  it("other Luhn-valid numbers are a brand problem", () => {
    expect(checkCardNumber("3530111333300000")).toBe("brand"); // JCB
    expect(checkCardNumber("36227206271667")).toBe("brand"); // Diners
  });

  it("known test numbers, typed with any spaces and hyphens between digits, keep their verdict", () => {
    const withSeparators = (n: string) =>
      fc
        .array(fc.constantFrom("", "", " ", "-"), { minLength: n.length, maxLength: n.length })
        .map((seps) => [...n].map((d, i) => d + seps[i]).join(""));
    const cases = fc.oneof(
      fc.constantFrom(...VISA, ...MASTERCARD).chain((n) => withSeparators(n).map((typed) => [typed, "ok"] as const)),
      fc.constantFrom(...AMEX, ...DISCOVER).chain((n) => withSeparators(n).map((typed) => [typed, "brand"] as const)),
    );
    fc.assert(
      fc.property(cases, ([typed, verdict]) => {
        expect(checkCardNumber(typed)).toBe(verdict);
      }),
    );
  });

  it("a random Luhn-valid 16-digit number: Mastercard prefixes accepted; no prefix outside Visa's and Mastercard's", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{14}$/), (body) => {
        const n = luhnComplete(body);
        const p2 = Number(n.slice(0, 2));
        const p4 = Number(n.slice(0, 4));
        const mastercard = (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720);
        const verdict = checkCardNumber(n);
        if (mastercard) expect(verdict).toBe("ok");
        // 4…: Visa, or a brand of its own inside Visa's range (Elo, Maestro): never 'invalid'.
        else if (n.startsWith("4")) expect(["ok", "brand"]).toContain(verdict);
        else expect(verdict).toBe("brand");
      }),
    );
  });

  it("never throws on arbitrary strings", () => {
    fc.assert(fc.property(fc.string(), (s) => ["ok", "invalid", "brand"].includes(checkCardNumber(s))));
  });

  it("formats in groups of four", () => {
    expect(formatCardNumber("4111-1111-1111-1111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("41111")).toBe("4111 1");
    expect(normalizeCardNumber(" 4111 1111-1111 1111 ")).toBe("4111111111111111");
  });
});

describe("expiry", () => {
  const today = new Date(2026, 5, 15); // 15 June 2026

  it.each([
    ["06/26", true, "this month"],
    ["07/26", true, "next month"],
    ["05/26", false, "last month"],
    ["12/25", false, "last year"],
    ["0626", true, "without the slash"],
    ["06 / 26", true, "with spaces"],
    ["06/46", true, "20 years ahead"],
    ["07/46", false, "more than 20 years ahead"],
    ["13/26", false, "month 13"],
    ["00/26", false, "month 00"],
    ["6/26", false, "one-digit month"],
    ["06/2026", false, "four-digit year"],
    ["", false, "empty"],
    ["ab/cd", false, "letters"],
  ])("%j valid=%s (%s)", (input, valid) => {
    expect(isExpiryValid(input, today)).toBe(valid);
  });

  it("parses and formats", () => {
    expect(parseExpiry("0727")).toEqual({ month: 7, year: 2027 });
    expect(formatExpiry({ month: 7, year: 2027 })).toBe("07/27");
    expect(expirationDateMMYY({ month: 7, year: 2027 })).toBe("0727");
    expect(parseExpiry(" 12 / 30 ")).toEqual({ month: 12, year: 2030 });
    // SPEC §2.3 'expiration MM/YY': two digits each, a year below 10 too.
    expect(formatExpiry({ month: 1, year: 2009 })).toBe("01/09");
    expect(expirationDateMMYY({ month: 1, year: 2009 })).toBe("0109");
  });

  it.each([
    ["107/27", "a third month digit before"],
    ["07/275", "a third year digit after"],
    ["x07/27", "a letter before"],
    ["07/27x", "a letter after"],
  ])("does not read %j (%s) as MM/YY", (input) => {
    expect(parseExpiry(input)).toBeNull();
  });

  it("the card is good through the last day of its month", () => {
    expect(isExpiryValid("06/26", new Date(2026, 5, 30, 23, 59))).toBe(true);
    expect(isExpiryValid("06/26", new Date(2026, 6, 1))).toBe(false);
  });
});

describe("CVV", () => {
  itAnswers(isCvvValid, "%j → %s", [
    ["123", true],
    ["000", true],
    [" 123 ", true],
    ["12", false],
    ["1234", false],
    ["12a", false],
    ["", false],
  ]);
});
