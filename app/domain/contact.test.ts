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
  it("handles SPEC's examples", () => {
    expect(normalizePhone("(555) 123-4567")).toBe("5551234567");
    expect(normalizePhone("+1 555.123.4567")).toBe("5551234567");
    expect(normalizePhone("1 555 123 4567")).toBe("5551234567");
    expect(normalizePhone("555-123-456")).toBe("555123456");
    // Only an eleventh digit is a country code: ten digits starting with 1 stay as typed (and invalid).
    expect(normalizePhone("155-512-3456")).toBe("1555123456");
    expect(isValidPhone("5551234567")).toBe(true);
    expect(isValidPhone("1551234567")).toBe(false);
    expect(isValidPhone("0551234567")).toBe(false);
    expect(isValidPhone("7777777777")).toBe(false);
    expect(isValidPhone("555123456")).toBe(false);
    expect(isValidPhone("55512345678")).toBe(false);
    expect(isValidPhone("555123456a")).toBe(false);
    expect(isValidPhone("")).toBe(false);
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

  it("agrees with the oracle on arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (input) => {
        const expected = oraclePhone(input);
        const digits = normalizePhone(input);
        expect(isValidPhone(digits)).toBe(expected !== null);
        if (expected !== null) expect(digits).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it("agrees with the oracle on phone-like strings", () => {
    const phoneish = fc
      .array(fc.oneof(digit, separator, fc.constantFrom("+", "1", "a", "+1")), { maxLength: 18 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(phoneish, (input) => {
        const expected = oraclePhone(input);
        const digits = normalizePhone(input);
        expect(isValidPhone(digits)).toBe(expected !== null);
        if (expected !== null) expect(digits).toBe(expected);
      }),
      { numRuns: 2000 },
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
  it("formats as ###-###-#### progressively", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("555")).toBe("555");
    expect(formatPhone("5551")).toBe("555-1");
    expect(formatPhone("555123")).toBe("555-123");
    expect(formatPhone("5551234")).toBe("555-123-4");
    expect(formatPhone("5551234567")).toBe("555-123-4567");
    expect(formatPhone("(555) 123-4567 99")).toBe("555-123-4567");
  });

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
  it("shows only the last four digits", () => {
    expect(maskPhone("5551234567")).toBe("***-***-4567");
    expect(maskPhone("555-123-4567")).toBe("***-***-4567");
    expect(maskPhone("1234")).toBe("***-***-1234");
    expect(maskPhone("123")).toBe("***-***-****");
    expect(maskPhone("")).toBe("***-***-****");
  });

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
  it("shows the first letter and the domain", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
    expect(maskEmail("j@example.com")).toBe("j***@example.com");
    expect(maskEmail("@example.com")).toBe("***");
    expect(maskEmail("no-at-sign")).toBe("***");
    expect(maskEmail("")).toBe("***");
  });

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
