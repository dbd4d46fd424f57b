// What the test applicant, Jane Doe, types into the application's forms, as the browser posts it:
// one source for the failover journey (scripts/bench) and the Vitest suites (test/, app/**/*.test.ts).

/** The home address (Springfield, IL), as the identity, mailing and card forms post it. */
export const HOME_ADDRESS_FIELDS = {
  addressLine1: "12 Main St",
  addressLine2: "",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};

/** The identity form: born 01/02/1990, SSN 123-45-6789 typed twice, the home address. */
export const IDENTITY_FIELDS = {
  firstName: "Jane",
  lastName: "Doe",
  birthMonth: "01",
  birthDay: "02",
  birthYear: "1990",
  ssn: "123-45-6789",
  ssnConfirm: "123-45-6789",
  ...HOME_ADDRESS_FIELDS,
};

/** The debit card form's card fields (funding today with a Visa test card that is approved). */
export const DEBIT_CARD_FIELDS = {
  fundToday: "on",
  cardHolderFirstName: "Jane",
  cardHolderLastName: "Doe",
  cardNumber: "4111 1111 1111 1111",
  cardExpiration: "12/29",
  cardSecurityCode: "123",
};

/** The forms after the credit line of a new application funded later (no card), by the page's path. */
export const FUND_LATER_ANSWERS = {
  "/identity-verification": IDENTITY_FIELDS,
  "/mailing-address": { mailToType: "home" },
  "/funding-source": { fundingType: "FDL" },
};

/** The terms page's two consents, as the submission receives them. */
export const TERMS_CONSENT = { eSignConsent: "on", termsAndConditions: "on" };
