import { PAYMENT_DECLINED } from "~/domain/payment-declined";

/** Shared by the funding source and funding payment screens (English): the title and SPEC §8's declined card. */
export const funding = {
  title: "Fund your security deposit",
  /** The meta title of a step-8 screen: '{{title}}' is the page's own title. */
  titleStep: "{{title}} – Step 8 of 9",
  declinedTitle: PAYMENT_DECLINED.title,
  declinedMessage: PAYMENT_DECLINED.message,
  declinedHelp: PAYMENT_DECLINED.help,
  next: "Next",
};
