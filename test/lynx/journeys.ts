/**
 * The journeys test/lynx/lynx.test.ts drives in lynx: each screen as a reader meets it, top to bottom.
 * Fields are named by their labels and controls by their visible text, as lynx shows them; the
 * runner checks that every label comes before its field, in this order.
 */
import { MOCK_OTP_CODE } from "../../mocks/bank-rules";

export type Action =
  /** The text field right after this label; `with` undefined: read, left as it is. */
  | { fill: string; with?: string }
  /** A select after this label (lynx, run with -popup, lists its options as radio buttons). */
  | { select: string; option: string }
  /** The radio button or checkbox whose own text starts with this, selected or checked. */
  | { choose: string }
  /** A submit button, by its text. */
  | { press: string }
  /** A link, by the start of its text. */
  | { follow: string };

export interface Screen {
  /** The h1, as lynx shows it (a disclosure marker after it is allowed). */
  heading: string;
  /** Texts the screen reads (spaces and line breaks as one space, control numbers left out). */
  shows?: string[];
  /** Sent once empty first (the button of the last action): the error summary must come first. */
  emptyPostFirst?: boolean;
  /** What the reader does, in the screen's order; the last action leaves the screen. */
  actions: Action[];
}

export interface Journey {
  name: string;
  start: string;
  screens: Screen[];
}

const HOME = [
  { fill: "Street address", with: "12 Main St" },
  { fill: "Apartment, suite or unit (optional)" },
  { fill: "City", with: "Springfield" },
  { select: "State", option: "Illinois" },
  { fill: "ZIP code", with: "62701" },
] satisfies Action[];

/** The code screen of both journeys, the mock's code typed in. */
const ENTER_CODE: Screen = {
  heading: "Enter your verification code",
  emptyPostFirst: true,
  actions: [{ fill: "Verification code", with: MOCK_OTP_CODE }, { press: "Verify" }],
};

/** From the intro to a submitted application, the deposit paid by debit card. */
export const APPLY_AND_PAY: Journey = {
  name: "apply for the Secured Visa Card and pay the deposit by debit card",
  start: "/",
  screens: [
    { heading: "Choose your path", actions: [{ follow: "Choose Secured Visa Card" }] },
    {
      heading: "You're Pre-Approved",
      // The back link and the help's summary are two things, not 'Back?Help'.
      shows: ["Back ?Help"],
      emptyPostFirst: true,
      actions: [
        { fill: "First name", with: "Riley" },
        { fill: "Last name", with: "Walker" },
        { fill: "Email address", with: "riley.walker@example.com" },
        { fill: "Mobile phone number", with: "555-234-5678" },
        { choose: "Email a code to my email address" },
        { press: "Next" },
      ],
    },
    ENTER_CODE,
    {
      heading: "Tell us about your income",
      emptyPostFirst: true,
      actions: [
        { fill: "Monthly housing payment", with: "900" },
        { fill: "Annual income", with: "52000" },
        { press: "Next" },
      ],
    },
    {
      heading: "Choose your credit line",
      actions: [{ choose: "$300 credit line Security deposit: $300" }, { press: "Confirm" }],
    },
    {
      heading: "Verify your identity",
      emptyPostFirst: true,
      actions: [
        { fill: "First name" },
        { fill: "Last name" },
        { select: "Month", option: "March" },
        { select: "Day", option: "7" },
        { select: "Year", option: "1990" },
        { fill: "Social Security number (SSN) or ITIN", with: "123-45-6789" },
        { fill: "Confirm SSN or ITIN", with: "123-45-6789" },
        ...HOME,
        { press: "Next" },
      ],
    },
    {
      heading: "Confirm your details",
      shows: ["***-**-6789 ending in 6 7 8 9", "12 Main St Springfield, IL 62701"],
      actions: [{ press: "Confirm" }],
    },
    {
      heading: "Mailing address",
      shows: ["12 Main St Springfield, IL 62701"],
      actions: [
        { choose: "To my home address (shown above)" },
        { fill: "Street address" },
        { fill: "Apartment, suite or unit (optional)" },
        { fill: "City" },
        { fill: "ZIP code" },
        { press: "Next" },
      ],
    },
    {
      heading: "Fund your security deposit",
      actions: [{ choose: "Fund now with a debit card Pay $300 today" }, { press: "Next" }],
    },
    {
      heading: "Fund your security deposit",
      emptyPostFirst: true,
      actions: [
        { choose: "Fund the full $300 today" },
        { fill: "Amount to fund today" },
        { fill: "Cardholder first name" },
        { fill: "Cardholder last name" },
        { fill: "Card number", with: "4111 1111 1111 1111" },
        { fill: "Expiration date", with: "12/30" },
        { fill: "Security code", with: "123" },
        { fill: "Street address" },
        { fill: "Apartment, suite or unit (optional)" },
        { fill: "City" },
        { fill: "ZIP code" },
        { press: "Next" },
      ],
    },
    {
      heading: "Terms and conditions",
      emptyPostFirst: true,
      actions: [
        { choose: "I agree to the E-Sign Consent" },
        { choose: "I have read and agree to the Terms and Conditions" },
        { press: "Submit" },
      ],
    },
    { heading: "We received your deposit", actions: [] },
  ],
};

/** The status check of an application waiting for its deposit (docs/mock.md: the email's tag). */
export const STATUS_CHECK: Journey = {
  name: "check the status of an application",
  start: "/check-application-status",
  screens: [
    {
      heading: "Check your application status",
      emptyPostFirst: true,
      actions: [
        { fill: "Email address", with: "sam.rivera+wt_fnd@example.com" },
        { fill: "Last 4 digits of your SSN or ITIN", with: "4321" },
        { press: "Check My Application Status" },
      ],
    },
    ENTER_CODE,
    { heading: "You've been approved!", actions: [] },
  ],
};
