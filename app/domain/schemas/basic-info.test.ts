import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import { errorsInEnglish } from "../../../test/in-english";
import { basicInfoSchema, OTP_METHODS, PRIMARY_PHONE_TYPE_MOBILE } from "./basic-info";

/** The form as a browser posts it: every field a string, unchecked boxes absent. */
const VALID: Record<string, string> = {
  firstName: "Jane",
  lastName: "Doe",
  emailAddress: "jane.doe@example.com",
  primaryPhone: "555-123-4567",
  otpMethod: "Email",
};

function formData(values: Record<string, string | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, value);
  return form;
}

/** Parses exactly as the server's action does. */
function submit(overrides: Record<string, string | undefined> = {}) {
  return parseWithZod(formData({ ...VALID, ...overrides }), { schema: basicInfoSchema });
}

function errorsOf(overrides: Record<string, string | undefined>) {
  const submission = submit(overrides);
  expect(submission.status).toBe("error");
  return submission.status === "error" ? errorsInEnglish(submission.error ?? {}) : {};
}

function valueOf(overrides: Record<string, string | undefined> = {}) {
  const submission = submit(overrides);
  if (submission.status !== "success") throw new Error(`expected success, got ${JSON.stringify(submission.error)}`);
  return submission.value;
}

/** One test per value: posted in `field`, it gives that field the one message `message`. */
function itRejects(field: string, message: string, values: Array<string | undefined>) {
  it.each(values)(`rejects %j with '${message}'`, (value) => {
    expect(errorsOf({ [field]: value })[field]).toEqual([message]);
  });
}

const letters = (n: number, ch = "a") => ch.repeat(n);

