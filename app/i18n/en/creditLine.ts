// SPEC §2.2 step 4, §2.3's help tray; texts SPEC does not give: ADR 0030.
export const creditLine = {
  metaTitle: "Your credit line – Step 4 of 9",
  title: "Choose your credit line",
  titleLaunch: "Your pre-approved credit line",
  lead: "Your credit line equals your refundable security deposit.",
  offerApplied: "<strong>Offer applied:</strong> {{name}}",
  amountLegend: "Choose an amount",
  amountHint: "Your credit line and your security deposit",
  otherAmount: "Choose a different amount",
  preApprovedLabel: "Pre-approved credit line",
  yourCreditLine: "Your credit line",
  launchDeposit: "Refundable security deposit: <strong>{{amount}}</strong>",
  confirm: "Confirm",
  helpDeposit:
    "Your credit line is set by your security deposit: the amount you deposit becomes your credit line. The deposit is refundable.",
  helpLaunch: "The {{card}} comes with a pre-approved credit line of {{amount}}, for a {{amount}} security deposit.",
  helpPresets: "Choose one of the amounts shown, or choose a different amount within the card's limits.",
};
