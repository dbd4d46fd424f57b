import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADDRESS_REFUSALS, EMPTY_ADDRESS_MESSAGES, SPRINGFIELD } from "../../../test/address-fixture";
import { itReportsField } from "../../../test/field-errors";
import { conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import {
  addressDefaults,
  billingAddressSchema,
  homeAddressSchema,
  isPoBox,
  isValidZip,
  mailingAddressSchema,
  normalizeZip,
  sanitizeAddressInput,
  sanitizeZipInput,
  startsWithPoBoxOrRr,
  zipProblem,
} from "./address";

const home = { ...SPRINGFIELD, addressLine2: "Apt 4" };

describe("zip (SPEC §5: 5 digits or 5+4, first five 501–99950)", () => {
  it.each([
    ["00501", null, "lowest (501)"],
    ["99950", null, "highest"],
    ["62701-1234", null, "5+4"],
    ["627011234", null, "9 digits"],
    ["00500", MSG_KEY.zipInvalid, "just below 501"],
    ["99951", MSG_KEY.zipInvalid, "just above 99950"],
    ["00000", MSG_KEY.zipInvalid, "zeros"],
    ["6270", MSG_KEY.zipInvalid, "4 characters: a wrong length is not 'required' (ADR 0019)"],
    ["62701-12345", MSG_KEY.zipInvalid, "11 characters"],
    ["62701-123", MSG_KEY.zipInvalid, "5+3"],
    ["6270a", MSG_KEY.zipInvalid, "a letter"],
    ["62701 1234", MSG_KEY.zipInvalid, "space instead of hyphen"],
    ["", MSG_KEY.zipRequired, "empty"],
    ["   ", MSG_KEY.zipRequired, "blank"],
  ] as Array<[string, string | null, string]>)("%j → %j (%s)", (zip, problem) => {
    expect(zipProblem(zip)).toBe(problem);
  });

  it("agrees with the numeric range on every five-digit zip", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (n) => {
        const zip = String(n).padStart(5, "0");
        expect(isValidZip(zip)).toBe(n >= 501 && n <= 99_950);
        expect(isValidZip(`${zip}-0000`)).toBe(n >= 501 && n <= 99_950);
      }),
      { numRuns: 5000 },
    );
  });

  it("never throws and accepts only digits and a hyphen", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isValidZip(s)) expect(s.trim()).toMatch(/^[\d-]+$/);
      }),
    );
  });

  it("normalises to 12345 or 12345-6789", () => {
    expect(normalizeZip(" 627011234 ")).toBe("62701-1234");
    expect(normalizeZip("62701")).toBe("62701");
    // What it cannot read it gives back trimmed only (the schema asks zipProblem first).
    expect(normalizeZip(" bad ")).toBe("bad");
  });

  it("the as-typed filter keeps digits and hyphens, max 10", () => {
    expect(sanitizeZipInput("62a70 1-12345")).toBe("62701-1234");
  });
});

describe("PO boxes", () => {
  it.each([
    "PO Box 12",
    "P.O. Box 12",
    "p o box 12",
    "POBox 12",
    "Post Office Box 9",
    "P.O.B. 7",
    "12 Main St PO Box 3",
  ])("%j is a PO box", (line) => {
    expect(isPoBox(line)).toBe(true);
  });
  it.each(["12 Main St", "1 Post Oak Blvd", "4 Poplar Rd", "9 Boxwood Ln", "RR 2 Box 152", "7 Apo Way"])(
    "%j is not a PO box",
    (line) => {
      expect(isPoBox(line)).toBe(false);
    },
  );
  it.each(["PO Box 12", "P.O. Box 12", "Post Office Box 1", "RR 2 Box 152", "R.R. 2", "rr 5", "Rural Route 3"])(
    "%j starts with PO Box or RR",
    (line) => {
      expect(startsWithPoBoxOrRr(line)).toBe(true);
    },
  );
  it.each(["12 Main St", "Box 12", "RRR 1", "Main St PO Box 3"])("%j does not start with PO Box or RR", (line) => {
    expect(startsWithPoBoxOrRr(line)).toBe(false);
  });
});

