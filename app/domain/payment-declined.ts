// SPEC §8. Its own module: the funding screens show it without the whole catalogue (ADR 0141).
export const PAYMENT_DECLINED = {
  title: "Let's double check your funding info",
  message:
    "An error has occurred! We were unable to process your card payment. The information you provided was not verified by your bank. Please review your billing and card information for accuracy.",
  help: "*1 attempt remaining",
  buttonText: "Try again",
  target: "funding-payment",
} as const;
