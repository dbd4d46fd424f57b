export const creditLineCustom = {
  metaTitle: "Choose a different amount – Step 4 of 9",
  title: "Choose a different amount",
  amountLabel: "Credit line amount",
  amountHint: "An amount from {{min}} to {{max}} for the {{card}}.",
  reduction:
    "Your offer adds a {{amount}} promotional credit toward the security deposit: you pay the deposit less {{amount}}.",
  continue: "Continue",
  helpRange: "For the {{card}}, the credit line can be from {{min}} to {{max}}.",
};
