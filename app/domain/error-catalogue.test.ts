import { describe, expect, it } from "vitest";
import { errorEntry, ERRORS, fillPlaceholders, isErrorKey, type ErrorKey } from "./error-catalogue";

const GENERIC_TITLE = "Oops, something went wrong processing your application.";
const SESSION_TITLE = "For security reasons, your session with the product has expired.";

describe("SPEC §8 texts", () => {
  it.each<[ErrorKey, Record<string, unknown>]>([
    ["generic", { title: GENERIC_TITLE, buttonText: "Ok, Got it", target: "home" }],
    ["submit-failed", { title: GENERIC_TITLE, buttonText: "Submit again", target: "terms" }],
    ["session-expired", { title: SESSION_TITLE, buttonText: "Ok, Got it", target: "home" }],
    ["idle-timeout", { title: SESSION_TITLE, buttonText: "Ok, Got it", target: "home", icon: "warning" }],
    ["configuration-failed", { title: "Oops, something went wrong.", buttonText: "Ok, Got it", target: "home" }],
    [
      "api-unavailable",
      {
        title: "We are unable to access your application at this time. Please try again later.",
        buttonText: "Ok, Got it",
        target: "home",
      },
    ],
    [
      "check-status-failed",
      {
        title: "Sorry, please try again",
        message:
          "It looks like you may have entered something incorrectly. The information you entered does not match our records. Please close your browser and try again.",
        // The whole text, {phone} filled in: 'fillPlaceholders fills every {phone}' below.
        help: expect.stringContaining("at {phone} for assistance"),
        buttonText: "Ok, Got it",
        target: "home",
      },
    ],
    [
      "payment-daily-limit",
      {
        title: "An error occurred with your payment.",
        message:
          "You have exceeded the maximum number of transactions in a single day. Return as soon as tomorrow to make another payment.",
        buttonText: "Ok, Got it",
        target: "home",
      },
    ],
    [
      "payment-error",
      {
        title: "An error occurred with your payment. Please try again.",
        message:
          "We were unable to process your card payment. The information you provided was not verified by your bank.",
        // OURS (decision 0054): what happened.
        help: "No money was taken from your card. You can try again.",
        buttonText: "Try again",
        target: "funding-payment",
      },
    ],
    [
      "payment-already-submitted",
      { title: "Oops, your payment was already submitted.", buttonText: "Ok, Got it", target: "home" },
    ],
    [
      "otp-invalid",
      { title: "The code you entered was invalid, please try again!", buttonText: "Try again", target: "otp-check" },
    ],
  ])("%s", (key, expected) => {
    expect(errorEntry(key)).toEqual(expected);
    expect(ERRORS[key]).toEqual(expected);
  });

  it("has at least the keys tested above", () => {
    expect(Object.keys(ERRORS)).toEqual(
      expect.arrayContaining([
        "api-unavailable",
        "check-status-failed",
        "configuration-failed",
        "generic",
        "idle-timeout",
        "otp-invalid",
        "payment-already-submitted",
        "payment-daily-limit",
        "payment-error",
        "session-expired",
        "submit-failed",
      ]),
    );
  });
});

describe("errorEntry / isErrorKey", () => {
  it.each([
    null,
    undefined,
    "",
    "nope",
    "GENERIC",
    "generic ",
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "<script>",
  ])("falls back to the generic entry for %j", (key) => {
    expect(errorEntry(key)).toBe(ERRORS.generic);
    expect(isErrorKey(key)).toBe(false);
  });

  it("recognises every catalogue key and nothing that is not a string", () => {
    for (const key of Object.keys(ERRORS)) expect(isErrorKey(key)).toBe(true);
    for (const value of [1, {}, [], true, Symbol("generic")]) expect(isErrorKey(value)).toBe(false);
  });
});

describe("fillPlaceholders", () => {
  it("fills every {phone}", () => {
    expect(fillPlaceholders(ERRORS["check-status-failed"].help, { phone: "1-800-555-0199" })).toBe(
      "Still experiencing an issue? Please contact Customer Service at 1-800-555-0199 for assistance.",
    );
    expect(fillPlaceholders("{phone} or {phone}", { phone: "X" })).toBe("X or X");
  });

  it("leaves text without placeholders and other braces alone", () => {
    expect(fillPlaceholders("No placeholder here.", { phone: "X" })).toBe("No placeholder here.");
    expect(fillPlaceholders("{name} {PHONE}", { phone: "X" })).toBe("{name} {PHONE}");
  });
});
