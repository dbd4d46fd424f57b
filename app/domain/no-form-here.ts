// Its own module: the root error boundary shows it on every page, without the whole catalogue (ADR 0141).

/**
 * OURS (SPEC is silent; docs/decisions/0229): a form sent to a page that has none (HTTP 405), in place
 * of the framework's internal text.
 */
export const NO_FORM_HERE = {
  title: "Sorry, we could not do that",
  message: "This page has no form to send. Please go back to the page and use its buttons and links.",
  buttonText: "Back to the page",
} as const;
