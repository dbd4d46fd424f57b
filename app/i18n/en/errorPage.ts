import { ERRORS } from "~/domain/error-catalogue";

const { generic, "session-expired": expired, "idle-timeout": idle } = ERRORS;
const { "configuration-failed": configuration, "api-unavailable": api, "check-status-failed": check } = ERRORS;
const { "payment-daily-limit": daily, "payment-error": paymentError, "payment-timeout": timeout } = ERRORS;
const { "payment-unconfirmed": unconfirmed, "payment-already-submitted": already, "otp-invalid": otp } = ERRORS;
const { "payment-declined": declined, "funding-failed": funding, "document-upload-failed": upload } = ERRORS;
const { "submit-failed": submit, "no-match": noMatch, "payment-error-checked": checked } = ERRORS;
const { "submit-unconfirmed": submitUnconfirmed } = ERRORS;

// SPEC §8's texts stay in app/domain/error-catalogue.ts; '{phone}' is filled after translation.
export const errorPage = {
  "generic.title": generic.title,
  "generic.button": generic.buttonText,
  "submit-failed.title": submit.title,
  "submit-failed.button": submit.buttonText,
  "submit-unconfirmed.title": submitUnconfirmed.title,
  "submit-unconfirmed.message": submitUnconfirmed.message,
  "submit-unconfirmed.help": submitUnconfirmed.help,
  "submit-unconfirmed.button": submitUnconfirmed.buttonText,
  "session-expired.title": expired.title,
  "session-expired.button": expired.buttonText,
  "idle-timeout.title": idle.title,
  "idle-timeout.button": idle.buttonText,
  "configuration-failed.title": configuration.title,
  "configuration-failed.button": configuration.buttonText,
  "api-unavailable.title": api.title,
  "api-unavailable.button": api.buttonText,
  "check-status-failed.title": check.title,
  "check-status-failed.message": check.message,
  "check-status-failed.help": check.help,
  "check-status-failed.button": check.buttonText,
  "payment-daily-limit.title": daily.title,
  "payment-daily-limit.message": daily.message,
  "payment-daily-limit.button": daily.buttonText,
  "payment-error.title": paymentError.title,
  "payment-error.message": paymentError.message,
  "payment-error.help": paymentError.help,
  "payment-error.button": paymentError.buttonText,
  "payment-error-checked.title": checked.title,
  "payment-error-checked.message": checked.message,
  "payment-error-checked.help": checked.help,
  "payment-error-checked.button": checked.buttonText,
  "payment-timeout.title": timeout.title,
  "payment-timeout.message": timeout.message,
  "payment-timeout.help": timeout.help,
  "payment-timeout.button": timeout.buttonText,
  "payment-unconfirmed.title": unconfirmed.title,
  "payment-unconfirmed.message": unconfirmed.message,
  "payment-unconfirmed.help": unconfirmed.help,
  "payment-unconfirmed.button": unconfirmed.buttonText,
  "payment-already-submitted.title": already.title,
  "payment-already-submitted.button": already.buttonText,
  "otp-invalid.title": otp.title,
  "otp-invalid.button": otp.buttonText,
  "payment-declined.title": declined.title,
  "payment-declined.message": declined.message,
  "payment-declined.help": declined.help,
  "payment-declined.button": declined.buttonText,
  "funding-failed.title": funding.title,
  "funding-failed.message": funding.message,
  "funding-failed.button": funding.buttonText,
  "document-upload-failed.title": upload.title,
  "document-upload-failed.button": upload.buttonText,
  "no-match.title": noMatch.title,
  "no-match.help": noMatch.help,
  "no-match.button": noMatch.buttonText,
};
