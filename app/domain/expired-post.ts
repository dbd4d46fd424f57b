import { isOwnKey } from "./own-key";
// A form sent after the session ended (ADR 0120).

// An allowlist: SSN, birth date, card data, codes, consents and ids are never kept, whatever a form adds later.
export const KEPT_AFTER_EXPIRY = {
  firstName: "First name",
  lastName: "Last name",
  emailAddress: "Email address",
  primaryPhone: "Mobile phone number",
  otpMethod: "Verification method",
  housingPayment: "Monthly housing payment",
  annualIncome: "Annual income",
  amount: "Credit line amount",
  mailToType: "Where to mail your card",
  addressLine1: "Street address",
  addressLine2: "Apartment, suite or unit",
  city: "City",
  state: "State",
  zipCode: "ZIP code",
  cardHolderFirstName: "Cardholder first name",
  cardHolderLastName: "Cardholder last name",
  paymentAmount: "Payment amount",
  withdrawReason: "Reason for withdrawing",
} as const satisfies Record<string, string>;

export type KeptField = keyof typeof KEPT_AFTER_EXPIRY;

export function isKeptAfterExpiry(name: string): name is KeptField {
  return isOwnKey(KEPT_AFTER_EXPIRY, name);
}

export const EXPIRED_POST_TEXT = {
  notSent: "What you had just sent was not submitted: nothing was sent to the bank.",
  keptIntro: "We kept these answers from that page, and they will be filled in when you reach it again:",
  nothingKept: "None of the answers on that page could be kept.",
  lost: "Everything else was deleted to keep it safe, so you will need to enter it again. Your Social Security number, date of birth and card details are never kept.",
  startApplication: "Start a new application",
  checkStatus: "Check your application status",
} as const;
