import type { Catalogue } from "../catalogue";
import { submitApplication } from "./submitApplication";

/** The bank's agreements are in English: the labels that name them say so (ADR 0178). */
export const terms: Catalogue["terms"] = {
  metaTitle: "Términos y condiciones – Paso 9 de 9",
  title: "Términos y condiciones",
  submittingTitle: submitApplication.title,
  sending: "Estamos enviando su solicitud. Esto puede tardar un momento.",
  doNotClose: "No cierre ni actualice esta página.",
  factCard: "Tarjeta",
  factFunding: "Pago del depósito",
  fundingDebit: "Con tarjeta de débito hoy",
  fundingDebitAmount: "Con tarjeta de débito hoy: {{amount}}",
  fundingLater: "Más tarde, dentro de {{days}} días",
  readFirst: "Lea esto antes de aceptar",
  linkEsign: "Consentimiento de firma electrónica (E-Sign)",
  linkTerms: "Términos y condiciones y Contrato del titular de la tarjeta (en inglés)",
  linkRates: "Tasas y cargos",
  linkPrivacy: "Privacidad",
  linkState: "Avisos estatales",
  eSignLabel:
    "Acepto el consentimiento de firma electrónica (E-Sign, en inglés) y recibir mis divulgaciones y documentos por vía electrónica.",
  termsLabel: "He leído y acepto los Términos y condiciones y el Contrato del titular de la tarjeta (en inglés).",
  submit: "Enviar",
  helpEsign:
    "El consentimiento de firma electrónica (E-Sign) nos permite entregarle por vía electrónica sus divulgaciones, estados de cuenta y avisos.",
  helpReview: "Cuando envíe su solicitud, la revisaremos y le informaremos nuestra decisión.",
};
