import { PAYMENT_DECLINED } from "~/domain/payment-declined";

// Shared by both funding screens; SPEC §8's declined card.
export const funding = {
  title: "Fund your security deposit",
  titleStep: "{{title}} – Step 8 of 9",
  declinedTitle: PAYMENT_DECLINED.title,
  declinedMessage: PAYMENT_DECLINED.message,
  declinedHelp: PAYMENT_DECLINED.help,
  next: "Next",
};
