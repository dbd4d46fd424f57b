import { ERRORS } from "~/domain/error-catalogue";

const { generic, "session-expired": expired, "idle-timeout": idle } = ERRORS;
const { "configuration-failed": configuration, "api-unavailable": api, "check-status-failed": check } = ERRORS;
const { "payment-daily-limit": daily, "payment-error": paymentError, "payment-timeout": timeout } = ERRORS;
const { "payment-unconfirmed": unconfirmed, "payment-already-submitted": already, "otp-invalid": otp } = ERRORS;
const { "payment-declined": declined, "funding-failed": funding, "document-upload-failed": upload } = ERRORS;
const { "submit-failed": submit, "no-match": noMatch } = ERRORS;

/**
 * SPEC §8's error screens (/error?reason=…), English: the texts stay in app/domain/error-catalogue.ts
 * (SPEC's words, quoted by the tests); one key per catalogue entry, named as the entry (the route builds
 * the key from the reason). '{phone}' is filled after translation.
 */
export const errorPage = {
  metaTitle: "Error",
  generic: { title: generic.title, button: generic.buttonText },
  "submit-failed": { title: submit.title, button: submit.buttonText },
  "session-expired": { title: expired.title, button: expired.buttonText },
  "idle-timeout": { title: idle.title, button: idle.buttonText },
  "configuration-failed": { title: configuration.title, button: configuration.buttonText },
  "api-unavailable": { title: api.title, button: api.buttonText },
  "check-status-failed": { title: check.title, message: check.message, help: check.help, button: check.buttonText },
  "payment-daily-limit": { title: daily.title, message: daily.message, button: daily.buttonText },
  "payment-error": {
    title: paymentError.title,
    message: paymentError.message,
    help: paymentError.help,
    button: paymentError.buttonText,
  },
  "payment-timeout": { title: timeout.title, message: timeout.message, help: timeout.help, button: timeout.buttonText },
  "payment-unconfirmed": {
    title: unconfirmed.title,
    message: unconfirmed.message,
    help: unconfirmed.help,
    button: unconfirmed.buttonText,
  },
  "payment-already-submitted": { title: already.title, button: already.buttonText },
  "otp-invalid": { title: otp.title, button: otp.buttonText },
  "payment-declined": {
    title: declined.title,
    message: declined.message,
    help: declined.help,
    button: declined.buttonText,
  },
  "funding-failed": { title: funding.title, message: funding.message, button: funding.buttonText },
  "document-upload-failed": { title: upload.title, button: upload.buttonText },
  "no-match": { title: noMatch.title, help: noMatch.help, button: noMatch.buttonText },
};
