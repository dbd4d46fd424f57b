// SPEC §8. The URL carries only the key, never free text, so nothing shown can be injected through a link.
import { PAYMENT_DECLINED } from "./payment-declined";
import { isOwnKey } from "./own-key";

export interface ErrorEntry {
  title: string;
  message?: string;
  help?: string;
  buttonText: string;
  target: "home" | "funding-payment" | "otp-check" | "terms" | "documents" | "check-status";
  icon?: "warning";
}

export const ERRORS = {
  generic: {
    title: "Oops, something went wrong processing your application.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "submit-failed": {
    title: "Oops, something went wrong processing your application.",
    buttonText: "Submit again",
    target: "terms",
  },
  // SPEC's title; not 'Submit again' but how to check: the bank may have charged the card (OURS, ADR 0040).
  "submit-unconfirmed": {
    title: "Oops, something went wrong processing your application.",
    message:
      "We could not confirm whether the bank received your application and your deposit payment. So that your card is not charged twice, please do not apply again.",
    help: "In a few minutes, check your application's status with your email address and the last 4 digits of your SSN or ITIN. It shows whether your application and your payment were received.",
    buttonText: "Check application status",
    target: "check-status",
  },
  "session-expired": {
    title: "For security reasons, your session with the product has expired.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "idle-timeout": {
    title: "For security reasons, your session with the product has expired.",
    buttonText: "Ok, Got it",
    target: "home",
    icon: "warning",
  },
  "configuration-failed": {
    title: "Oops, something went wrong.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "api-unavailable": {
    title: "We are unable to access your application at this time. Please try again later.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "check-status-failed": {
    title: "Sorry, please try again",
    message:
      "It looks like you may have entered something incorrectly. The information you entered does not match our records. Please close your browser and try again.",
    help: "Still experiencing an issue? Please contact Customer Service at {phone} for assistance.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "payment-daily-limit": {
    title: "An error occurred with your payment.",
    message:
      "You have exceeded the maximum number of transactions in a single day. Return as soon as tomorrow to make another payment.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  // Nothing was charged; the help line is OURS (ADR 0054).
  "payment-error": {
    title: "An error occurred with your payment. Please try again.",
    message: "We were unable to process your card payment. The information you provided was not verified by your bank.",
    help: "No money was taken from your card. You can try again.",
    buttonText: "Try again",
    target: "funding-payment",
  },
  // SPEC §8's 'payment call error' row; the help line is OURS (ADR 0054).
  "payment-error-checked": {
    title: "An error occurred with your payment. Please try again.",
    message: "We were unable to process your card payment. The information you provided was not verified by your bank.",
    help: "We checked your application with the bank: no payment was received, so nothing was charged. You can try again.",
    buttonText: "Try again",
    target: "funding-payment",
  },
  // SPEC's title and button; the message is OURS (ADR 0054).
  "payment-timeout": {
    title: "An error occurred with your payment. Please try again.",
    message:
      "Your bank did not answer in time. We checked your application with the bank: no payment was received, so nothing was charged.",
    help: "You can try again.",
    buttonText: "Try again",
    target: "funding-payment",
  },
  // May have gone through, so not offered again until the bank says (OURS, ADR 0054).
  "payment-unconfirmed": {
    title: "An error occurred with your payment. Please try again.",
    message:
      "Your bank did not confirm your payment, and we could not yet check with the bank whether it went through.",
    help: "So that you are not charged twice, we check with the bank before you can pay again. Select Try again to check now.",
    buttonText: "Try again",
    target: "funding-payment",
  },
  "payment-already-submitted": {
    title: "Oops, your payment was already submitted.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  "otp-invalid": {
    title: "The code you entered was invalid, please try again!",
    buttonText: "Try again",
    target: "otp-check",
  },
  // Button text OURS.
  "payment-declined": PAYMENT_DECLINED,
  // SPEC gives the title; the follow-up text and button are OURS (ADR 0003).
  "funding-failed": {
    title: "Oops! We were unable to process your payment at this time.",
    message:
      "If your application is approved, we will email you instructions for funding your deposit. If we ask you for more information, please respond promptly.",
    buttonText: "Ok, Got it",
    target: "home",
  },
  // Button text OURS.
  "document-upload-failed": {
    title: "Document upload was unsuccessful, please try again",
    buttonText: "Try again",
    target: "documents",
  },
  // SPEC gives the title and '{phone}'; the sentence around it is OURS.
  "no-match": {
    title: "Sorry, please try again",
    help: "Please contact Customer Service at {phone} for assistance.",
    buttonText: "Ok, Got it",
    target: "home",
  },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorKey = keyof typeof ERRORS;

export function isErrorKey(value: unknown): value is ErrorKey {
  return isOwnKey(ERRORS, value);
}

export function errorEntry(key: string | null | undefined): ErrorEntry {
  return isErrorKey(key) ? ERRORS[key] : ERRORS.generic;
}

export function fillPlaceholders(text: string, values: { phone: string }): string {
  return text.replaceAll("{phone}", values.phone);
}

export { NO_FORM_HERE } from "./no-form-here";

// OURS (ADR 0054).
export const PAYMENT_NOT_RECEIVED_NOTICE =
  "We checked with the bank: your earlier payment was not received, so nothing was charged. You can pay now.";
