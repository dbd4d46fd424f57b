// SPEC §2.1.
export const intro = {
  metaTitle: "Choose your path – Secured Visa credit cards",
  metaDescription: "Apply for a secured Visa credit card backed by a refundable security deposit.",
  title: "Choose your path",
  lead: "Build credit with a secured Visa credit card<marker/>. Your credit line equals your refundable security deposit.",
  stories: "Read what cardholders say",
  cardsLabel: "Cards you can apply for",
  noCreditCheck: "No credit check to apply",
  annualFee: "Annual fee",
  noAnnualFee: "No annual fee",
  purchaseApr: "Purchase APR",
  aprVariable: "{{apr}}% variable",
  minimumDeposit: "Minimum deposit",
  rewards: "Rewards",
  rewardsValue: "Up to {{percent}}% cash back",
  choose: "Choose {{card}}",
  terms: "Terms and conditions<hidden> for {{card}}</hidden>",
};
