import type { Catalogue } from "../catalogue";

export const fundingPayment: Catalogue["fundingPayment"] = {
  processingTitle: "Estamos procesando su pago",
  processing: "Estamos procesando el pago de su depósito de garantía. Esto puede tardar un momento.",
  doNotClose: "No cierre ni actualice esta página.",
  checkNow: "Verificar ahora",
  notReceived: "Consultamos con el banco: su pago anterior no se recibió, así que no se le cobró nada. Ya puede pagar.",
  depositLabel: "Depósito de garantía",
  stillToFundLabel: "Falta pagar del depósito",
  creditLineFigure: "Línea de crédito {{amount}}",
  depositFigure: "depósito de garantía reembolsable {{amount}}",
  promotionFigure: "crédito promocional para su depósito {{amount}}",
  toPayFigure: "usted paga {{amount}}",
  receivedFigure: "recibido hasta ahora {{amount}}",
  fundFull: "Pagar hoy el total de {{amount}}",
  amountLabel: "Monto a pagar hoy",
  amountHint: "Solo si no va a pagar hoy el total de {{amount}}: entre {{min}} y {{max}}.",
  fullAmountToday: "Hoy se paga el monto total.",
  billingAddress: "Dirección de facturación",
  helpDeposit: "Su depósito de garantía es reembolsable y determina su línea de crédito.",
  helpCard:
    "Use una tarjeta de débito Visa o Mastercard a su nombre. La dirección de facturación es la que su banco tiene registrada para la tarjeta.",
  helpSecurityCode:
    "El código de seguridad son los 3 dígitos que están al reverso de la tarjeta, en la línea de la firma o encima de ella.",
  resultMetaTitle: "Pago recibido",
  resultTitle: "Su pago fue aprobado",
  approvedAmount: "Monto aprobado",
  depositReceived: "Depósito recibido",
  stillToFund: "Falta pagar",
  daysLeftToFund: "Días que le quedan para pagar",
  fundRemaining: "Pague los {{amount}} que faltan dentro de {{days}} días.",
  depositComplete: "Su depósito está completo. Le enviaremos un correo electrónico cuando su tarjeta vaya en camino.",
};
