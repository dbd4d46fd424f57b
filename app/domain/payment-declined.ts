/**
 * SPEC §8's card payment failure (the catalogue's 'payment-declined' entry). Its own module: the
 * funding screens show it without loading the whole catalogue (ADR 0141, issue 15's JS budget).
 */
export const PAYMENT_DECLINED = {
  title: "Let's double check your funding info",
  message:
    "An error has occurred! We were unable to process your card payment. The information you provided was not verified by your bank. Please review your billing and card information for accuracy.",
  help: "*1 attempt remaining",
  buttonText: "Try again",
  target: "funding-payment",
} as const;
