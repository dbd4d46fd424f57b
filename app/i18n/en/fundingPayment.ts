import { PAYMENT_NOT_RECEIVED_NOTICE } from "~/domain/error-catalogue";
import { PROMOTIONAL_CREDIT } from "~/domain/incentives";

// SPEC §2.3.
export const fundingPayment = {
  processingTitle: "Processing your payment",
  processing: "We are processing your security deposit payment. This can take a moment.",
  doNotClose: "Please do not close or refresh this page.",
  checkNow: "Check now",
  // A payment with no answer that the bank's record shows failed (ADR 0054).
  notReceived: PAYMENT_NOT_RECEIVED_NOTICE,
  depositLabel: "Security deposit",
  stillToFundLabel: "Deposit still to fund",
  creditLineFigure: "Credit line {{amount}}",
  depositFigure: "refundable security deposit {{amount}}",
  promotionFigure: `${PROMOTIONAL_CREDIT.toLowerCase()} {{amount}}`,
  toPayFigure: "you pay {{amount}}",
  receivedFigure: "received so far {{amount}}",
  fundFull: "Fund the full {{amount}} today",
  amountLabel: "Amount to fund today",
  amountHint: "Only if you are not funding the full {{amount}} today: between {{min}} and {{max}}.",
  fullAmountToday: "The full amount is paid today.",
  billingAddress: "Billing Address",
  helpDeposit: "Your security deposit is refundable and sets your credit line.",
  helpCard:
    "Use a Visa or Mastercard debit card in your name. The billing address is the address your bank has for the card.",
  helpSecurityCode: "The security code is the 3 digits on the back of the card, on or above the signature line.",
  resultMetaTitle: "Payment received",
  resultTitle: "Your payment is approved",
  approvedAmount: "Approved amount",
  depositReceived: "Deposit received",
  stillToFund: "Still to fund",
  daysLeftToFund: "Days left to fund",
  fundRemaining: "Please fund the remaining {{amount}} within {{days}} days.",
  depositComplete: "Your deposit is complete. We will email you when your card is on its way.",
};
