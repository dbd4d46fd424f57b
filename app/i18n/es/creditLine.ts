import type { Catalogue } from "../catalogue";

export const creditLine: Catalogue["creditLine"] = {
  metaTitle: "Su línea de crédito – Paso 4 de 9",
  title: "Elija su línea de crédito",
  titleLaunch: "Su línea de crédito preaprobada",
  lead: "Su línea de crédito es igual a su depósito de garantía reembolsable.",
  offerApplied: "<strong>Oferta aplicada:</strong> {{name}}",
  amountLegend: "Elija un monto",
  amountHint: "Su línea de crédito y su depósito de garantía",
  otherAmount: "Elegir otro monto",
  preApprovedLabel: "Línea de crédito preaprobada",
  yourCreditLine: "Su línea de crédito",
  launchDeposit: "Depósito de garantía reembolsable: <strong>{{amount}}</strong>",
  confirm: "Confirmar",
  helpDeposit:
    "Su depósito de garantía determina su línea de crédito: el monto que deposita es su línea de crédito. El depósito es reembolsable.",
  helpLaunch:
    "La {{card}} incluye una línea de crédito preaprobada de {{amount}}, con un depósito de garantía de {{amount}}.",
  helpPresets: "Elija uno de los montos que se muestran, u otro monto dentro de los límites de la tarjeta.",
};
