// Its own module: the root error boundary shows it without the whole catalogue (ADR 0141).

// OURS (ADR 0229): in place of the framework's internal text.
export const NO_FORM_HERE = {
  title: "Sorry, we could not do that",
  message: "This page has no form to send. Please go back to the page and use its buttons and links.",
  buttonText: "Back to the page",
} as const;
