import type { Catalogue } from "../catalogue";

/** Our summaries in Spanish; the bank's documents are linked as supplied, in English (ADR 0178). */
export const disclosures: Catalogue["disclosures"] = {
  title: "Divulgaciones",
  metaTitle: "Divulgaciones: {{tab}}",
  forCard: "Para la {{card}}.",
  tabRates: "Tasas y cargos",
  tabEsign: "Firma electrónica (E-Sign)",
  tabTerms: "Términos",
  tabPrivacy: "Privacidad",
  tabState: "Avisos estatales",
  apr: "Tasa de porcentaje anual (APR) para compras",
  aprValue: "{{apr}}%",
  annualFee: "Cuota anual",
  none: "Ninguna",
  programFee: "Cargo del programa",
  depositRange: "Depósito de garantía y línea de crédito",
  depositRangeValue: "De {{min}} a {{max}}",
  launchMonthlyFee:
    "La {{card}} tiene un cargo mensual de {{introMonthly}} al mes ({{introAnnualized}} al año) durante los primeros {{introMonths}} meses y luego de {{afterMonthly}} al mes ({{afterAnnualized}} al año) mientras la cuenta esté abierta.",
  creditLineEqualsDeposit: "Su línea de crédito es igual a su depósito de garantía reembolsable.",
  ratesUnavailable: "Las tasas no están disponibles en este momento.",
  esignWhat:
    "Al aceptar el consentimiento de firma electrónica (E-Sign), usted acepta que le entreguemos en forma electrónica, en este sitio web o por correo electrónico, y no en papel, las divulgaciones, los contratos, los estados de cuenta y los avisos sobre su solicitud y su cuenta.",
  esignNeeds:
    "Necesita un dispositivo con un navegador web actualizado, una dirección de correo electrónico y la posibilidad de leer documentos PDF. Puede pedir una copia en papel de cualquier documento sin costo y puede retirar su consentimiento en cualquier momento llamando a Servicio al Cliente. Retirar su consentimiento no afecta los documentos ya entregados.",
  esignDocument: "Lea el consentimiento de firma electrónica (E-Sign) completo (en inglés)",
  termsWhat:
    "Los Términos y condiciones y el Contrato del titular de la tarjeta explican cómo funciona su cuenta: su línea de crédito, el depósito de garantía, los intereses, los cargos y los pagos. Léalos antes de enviar su solicitud.",
  termsFundLater:
    "Si decide pagar su depósito más tarde, tiene {{days}} días después de enviar su solicitud para pagar su depósito de garantía.",
  termsDocument: "Términos y condiciones y Contrato del titular de la tarjeta de la {{card}} (en inglés)",
  privacyWhat: "Recopilamos y usamos su información para procesar su solicitud y administrar su cuenta.",
  privacyPolicy: "Política de privacidad (en inglés)",
  privacyNotice: "Aviso de privacidad (en inglés)",
  yourState: "(su estado)",
  californiaTitle: "Residentes de California",
  californiaText: "Si está casado o casada, puede solicitar una cuenta por separado.",
  ohioTitle: "Residentes de Ohio",
  ohioText:
    "Las leyes de Ohio contra la discriminación exigen que todos los acreedores ofrezcan crédito por igual a todos los clientes solventes y que las agencias de informes de crédito mantengan, a pedido, historiales de crédito separados de cada persona. La Comisión de Derechos Civiles de Ohio vigila el cumplimiento de esta ley.",
  wisconsinTitle: "Residentes casados de Wisconsin",
  wisconsinText:
    "Ninguna disposición de un acuerdo de bienes matrimoniales, declaración unilateral u orden judicial que se aplique a los bienes matrimoniales afectará negativamente los intereses de un acreedor, a menos que, antes de otorgarse el crédito, se le entregue al acreedor una copia del acuerdo, la declaración o la sentencia, o que el acreedor tenga conocimiento real de la disposición desfavorable.",
};