describe("basic information schema through parseWithZod (as the server parses the form)", () => {
  it("accepts a complete, valid form and returns typed values", () => {
    expect(valueOf()).toEqual({
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane.doe@example.com",
      primaryPhone: "5551234567",
      otpMethod: "Email",
      phoneConsent: false,
    });
  });

  it("gives every SPEC §5 'required' message for an empty form", () => {
    const submission = parseWithZod(new FormData(), { schema: basicInfoSchema });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && errorsInEnglish(submission.error ?? {})).toMatchObject({
      firstName: ["First Name is required."],
      lastName: ["Last Name is required."],
      emailAddress: ["Email Address is required."],
      primaryPhone: ["Phone is required."],
      otpMethod: ["Verification method is required."],
    });
  });

  it("treats empty and blank strings as missing (the first message is the one shown)", () => {
    const error = errorsOf({ firstName: "", lastName: "   ", emailAddress: " ", primaryPhone: "" });
    expect(error.firstName).toEqual(["First Name is required."]);
    expect(error.lastName?.[0]).toBe("Last Name is required.");
    expect(error.emailAddress?.[0]).toBe("Email Address is required.");
    expect(error.primaryPhone).toEqual(["Phone is required."]);
  });

  it.each([" ( ) - . ", "   ", "-", "+1"])("treats the phone %j (separators only) as missing", (phone) => {
    expect(errorsOf({ primaryPhone: phone }).primaryPhone).toEqual(["Phone is required."]);
  });

  describe("names", () => {
    it.each(["Mary-Jane", "St. John", "Anne Marie", "J", "O.Neil-Smith Jr."])("accepts %j", (name) => {
      expect(valueOf({ firstName: name, lastName: "Doe" }).firstName).toBe(name);
      expect(valueOf({ firstName: "Jo", lastName: name }).lastName).toBe(name);
    });

    it.each(["Jane3", "O'Brien", "Jane_Doe", "Jane!", "<script>", "Jane\tDoe", "Ja😀ne"])(
      "rejects %j with the 'letters, spaces, periods and hyphens' message",
      (name) => {
        const error = errorsOf({ firstName: name, lastName: name });
        expect(error.firstName).toEqual([MSG.firstNameAlpha]);
        expect(error.lastName).toEqual([MSG.lastNameAlpha]);
      },
    );

    // Issue 46 item 10: names with accents were refused as not 'alphabetical'.
    it.each(["José", "Muñoz", "Peña", "Ana-María", "Zoë", "José".normalize("NFD")])("accepts %j as typed", (name) => {
      expect(valueOf({ firstName: name, lastName: name })).toMatchObject({
        firstName: name.normalize("NFC"),
        lastName: name.normalize("NFC"),
      });
    });

    it.each(["-", ".", "- .", " . "])("refuses %j: a name has at least one letter", (name) => {
      const error = errorsOf({ firstName: name, lastName: name });
      expect(error.firstName).toEqual([MSG.firstNameNoLetter]);
      expect(error.lastName).toEqual([MSG.lastNameNoLetter]);
    });

    it("accepts 20 characters and rejects 21 for each name", () => {
      expect(valueOf({ firstName: letters(20), lastName: "Li" }).firstName).toHaveLength(20);
      expect(valueOf({ firstName: "Li", lastName: letters(20) }).lastName).toHaveLength(20);
      expect(errorsOf({ firstName: letters(21), lastName: "Li" }).firstName).toEqual([MSG.firstNameAlpha]);
      expect(errorsOf({ firstName: "Li", lastName: letters(21) }).lastName).toEqual([MSG.lastNameAlpha]);
    });

    it("trims surrounding spaces before checking and returns trimmed names", () => {
      const value = valueOf({ firstName: "  Jane ", lastName: "\tDoe  " });
      expect(value.firstName).toBe("Jane");
      expect(value.lastName).toBe("Doe");
      // 20 letters plus padding is still within 20 once trimmed.
      expect(valueOf({ firstName: `  ${letters(20)}  ` }).firstName).toBe(letters(20));
    });

    it("allows first + last name of 26 combined characters", () => {
      expect(submit({ firstName: letters(13), lastName: letters(13) }).status).toBe("success");
      expect(submit({ firstName: letters(20), lastName: letters(6) }).status).toBe("success");
      expect(submit({ firstName: letters(6), lastName: letters(20) }).status).toBe("success");
    });

    it("rejects 27 combined characters with the SPEC message on the last name only", () => {
      for (const [first, last] of [
        [13, 14],
        [20, 7],
        [7, 20],
        [20, 20],
      ] as const) {
        const error = errorsOf({ firstName: letters(first), lastName: letters(last) });
        expect(error.lastName).toEqual(["First Name and Last Name combined exceeds maximum characters."]);
        expect(error.firstName).toBeUndefined();
      }
    });

    it("counts combined length after trimming", () => {
      expect(submit({ firstName: ` ${letters(13)} `, lastName: ` ${letters(13)} ` }).status).toBe("success");
    });
  });

  describe("email", () => {
    it.each(["a@b.co", "jane.doe+card@mail.example.com", "J_D@EXAMPLE.ORG"])("accepts %j", (email) => {
      expect(valueOf({ emailAddress: email }).emailAddress).toBe(email);
    });

    itRejects("emailAddress", "Invalid Email Address!", [
      "jane",
      "jane@",
      "@example.com",
      "jane@example",
      "jane@@example.com",
      "jane doe@example.com",
      "jane@example..com",
      "jane@.example.com",
      "jane@example.com.",
    ]);

    it("rejects an address longer than 254 characters", () => {
      const long = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
      expect(long.length).toBe(254);
      expect(submit({ emailAddress: long }).status).toBe("success");
      expect(errorsOf({ emailAddress: `a${long}` }).emailAddress).toEqual(["Invalid Email Address!"]);
    });

    it("trims the address", () => {
      expect(valueOf({ emailAddress: "  jane@example.com " }).emailAddress).toBe("jane@example.com");
    });
  });

  describe("phone", () => {
    it.each([
      ["5551234567", "5551234567"],
      ["555-123-4567", "5551234567"],
      ["555.123.4567", "5551234567"],
      ["555 123 4567", "5551234567"],
      ["(555) 123-4567", "5551234567"],
      ["(555)123-4567", "5551234567"],
      ["+1 555 123 4567", "5551234567"],
      ["+1 (555) 123-4567", "5551234567"],
      ["+15551234567", "5551234567"],
      ["1-555-123-4567", "5551234567"],
      ["15551234567", "5551234567"],
      ["  212-555-0100  ", "2125550100"],
      ["999-999-9998", "9999999998"],
    ])("accepts %j and normalises it to %s", (input, digits) => {
      expect(valueOf({ primaryPhone: input }).primaryPhone).toBe(digits);
    });

    itRejects("primaryPhone", "Invalid Phone Number!", [
      "155-123-4567", // area code starts with 1
      "055-123-4567", // area code starts with 0
      "2222222222", // all the same digit
      "5555555555",
      "999-999-9999",
      "555-123-456", // 9 digits
      "555-123-45678", // 11 digits not starting with 1
      "25551234567", // 11 digits starting with 2
      "+2 555 123 4567", // other country code
      "555-abc-4567",
      "555/123/4567",
      "+1 155 123 4567",
      "1-1-555-123-4567",
    ]);
  });

  describe("verification method and consent", () => {
    it("accepts both methods", () => {
      expect(OTP_METHODS).toEqual(["Mobile", "Email"]);
      expect(valueOf({ otpMethod: "Email" }).otpMethod).toBe("Email");
      expect(valueOf({ otpMethod: "Mobile", phoneConsent: "on" }).otpMethod).toBe("Mobile");
    });

    itRejects("otpMethod", "Verification method is required.", [undefined, "", "SMS", "mobile", "EMAIL"]);

    it("requires consent when verifying by mobile", () => {
      const error = errorsOf({ otpMethod: "Mobile" });
      expect(error.phoneConsent).toEqual([MSG.phoneConsentRequired]);
      expect(Object.keys(error)).toEqual(["phoneConsent"]);
    });

    it("does not require consent when verifying by email, and records it when given", () => {
      expect(valueOf({ otpMethod: "Email" }).phoneConsent).toBe(false);
      expect(valueOf({ otpMethod: "Email", phoneConsent: "on" }).phoneConsent).toBe(true);
      expect(valueOf({ otpMethod: "Mobile", phoneConsent: "on" }).phoneConsent).toBe(true);
    });
  });

  it("reports every broken field at once", () => {
    const error = errorsOf({ firstName: "J4ne", emailAddress: "nope", primaryPhone: "123", otpMethod: "Mobile" });
    expect(error.firstName).toEqual([MSG.firstNameAlpha]);
    expect(error.emailAddress).toEqual([MSG.emailInvalid]);
    expect(error.primaryPhone).toEqual([MSG.phoneInvalid]);
    expect(error.phoneConsent).toEqual([MSG.phoneConsentRequired]);
    expect(error.lastName).toBeUndefined();
  });

  it("phone type sent upstream is mobile (code C)", () => {
    expect(PRIMARY_PHONE_TYPE_MOBILE).toBe("C");
  });
});

describe("cross-field rules run on the first submit, even with other fields wrong", () => {
  it("reports consent with mobile while the email is still missing", () => {
    const errors = errorsOf({ emailAddress: undefined, otpMethod: "Mobile" });
    expect(errors.emailAddress).toEqual([MSG.emailRequired]);
    expect(errors.phoneConsent).toEqual([MSG.phoneConsentRequired]);
  });

  it("reports the combined name length while the phone is still invalid", () => {
    const errors = errorsOf({ firstName: letters(13), lastName: letters(14), primaryPhone: "123" });
    expect(errors.primaryPhone).toEqual([MSG.phoneInvalid]);
    expect(errors.lastName).toEqual([MSG.namesCombinedTooLong]);
  });
});
