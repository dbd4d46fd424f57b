import { TOO_LARGE_PAGE } from "./unavailable";

// The response's body, in English; the page shows it in the request's language, matched by this text.
export const REFUSALS = {
  unreadable: "The form could not be read. Go back, reload the page and try again.",
  unexpected: "The form had fields this page does not have. Go back, reload the page and try again.",
  expired: "This form has expired. Go back, reload the page and try again.",
  refused: "The form could not be accepted.",
  tooLarge: TOO_LARGE_PAGE.message,
  tooManyGuesses: "Too many attempts. Please wait a while and try again.",
  noFormHere: "There is no form at this address.",
} as const;
