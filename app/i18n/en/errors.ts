import { NO_FORM_HERE } from "~/domain/no-form-here";
import { REFUSALS } from "~/domain/refusals";

export const errors = {
  // WCAG 3.3.1.
  titlePrefix: "Error: ",
  pageNotFound: "Page not found",
  couldNotDoThat: "Sorry, we could not do that",
  somethingWentWrong: "Oops, something went wrong.",
  backToForm: "Back to the form",
  backToStart: "Back to the start",
  connectionLostTitle: "We could not reach our servers",
  connectionLostMessage:
    "Your connection may have dropped. Check that you are online, then try again: the page will show where your application stands.",
  tryAgain: "Try again",
  connectionLostKept: "Your answers are still in the form below. Check that you are online, then send it again.",
  connectionLostCard:
    "Check that you are online, then enter your card again and send it: if the payment went through, you will see how it went, and it is never made twice.",
  skipLink: "Skip to main content",
  noFormTitle: NO_FORM_HERE.title,
  noFormMessage: NO_FORM_HERE.message,
  noFormButton: NO_FORM_HERE.buttonText,
  refusedUnreadable: REFUSALS.unreadable,
  refusedUnexpected: REFUSALS.unexpected,
  refusedExpired: REFUSALS.expired,
  refusedRefused: REFUSALS.refused,
  refusedTooLarge: REFUSALS.tooLarge,
  refusedTooManyGuesses: REFUSALS.tooManyGuesses,
  refusedNoFormHere: REFUSALS.noFormHere,
};
