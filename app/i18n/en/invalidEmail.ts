import { ERRORS } from "~/domain/error-catalogue";

// SPEC §4.1 InvalidEmail, §8.
export const invalidEmail = {
  title: "Check your email address",
  lead: "We could not verify the email address on your application. Please enter a valid email address so we can keep you informed.",
  couldNotVerify: "We could not verify the email address on your application.",
  callToUpdate:
    "Please call Customer Service at {{phone}} to update it, so we can keep you informed about your application.",
  okGotIt: ERRORS.generic.buttonText,
  continue: "Continue",
  sending: "Sending…",
};
