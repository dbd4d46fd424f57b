// SPEC §2.2 step 3, §5.
export const income = {
  metaTitle: "Your income – Step 3 of 9",
  title: "Tell us about your income",
  thanks: "Thank you, {{name}}. You're verified and your application is saved.",
  lead: "We use your income and housing payment to make sure your card fits your budget.",
  housingPayment: "Monthly housing payment",
  housingPaymentHint: "Your monthly rent or mortgage payment. Enter 0 if you do not pay for housing.",
  annualIncome: "Annual income",
  annualIncomeHint: "Your total yearly income before taxes, from all sources, for example 45000.",
  next: "Next",
  continue: "Continue",
  warningTitle: "Please check your income",
  warningChoice: "If your answers are right, choose Continue. You can also change them below.",
  helpTerms:
    "Your monthly housing payment is what you pay each month for rent or your mortgage. Your annual income is what you earn in a year before taxes, including wages, benefits and other regular income.",
  helpWarning:
    "If your income looks low for your housing payment, we ask you to check it. You can still continue with the amounts you entered.",
};
