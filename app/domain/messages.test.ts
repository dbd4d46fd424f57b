import { describe, expect, it } from "vitest";
import { MSG, MSG_KEY, parseMessageKey } from "./messages";

describe("SPEC §5 field messages, quoted exactly", () => {
  it.each([
    ["firstNameRequired", "First Name is required."],
    ["lastNameRequired", "Last Name is required."],
    ["namesCombinedTooLong", "First Name and Last Name combined exceeds maximum characters."],
    ["cardholderFirstNameRequired", "First Name is required"],
    ["cardholderLastNameRequired", "Last Name is required."],
    ["emailInvalid", "Invalid Email Address!"],
    ["emailRequired", "Email Address is required."],
    ["phoneInvalid", "Invalid Phone Number!"],
    ["phoneRequired", "Phone is required."],
    ["otpMethodRequired", "Verification method is required."],
    ["last4Required", "SSN or ITIN is required"],
    ["ssnRequired", "SSN or ITIN is required"],
    ["housingPaymentTooHigh", "Monthly Housing Payment must be less than $1,000,000"],
    ["incomeAboveZero", "Must be greater than $0.00"],
    ["numericRequired", "You must specify a numeric value"],
    ["ssnConfirmMismatch", "Confirm SSN must match SSN"],
    ["zipInvalid", "Must be a U.S. Zip Code"],
    ["partialAmountRequired", "Credit line amount is required"],
    ["cardNumberRequired", "Card number is required"],
    ["cardNumberInvalid", "Card number is invalid"],
    ["cardBrandNotAccepted", "Debit Card must be Visa or MasterCard"],
    ["expirationRequired", "Expiration date is required"],
    ["expirationInvalid", "Expiration is invalid"],
    ["cvvRequired", "Security code is required"],
    ["cvvInvalid", "CVV code is invalid"],
    ["streetRequired", "Please enter a street address"],
    ["totalTooLong", "Total Exceeds Maximum Characters"],
    ["cityRequired", "City is required"],
    ["stateRequired", "State is required"],
    ["zipRequired", "Zip Code is required"],
    ["eSignRequired", "Please agree to E-Sign Consent"],
    ["fileTooBig", "File is too big!"],
    ["fileWrongType", "Wrong file type"],
    ["otpInvalid", "The code you entered was invalid, please try again!"],
  ] as const)("%s is %j", (key, text) => {
    expect(MSG[key]).toBe(text);
  });

  it("formats money limits with two decimals ('Amount must be above $N.00')", () => {
    expect(MSG.amountAbove(200)).toBe("Amount must be above $200.00");
    expect(MSG.amountAbove(150.5)).toBe("Amount must be above $150.50");
    expect(MSG.amountBelow(3000)).toBe("Amount must be below $3000.00");
  });

  it("formats the partial payment limits ('Amount must be at least $X'), cents only when there are some", () => {
    expect(MSG.partialAmountAtLeast(25)).toBe("Amount must be at least $25");
    expect(MSG.partialAmountAtMost(1000)).toBe("Amount must be at most $1000");
    expect(MSG.partialAmountAtLeast(12.5)).toBe("Amount must be at least $12.50");
  });

  it("keeps our own texts (documented in decision 0003) non-empty and distinct from SPEC's", () => {
    const ours = [MSG.phoneConsentRequired, MSG.otpRequired, MSG.otpExpired, MSG.otpResent];
    expect(ours).toEqual([
      "To verify by text message, agree to receive text messages at this number.",
      "Enter the 6-digit code we sent you.",
      "Your code has expired. Request a new code below.",
      "We sent you a new code.",
    ]);
    expect(new Set(ours).size).toBe(ours.length);
  });
});

describe("the name rule's messages say what it takes (OURS, ADR 0003: SPEC's 'alphabetical characters' refused 'José')", () => {
  it.each([
    [
      "firstNameAlpha",
      "First Name should only contain letters (A-Z, with or without accents), spaces, periods and hyphens.",
    ],
    [
      "lastNameAlpha",
      "Last Name should only contain letters (A-Z, with or without accents), spaces, periods and hyphens.",
    ],
    ["firstNameNoLetter", "First Name must contain at least one letter."],
    ["lastNameNoLetter", "Last Name must contain at least one letter."],
  ] as const)("%s is %j", (key, text) => {
    expect(MSG[key]).toBe(text);
  });
});

describe("parseMessageKey: a schema's message key read back for translation", () => {
  it("reads a plain key, with no amount", () => {
    expect(parseMessageKey(MSG_KEY.zipInvalid)).toEqual({ key: "zipInvalid" });
    expect(parseMessageKey(MSG_KEY.zipInvalid)).not.toHaveProperty("amount");
  });

  it("reads a key with its amount (SPEC §5 'Amount must be above $…')", () => {
    expect(parseMessageKey(MSG_KEY.amountAbove(49.5))).toEqual({ key: "amountAbove", amount: "49.50" });
    expect(parseMessageKey(MSG_KEY.partialAmountAtMost(1234))).toEqual({ key: "partialAmountAtMost", amount: "1234" });
  });

  it.each([
    ["a text that is no key", "Must be a U.S. Zip Code"],
    ["a key inside other text", "see validation.zipInvalid"],
    ["a key with text after it", "validation.zipInvalid and more"],
    ["an amount that is not a number", "validation.amountAbove|fifty"],
    ["an amount with text after it", "validation.amountAbove|50.00 dollars"],
    ["an empty amount", "validation.amountAbove|"],
  ])("leaves alone %s", (_, text) => {
    expect(parseMessageKey(text)).toBeNull();
  });
});