describe("home address (identity step)", () => {
  it("accepts a plain address and yields it trimmed", () => {
    expect(homeAddressSchema.parse({ ...home, addressLine1: " 12 Main St " })).toEqual(home);
  });

  itReportsField(
    homeAddressSchema,
    home,
    [
      ...ADDRESS_REFUSALS,
      [{ addressLine1: "x".repeat(27) }, "addressLine1", MSG_KEY.totalTooLong],
      [{ addressLine1: "PO Box 12" }, "addressLine1", MSG_KEY.homeAddressNoPoBox],
      [{ addressLine1: "12 Main St #4" }, "addressLine1", MSG_KEY.addressCharacters],
      [{ addressLine2: "x".repeat(11) }, "addressLine2", MSG_KEY.totalTooLong],
      [{ addressLine2: "Apt, 4" }, "addressLine2", MSG_KEY.addressCharacters],
      [{ city: "St. Louis!" }, "city", MSG_KEY.addressCharacters],
      [{ state: "XX" }, "state", MSG_KEY.stateRequired],
      [{ state: "ILL" }, "state", MSG_KEY.stateRequired],
      [{ zipCode: "00500" }, "zipCode", MSG_KEY.zipInvalid],
    ],
    [zodErrors],
  );

  it("line 1 boundary: 26 characters accepted, 27 refused", () => {
    expect(zodErrors(homeAddressSchema, { ...home, addressLine1: "1".padEnd(26, "x") })).toEqual({});
    expect(zodErrors(homeAddressSchema, { ...home, addressLine1: "1".padEnd(27, "x") })).toEqual({
      addressLine1: MSG_KEY.totalTooLong,
    });
  });

  it("line 2 (10) and city (18) boundaries", () => {
    expect(zodErrors(homeAddressSchema, { ...home, addressLine2: "x".repeat(10), city: "y".repeat(18) })).toEqual({});
  });

  it("allows letters, digits, space, period, hyphen, slash and ampersand", () => {
    expect(zodErrors(homeAddressSchema, { ...home, addressLine1: "1/2 A&B St. N-W" })).toEqual({});
  });

  it("state in any letter case becomes upper case; line 2 may be left out", () => {
    const { addressLine2: _omit, ...rest } = home;
    expect(homeAddressSchema.parse({ ...rest, state: "il" })).toEqual({ ...home, addressLine2: "" });
  });

  it("the same messages reach Conform for empty fields", () => {
    expect(conformErrors(homeAddressSchema, {})).toEqual(EMPTY_ADDRESS_MESSAGES);
  });

  it("the as-typed filter removes other characters", () => {
    expect(sanitizeAddressInput("12 Main St, #4")).toBe("12 Main St 4");
    expect(sanitizeAddressInput("abcdef", 3)).toBe("abc");
  });
});

describe("billing address (debit card)", () => {
  it("line 1 up to 50, and PO boxes allowed", () => {
    expect(zodErrors(billingAddressSchema, { ...home, addressLine1: "PO Box 1".padEnd(50, "x") })).toEqual({});
    expect(zodErrors(billingAddressSchema, { ...home, addressLine1: "1".padEnd(51, "x") })).toEqual({
      addressLine1: MSG_KEY.totalTooLong,
    });
  });
});

describe("mailing address", () => {
  it("home needs nothing else", () => {
    expect(mailingAddressSchema.parse({ mailToType: "home", addressLine1: "ignored" })).toEqual({ mailToType: "home" });
  });
  it("a PO box address must start with PO Box or RR, max 50", () => {
    const box = { ...SPRINGFIELD, mailToType: "pobox", addressLine1: "PO Box 12" };
    expect(mailingAddressSchema.parse(box)).toEqual({ ...box, addressLine2: "" });
    expect(zodErrors(mailingAddressSchema, { ...box, addressLine1: "12 Main St" })).toEqual({
      addressLine1: MSG_KEY.mailingPoBoxRequired,
    });
    expect(zodErrors(mailingAddressSchema, { ...box, addressLine1: "PO Box ".padEnd(51, "1") })).toEqual({
      addressLine1: MSG_KEY.totalTooLong,
    });
    expect(zodErrors(mailingAddressSchema, { ...box, addressLine1: "RR 2 Box 152" })).toEqual({});
    expect(zodErrors(mailingAddressSchema, { ...box, state: "I1" })).toEqual({ state: MSG_KEY.stateRequired });
  });
  it("mailToType is required", () => {
    expect(zodErrors(mailingAddressSchema, {})).toEqual({ mailToType: MSG_KEY.mailToTypeRequired });
    expect(conformErrors(mailingAddressSchema, {})).toEqual({ mailToType: MSG_KEY.mailToTypeRequired });
    expect(conformErrors(mailingAddressSchema, { mailToType: "pobox" })).toMatchObject({
      addressLine1: MSG_KEY.streetRequired,
    });
  });
});

describe("addressDefaults: a saved address as a form's defaults", () => {
  it("gives the five address fields and nothing else of what was saved", () => {
    expect(addressDefaults({ ...home, mailToType: "home", firstName: "Jane" } as Partial<typeof home>)).toEqual(home);
  });

  it("gives no defaults without a saved address", () => {
    expect(addressDefaults(null)).toEqual({});
    expect(addressDefaults(undefined)).toEqual({});
  });
});
