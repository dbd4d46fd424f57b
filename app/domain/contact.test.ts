import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  codeDestination,
  EMAIL_PATTERN,
  formatPhone,
  isValidPhone,
  maskEmail,
  maskPhone,
  normalizePhone,
} from "./contact";
import { itAnswers } from "../../test/table";

/**
 * An independent oracle for SPEC §5's phone rule, written from the rule rather than from the code:
 * drop the separators a person may type, drop a +1 / 1 country code, then require ten ASCII digits,
 * an area code starting 2-9, and at least two different digits.
 */
const SEPARATOR_CHARS = new Set([".", "-", "(", ")"]);
function isSeparator(ch: string) {
  return SEPARATOR_CHARS.has(ch) || ch.trim() === "" || /\s/u.test(ch);
}
function oraclePhone(input: string): string | null {
  const kept: string[] = [];
  for (const ch of input) if (!isSeparator(ch)) kept.push(ch);
  let body = kept.join("");
  if (body.slice(0, 2) === "+1") body = body.slice(2);
  else if (body.length === 11 && body.charAt(0) === "1") body = body.slice(1);
  if (body.length !== 10) return null;
  for (const ch of body) if (ch < "0" || ch > "9") return null;
  if (body.charAt(0) === "0" || body.charAt(0) === "1") return null;
  if (new Set(body).size === 1) return null;
  return body;
}

const digit = fc.constantFrom(..."0123456789");
const separator = fc.constantFrom("", "", "", " ", "-", ".", "(", ")", "  ", "\t");

/** Ten digits that satisfy the rule. */
const validDigits = fc
  .tuple(fc.constantFrom(..."23456789"), fc.array(digit, { minLength: 9, maxLength: 9 }))
  .map(([first, rest]) => first + rest.join(""))
  .filter((d) => new Set(d).size > 1);

/** The same digits decorated the way people type them. */
function decorate(digits: string, seps: string[], prefix: string) {
  return prefix + [...digits].map((d, i) => (seps[i] ?? "") + d).join("") + (seps[10] ?? "");
}

