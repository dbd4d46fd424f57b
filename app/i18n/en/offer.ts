/** The credit line and card choices shared by the credit line screens (English). */
export const offer = {
  /** <was/> is the struck-through original amount of a promotion, when there is one. */
  creditLineAmount: "<was/>{{amount}} credit line",
  amountYouChose: "(the amount you chose)",
  securityDeposit: "Security deposit:",
  youSave: "(you save {{amount}})",
  feesAndRate: "{{card}} fees and rate",
  annualFee: "Annual fee",
  noAnnualFee: "No annual fee",
  programFee: "Program fee",
  purchaseApr: "Purchase APR",
  aprVariable: "{{apr}}% variable",
  minimumDeposit: "Minimum deposit:",
  switchKeepsAmount: "You continue with this amount.",
  switchChooseNext: "You choose your credit line next.",
  switchTo: "Switch to {{card}}",
};
