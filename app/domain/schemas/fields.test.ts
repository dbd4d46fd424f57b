import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { inEnglish } from "../../../test/in-english";
import { MSG_KEY } from "../messages";
import { basicInfoSchema } from "./basic-info";
import { emailField, NAME_DISALLOWED, NAME_PATTERN, nameField, phoneField } from "./fields";

describe("nameField", () => {
  const field = nameField("Req", "Alpha", "Letter");

  it("uses the messages it is given", () => {
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe("Req");
    expect(field.safeParse("").error?.issues[0]?.message).toBe("Req");
    expect(field.safeParse("R2D2").error?.issues.map((i) => i.message)).toEqual(["Alpha"]);
    expect(field.safeParse("-").error?.issues.map((i) => i.message)).toEqual(["Letter"]);
    expect(field.parse(" Ann-Marie ")).toBe("Ann-Marie");
  });

  it("NAME_PATTERN allows letters, spaces, periods and hyphens, 1 to 20 characters", () => {
    expect(NAME_PATTERN.test("a")).toBe(true);
    expect(NAME_PATTERN.test("A. B-c d")).toBe(true);
    expect(NAME_PATTERN.test("a".repeat(20))).toBe(true);
    expect(NAME_PATTERN.test("a".repeat(21))).toBe(false);
    expect(NAME_PATTERN.test("")).toBe(false);
    expect(NAME_PATTERN.test("a'b")).toBe(false);
    expect(NAME_PATTERN.test("a\nb")).toBe(false);
  });

  it("NAME_DISALLOWED strips exactly what the pattern forbids (the 'removed as typed' rule)", () => {
    expect("J0hn O'Brien-Smith Jr.!".replace(NAME_DISALLOWED, "")).toBe("Jhn OBrien-Smith Jr.");
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (input) => {
        const cleaned = input.replace(NAME_DISALLOWED, "");
        // Whatever is left is allowed once it fits the length limit.
        expect(cleaned === "" || cleaned.length > 20 || NAME_PATTERN.test(cleaned)).toBe(true);
        // Allowed text is left untouched.
        if (NAME_PATTERN.test(input)) expect(cleaned).toBe(input);
      }),
      { numRuns: 300 },
    );
  });
});

describe("emailField and phoneField give SPEC's messages and normalise", () => {
  it.each([
    ["email", emailField, undefined, "Email Address is required."],
    ["email", emailField, "  ", "Email Address is required."],
    ["phone", phoneField, undefined, "Phone is required."],
    ["phone", phoneField, "", "Phone is required."],
  ])("%s %j is missing", (_field, field, input, message) => {
    expect(inEnglish(field.safeParse(input).error?.issues[0]?.message)).toBe(message);
  });

  it.each([
    ["email", emailField, "jane@", "Invalid Email Address!"],
    ["phone", phoneField, "155-555-1234", "Invalid Phone Number!"],
  ])("%s %j is invalid, with that message only", (_field, field, input, message) => {
    expect(field.safeParse(input).error?.issues.map((i) => inEnglish(i.message))).toEqual([message]);
  });

  it.each([
    ["email", emailField, " jane@example.com ", "jane@example.com"],
    ["phone", phoneField, "+1 (212) 555-0100", "2125550100"],
  ])("%s %j is read as %j", (_field, field, input, value) => {
    expect(field.parse(input)).toBe(value);
  });
});

describe("phoneField", () => {
  it("gives the SPEC 'required' message, not zod's default, when only separators are posted", () => {
    const schema = z.object({ primaryPhone: phoneField });
    for (const input of ["  ", "()", "+1", "- -"]) {
      const form = new FormData();
      form.append("primaryPhone", input);
      const submission = parseWithZod(form, { schema });
      expect(submission.status === "error" && submission.error?.primaryPhone).toEqual([MSG_KEY.phoneRequired]);
    }
  });
});

describe("validators never throw", () => {
  const text = fc.string({ unit: "binary", maxLength: 40 });

  it("on arbitrary strings passed to the schema directly", () => {
    fc.assert(
      fc.property(
        fc.record({
          firstName: text,
          lastName: text,
          emailAddress: text,
          primaryPhone: text,
          otpMethod: text,
          phoneConsent: fc.boolean(),
        }),
        (input) => {
          const result = basicInfoSchema.safeParse(input);
          expect(typeof result.success).toBe("boolean");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("on arbitrary values posted in a form, and only ever answer with SPEC's (or our documented) texts", () => {
    const values: unknown[] = Object.values(MSG_KEY);
    const known = new Set(values.filter((m): m is string => typeof m === "string"));
    fc.assert(
      fc.property(
        fc.record(
          // A checkbox posts 'on' or nothing; other consent values are tampering (tested below).
          {
            firstName: text,
            lastName: text,
            emailAddress: text,
            primaryPhone: text,
            otpMethod: text,
            phoneConsent: fc.constant("on"),
          },
          { requiredKeys: [] },
        ),
        (values) => {
          const form = new FormData();
          for (const [k, v] of Object.entries(values)) form.append(k, v);
          const submission = parseWithZod(form, { schema: basicInfoSchema });
          if (submission.status === "error") {
            for (const messages of Object.values(submission.error ?? {})) {
              for (const message of messages ?? []) expect(known).toContain(message);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("rejects a tampered consent value instead of reading it as consent", () => {
    for (const consent of ["yes", "true", "1", "off"]) {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        firstName: "Jo",
        lastName: "Li",
        emailAddress: "jo@example.com",
        primaryPhone: "2125550100",
        otpMethod: "Mobile",
        phoneConsent: consent,
      })) {
        form.append(k, v);
      }
      expect(parseWithZod(form, { schema: basicInfoSchema }).status).toBe("error");
    }
  });

  it("on arbitrary unknown input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => basicInfoSchema.safeParse(input)).not.toThrow();
        expect(() => emailField.safeParse(input)).not.toThrow();
        expect(() => phoneField.safeParse(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
