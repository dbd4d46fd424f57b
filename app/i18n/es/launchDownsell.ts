import type { Catalogue } from "../catalogue";

export const launchDownsell: Catalogue["launchDownsell"] = {
  metaTitle: "Pruebe la tarjeta Launch Secured Card",
  heading: "¿Prefiere no pagar {{amount}} hoy?",
  headingNoAmount: "¿Prefiere no pagar su depósito hoy?",
  behindTitle: "Pague su depósito de garantía",
  behindLead: "Elija cómo pagar su depósito.",
  back: "Atrás",
  lead: "Pruebe la nueva <strong>{{card}}</strong> y pague {{amount}} hoy.",
  minimumDeposit: "Depósito mínimo",
  apr: "Tasa de porcentaje anual (APR)",
  aprValue: "{{apr}}%",
  programFee: "Cargo del programa",
  terms: "Términos y condiciones de la {{card}} (en inglés)",
  accept: "Aceptar la oferta",
  close: "Cerrar",
  monthlyFee:
    "La {{card}} tiene un cargo mensual de {{introMonthly}} al mes ({{introAnnualized}} al año) durante los primeros {{introMonths}} meses y, después, de {{afterMonthly}} al mes ({{afterAnnualized}} al año) mientras la cuenta esté abierta.",
};
