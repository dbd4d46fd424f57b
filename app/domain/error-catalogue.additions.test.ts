import { describe, expect, it } from "vitest";
import { ERRORS } from "./error-catalogue";

/** SPEC §8 rows added with the domain rules. */
describe("SPEC §8 error catalogue: the remaining rows", () => {
  it("card payment failure (response code): SPEC's texts, 'Try again' back to the card form", () => {
    const entry = ERRORS["payment-declined"];
    expect(Object.keys(entry).sort()).toEqual(["buttonText", "help", "message", "target", "title"]);
    expect([entry.title, entry.help]).toEqual(["Let's double check your funding info", "*1 attempt remaining"]);
    expect(entry.message).toBe(
      "An error has occurred! We were unable to process your card payment. The information you provided was not verified by your bank. Please review your billing and card information for accuracy.",
    );
    expect([entry.buttonText, entry.target]).toEqual(["Try again", "funding-payment"]);
  });
  it.each([
    [
      "funding final failure",
      "funding-failed",
      { title: "Oops! We were unable to process your payment at this time.", target: "home" },
    ],
    [
      "document upload failure",
      "document-upload-failed",
      { title: "Document upload was unsuccessful, please try again", target: "documents" },
    ],
    ["no status match", "no-match", { title: "Sorry, please try again", help: expect.stringContaining("{phone}") }],
    [
      "a submission with a card whose outcome is unknown: SPEC's title, no 'Submit again', the way to check (decision 0040)",
      "submit-unconfirmed",
      {
        title: "Oops, something went wrong processing your application.",
        buttonText: "Check application status",
        target: "check-status",
      },
    ],
  ] as const)("%s", (_what, key, row) => {
    expect(ERRORS[key]).toMatchObject(row);
  });
  it("payment errors say what happened; only the daily limit and no answer the bank could confirm differ (decision 0054)", () => {
    for (const key of ["payment-error", "payment-timeout", "payment-unconfirmed"] as const) {
      expect(ERRORS[key]).toMatchObject({
        title: "An error occurred with your payment. Please try again.",
        buttonText: "Try again",
        target: "funding-payment",
      });
    }
    expect(ERRORS["payment-error"].message).toBe(
      "We were unable to process your card payment. The information you provided was not verified by your bank.",
    );
    expect(ERRORS["payment-error"].help).toContain("No money was taken");
    expect(ERRORS["payment-timeout"].message).toContain("nothing was charged");
    expect(ERRORS["payment-unconfirmed"].message).toContain("could not yet check");
  });
  it("after an HTTP error, SPEC's payment error row says only what the bank's record showed (decision 0054)", () => {
    expect(ERRORS["payment-error-checked"]).toMatchObject({
      title: ERRORS["payment-error"].title,
      message: ERRORS["payment-error"].message,
      buttonText: "Try again",
      target: "funding-payment",
    });
    expect(ERRORS["payment-error-checked"].help).toContain("We checked your application with the bank");
    // Neither the error nor the unconfirmed page claims the bank did not answer: it may have.
    expect(ERRORS["payment-unconfirmed"].message).not.toContain("did not answer");
  });
});
