import type { Catalogue } from "../catalogue";

export const intro: Catalogue["intro"] = {
  metaTitle: "Elija su camino – Tarjetas de crédito Visa aseguradas",
  metaDescription:
    "Solicite una tarjeta de crédito Visa asegurada, respaldada por un depósito de garantía reembolsable.",
  title: "Elija su camino",
  lead: "Mejore su crédito con una tarjeta de crédito Visa asegurada<marker/>. Su línea de crédito es igual a su depósito de garantía reembolsable.",
  stories: "Lea lo que dicen nuestros tarjetahabientes",
  cardsLabel: "Tarjetas que puede solicitar",
  noCreditCheck: "Sin verificación de crédito para solicitar",
  annualFee: "Cuota anual",
  noAnnualFee: "Sin cuota anual",
  purchaseApr: "APR de compras",
  aprVariable: "{{apr}}% variable",
  minimumDeposit: "Depósito mínimo",
  rewards: "Recompensas",
  rewardsValue: "Hasta un {{percent}}% de reembolso en efectivo",
  choose: "Elegir {{card}}",
  terms: "Términos y condiciones<hidden> de la {{card}}</hidden> (en inglés)",
};
