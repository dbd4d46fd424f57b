/** The credit line step's custom amount (English). */
export const creditLineCustom = {
  metaTitle: "Choose a different amount – Step 4 of 9",
  title: "Choose a different amount",
  amountLabel: "Credit line amount",
  amountHint: "An amount from {{min}} to {{max}} for the {{card}}.",
  reduction: "Your offer takes {{amount}} off the security deposit you pay for this amount.",
  continue: "Continue",
  helpRange: "For the {{card}}, the credit line can be from {{min}} to {{max}}.",
};
