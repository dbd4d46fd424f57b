import type { Catalogue } from "../catalogue";

export const offer: Catalogue["offer"] = {
  creditLineAmount: "Línea de crédito de <was/>{{amount}}",
  amountYouChose: "(el monto que eligió)",
  securityDeposit: "Depósito de garantía:",
  amountPromotion: "Crédito promocional para su depósito: {{promotion}} · Usted paga: {{toPay}}",
  feesAndRate: "Cargos y tasa de la {{card}}",
  annualFee: "Cuota anual",
  noAnnualFee: "Sin cuota anual",
  programFee: "Cargo del programa",
  purchaseApr: "APR de compras",
  aprVariable: "{{apr}}% variable",
  minimumDeposit: "Depósito mínimo:",
  switchKeepsAmount: "Continúa con este monto.",
  switchChooseNext: "Después elige su línea de crédito.",
  switchTo: "Cambiar a {{card}}",
  figureCreditLine: "Línea de crédito",
  figureDeposit: "Depósito de garantía reembolsable",
  figurePromotionalCredit: "Crédito promocional para su depósito",
  figureToPay: "Usted paga",
};