describe("normalizePhone / isValidPhone", () => {
  describe("SPEC's examples", () => {
    itAnswers(normalizePhone, "normalizes %j to %j", [
      ["(555) 123-4567", "5551234567"],
      ["+1 555.123.4567", "5551234567"],
      ["1 555 123 4567", "5551234567"],
      // Only an eleventh digit is a country code: ten digits starting with 1 stay as typed (and invalid).
      ["155-512-3456", "1555123456"],
      ["555-123-456", "555123456"],
    ]);
    itAnswers(isValidPhone, "%j is valid: %s", [
      ["5551234567", true],
      ["1551234567", false],
      ["0551234567", false],
      ["7777777777", false],
      ["555123456", false],
      ["55512345678", false],
      ["555123456a", false],
      ["", false],
    ]);
  });

  it("every ten repeated digits is rejected", () => {
    for (const d of "0123456789") expect(isValidPhone(d.repeat(10))).toBe(false);
  });

  it("accepts every valid number however it is decorated, and yields its ten digits", () => {
    fc.assert(
      fc.property(
        validDigits,
        fc.array(separator, { minLength: 11, maxLength: 11 }),
        fc.constantFrom("", "+1", "+1 ", "1", "1-", "+1 ("),
        (digits, seps, prefix) => {
          const input = decorate(digits, seps, prefix);
          expect(normalizePhone(input)).toBe(digits);
          expect(isValidPhone(normalizePhone(input))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("rejects numbers with the wrong count of digits", () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 0, maxLength: 14 }),
        fc.array(separator, { minLength: 15, maxLength: 15 }),
        (digits, seps) => {
          const raw = digits.join("");
          fc.pre(raw.length !== 10 && !(raw.length === 11 && raw.startsWith("1")));
          expect(isValidPhone(normalizePhone(decorate(raw, seps, "")))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });

  const phoneish = fc
    .array(fc.oneof(digit, separator, fc.constantFrom("+", "1", "a", "+1")), { maxLength: 18 })
    .map((parts) => parts.join(""));

  it.each([
    ["arbitrary strings", fc.string({ unit: "binary", maxLength: 20 }), 1000],
    ["phone-like strings", phoneish, 2000],
  ] as const)("agrees with the oracle on %s", (_what, inputs, numRuns) => {
    fc.assert(
      fc.property(inputs, (input) => {
        const expected = oraclePhone(input);
        const digits = normalizePhone(input);
        expect(isValidPhone(digits)).toBe(expected !== null);
        if (expected !== null) expect(digits).toBe(expected);
      }),
      { numRuns },
    );
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (input) => {
        expect(() => isValidPhone(normalizePhone(input))).not.toThrow();
        expect(() => formatPhone(input)).not.toThrow();
        expect(() => maskPhone(input)).not.toThrow();
        expect(() => maskEmail(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe("formatPhone", () => {
  itAnswers(formatPhone, "formats %j as ###-###-#### progressively: %j", [
    ["", ""],
    ["555", "555"],
    ["5551", "555-1"],
    ["555123", "555-123"],
    ["5551234", "555-123-4"],
    ["5551234567", "555-123-4567"],
    ["(555) 123-4567 99", "555-123-4567"],
  ]);

  it("round-trips with normalizePhone for valid numbers", () => {
    fc.assert(
      fc.property(validDigits, (digits) => {
        expect(formatPhone(digits)).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        expect(normalizePhone(formatPhone(digits))).toBe(digits);
      }),
    );
  });
});

describe("maskPhone", () => {
  itAnswers(maskPhone, "shows only the last four digits of %j: %j", [
    ["5551234567", "***-***-4567"],
    ["555-123-4567", "***-***-4567"],
    ["1234", "***-***-1234"],
    ["123", "***-***-****"],
    ["", "***-***-****"],
  ]);

  it("never reveals more than the last four digits, whatever it is given", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 30 }),
          fc.array(digit, { maxLength: 20 }).map((d) => d.join("")),
        ),
        (input) => {
          const masked = maskPhone(input);
          expect(masked).toMatch(/^\*\*\*-\*\*\*-(\d{4}|\*{4})$/);
          const allDigits = input.replace(/\D/g, "");
          const shown = masked.replace(/\D/g, "");
          expect(shown.length).toBeLessThanOrEqual(4);
          if (shown) expect(shown).toBe(allDigits.slice(-4));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("maskEmail", () => {
  itAnswers(maskEmail, "shows the first letter and the domain of %j: %j", [
    ["jane.doe@example.com", "j***@example.com"],
    ["j@example.com", "j***@example.com"],
    ["@example.com", "***"],
    ["no-at-sign", "***"],
    ["", "***"],
  ]);

  it("never reveals more of the local part than its first character", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const at = email.lastIndexOf("@");
        const local = email.slice(0, at);
        const masked = maskEmail(email);
        expect(masked).toBe(`${local.charAt(0)}***${email.slice(at)}`);
        // What comes before the domain is one character and the mask.
        expect(masked.slice(0, masked.lastIndexOf("@"))).toBe(`${local.charAt(0)}***`);
      }),
      { numRuns: 500 },
    );
  });

  it("never echoes arbitrary text back, except one leading character and what follows the last @", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 30 }), (input) => {
        const masked = maskEmail(input);
        const at = input.lastIndexOf("@");
        if (at < 1) expect(masked).toBe("***");
        else expect(masked).toBe(`${input[0]}***${input.slice(at)}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe("EMAIL_PATTERN", () => {
  it("matches addresses fast-check considers valid (with a dotted domain)", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.slice(email.lastIndexOf("@") + 1);
        fc.pre(domain.includes(".") && !email.slice(0, email.lastIndexOf("@")).includes("@"));
        expect(EMAIL_PATTERN.test(email)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("rejects spaces, missing parts and empty labels", () => {
    for (const bad of ["a b@c.d", "a@b", "a@b.", "a@.b", "@b.c", "a@b..c", "a@@b.c", "a@b c.d"]) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe("codeDestination: one spelling per phone or mailbox, whatever the lead (codes sent and guessed)", () => {
  it("spells every writing of one mobile number the same", () => {
    for (const phone of ["555-123-4567", "(555) 123-4567", "+1 555.123.4567", "1 555 123 4567", " 5551234567 "]) {
      expect(codeDestination("Mobile", { phone, email: "jane@example.com" })).toBe("tel:5551234567");
    }
  });

  it("spells every writing of one mailbox the same", () => {
    for (const email of ["jane@example.com", "  Jane@Example.COM ", "JANE@EXAMPLE.COM"]) {
      expect(codeDestination("Email", { phone: "555-123-4567", email })).toBe("email:jane@example.com");
    }
  });

  it("tells a phone from a mailbox, and a missing one from any other", () => {
    expect(codeDestination("Mobile", {})).toBe("tel:");
    expect(codeDestination("Email", {})).toBe("email:");
    expect(codeDestination("Mobile", { phone: "555-123-4567" })).not.toBe(codeDestination("Mobile", {}));
  });
});
