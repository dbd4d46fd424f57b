import { PROMOTIONAL_CREDIT } from "~/domain/incentives";

/** The credit line and card choices shared by the credit line screens, and the deposit figures every screen shows (English). */
export const offer = {
  /** <was/> is the struck-through original amount of a promotion, when there is one. */
  creditLineAmount: "<was/>{{amount}} credit line",
  amountYouChose: "(the amount you chose)",
  securityDeposit: "Security deposit:",
  /** An amount's deposit with a deposit reduction: the bank's part and the applicant's (ADR 0011). */
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
  /** The deposit figures of every screen (ADR 0011): credit line = deposit, promotional credit, what is paid. */
  figureCreditLine: "Credit line",
  figureDeposit: "Refundable security deposit",
  figurePromotionalCredit: PROMOTIONAL_CREDIT,
  figureToPay: "You pay",
};
