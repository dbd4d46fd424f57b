import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { conform } from "../../../test/form";
import { checkBirthDate } from "../birth-date-check";
import { checkCardNumber, isCvvValid, isExpiryValid, parseExpiry } from "../cards";
import { isValidPhone, normalizePhone } from "../contact";
import { parseMoney } from "../money";
import { isValidSsnOrItin, normalizeSsn } from "../ssn";
import { homeAddressSchema, isPoBox, mailingAddressSchema, startsWithPoBoxOrRr, zipProblem } from "./address";
import { basicInfoSchema } from "./basic-info";
import { checkStatusSchema } from "./check-status";
import { creditLinePresetSchema, creditLineSchema } from "./credit-line";
import { documentUploadSchema } from "./documents";
import { fundingPaymentSchema } from "./funding";
import { identitySchema } from "./identity";
import { incomeSchema } from "./income";
import { invalidEmailSchema } from "./invalid-email";
import { otpCodeSchema } from "./otp";
import { termsSchema } from "./terms";
import { withdrawSchema } from "./withdraw";

const today = new Date(2026, 5, 15);
const ADDRESS_FIELDS = ["addressLine1", "addressLine2", "city", "state", "zipCode"];

const SCHEMAS: Array<[string, z.ZodTypeAny, string[]]> = [
  [
    "basic information",
    basicInfoSchema,
    ["firstName", "lastName", "emailAddress", "primaryPhone", "otpMethod", "phoneConsent"],
  ],
  ["one-time code", otpCodeSchema, ["otpCode"]],
  ["check status", checkStatusSchema, ["emailAddress", "last4SSN"]],
  ["income", incomeSchema, ["housingPayment", "annualIncome"]],
  ["custom credit line", creditLineSchema({ min: 200, max: 3000 }), ["amount"]],
  ["preset credit line", creditLinePresetSchema([200, 300, 500]), ["amount"]],
  [
    "identity",
    identitySchema({ today }),
    ["firstName", "lastName", "birthMonth", "birthDay", "birthYear", "ssn", "ssnConfirm", ...ADDRESS_FIELDS],
  ],
  ["home address", homeAddressSchema, ADDRESS_FIELDS],
  ["mailing address", mailingAddressSchema, ["mailToType", ...ADDRESS_FIELDS]],
  [
    "funding payment",
    fundingPaymentSchema({ today, remaining: 300, partialAllowed: true }),
    [
      "fundToday",
      "amount",
      "cardHolderFirstName",
      "cardHolderLastName",
      "cardNumber",
      "cardExpiration",
      "cardSecurityCode",
      "addressLine1",
      "city",
      "state",
      "zipCode",
    ],
  ],
  ["terms", termsSchema, ["eSignConsent", "termsAndConditions"]],
  ["invalid email", invalidEmailSchema, ["emailAddress"]],
  ["withdraw", withdrawSchema, ["withdrawReason", "applicationId"]],
  [
    "documents",
    documentUploadSchema(["address", "income"]),
    ["addressDocumentType", "addressFile", "incomeDocumentType", "incomeFile"],
  ],
];

/** Strings people and robots type: anything, including unicode, digits and separators. */
const text = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.stringMatching(/^[\d\s\-./$,]{0,24}$/));

describe("validators never throw on arbitrary strings", () => {
  it.each(SCHEMAS)("%s (direct safeParse and through Conform)", (_name, schema, fields) => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), text), (values) => {
        expect(() => schema.safeParse(values)).not.toThrow();
        expect(() => conform(schema, values)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it.each(SCHEMAS)("%s survives values of the wrong type", (_name, schema, fields) => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), fc.anything()), (values) => {
        expect(() => schema.safeParse(values)).not.toThrow();
      }),
      { numRuns: 100 },
    );
  });

  it("the rule functions", () => {
    fc.assert(
      fc.property(text, (s) => {
        parseMoney(s);
        isValidSsnOrItin(normalizeSsn(s));
        checkCardNumber(s);
        isExpiryValid(s, today);
        parseExpiry(s);
        isCvvValid(s);
        zipProblem(s);
        isPoBox(s);
        startsWithPoBoxOrRr(s);
        isValidPhone(normalizePhone(s));
        checkBirthDate({ birthMonth: s, birthDay: s, birthYear: s }, today);
      }),
    );
  });
});
