import type { Catalogue } from "../catalogue";

export const common: Catalogue["common"] = {
  bankName: "{{brand}} Bank",
  signOut: "Cerrar sesión",
  switchLanguage: "English",
  disclosuresHeading: "Divulgaciones",
  disclosurePreApproval:
    "*La preaprobación significa que cumple con nuestros criterios iniciales; no se necesita una verificación de crédito para solicitar. No se le aprobará si no reside en los EE. UU., si su SSN no es válido, si es menor de 18 años, si sus gastos son mayores que sus ingresos, si sus ingresos no son suficientes, si ya tiene dos o más cuentas abiertas con nosotros o si alguna cuenta con nosotros no está al día.",
  disclosureCashBack:
    "Gane hasta un {{percent}}% de reembolso en efectivo en más de {{merchants}} comercios participantes. Las ofertas varían según el comercio.",
  disclosureCreditGrowth:
    "Le consideramos para un aumento de su límite de crédito después de {{increaseMonths}} meses, y para una tarjeta no asegurada en tan solo {{unsecuredMonths}} meses, según el historial de su cuenta. Su depósito de garantía es reembolsable.",
  disclosureIssuer:
    "Las tarjetas de crédito Visa aseguradas de {{brand}} son emitidas por {{brand}} Bank, una división de {{brand}} Financial, miembro de la FDIC, en virtud de una licencia de Visa U.S.A. Inc.",
  disclosureMarker: "Divulgación {{n}}",
  accessibilityLink: "Declaración de accesibilidad",
  version: "Versión {{version}}",
  marketingCashBack: "Hasta un {{percent}}% de reembolso en efectivo en más de {{merchants}} comercios",
  marketingLimitIncrease: "Aumento del límite de crédito considerado después de {{increaseMonths}} meses",
  marketingUnsecured: "Consideración para una tarjeta no asegurada en tan solo {{unsecuredMonths}} meses",
  wasPrice: "antes",
  nowPrice: "ahora",
};
