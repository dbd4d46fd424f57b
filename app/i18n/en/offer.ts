import { PROMOTIONAL_CREDIT } from "~/domain/incentives";

export const offer = {
  creditLineAmount: "<was/>{{amount}} credit line",
  amountYouChose: "(the amount you chose)",
  securityDeposit: "Security deposit:",
  amountPromotion: `${PROMOTIONAL_CREDIT}: {{promotion}} · You pay: {{toPay}}`,
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
  // ADR 0011: credit line = deposit, promotional credit, what is paid.
  figureCreditLine: "Credit line",
  figureDeposit: "Refundable security deposit",
  figurePromotionalCredit: PROMOTIONAL_CREDIT,
  figureToPay: "You pay",
};
