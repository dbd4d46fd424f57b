import type { Catalogue } from "../catalogue";

export const creditLineFundLater: Catalogue["creditLineFundLater"] = {
  metaTitle: "Pague su depósito más tarde – Paso 8 de 9",
  title: "Pague su depósito más tarde",
  intro: "Puede enviar su solicitud ahora y pagar más tarde su depósito de garantía de {{amount}}.",
  introToPay: "Puede enviar su solicitud ahora y pagar más tarde sus {{amount}} del depósito de garantía.",
  introNoAmount: "Puede enviar su solicitud ahora y pagar más tarde su depósito de garantía.",
  nextHeading: "Qué pasa después",
  stepTerms: "Usted acepta los términos y envía su solicitud.",
  stepReview: "Revisamos su solicitud y le enviamos nuestra decisión por correo electrónico.",
  stepFund:
    "Si se aprueba su solicitud, le enviamos por correo electrónico cómo pagar su depósito. Tiene <strong>{{days}} días</strong> desde la fecha de su solicitud para pagarlo, y puede pagar con tarjeta de débito en cualquier momento desde <link>Consultar el estado de la solicitud</link>.",
  stepCard: "Cuando recibimos su depósito, abrimos su cuenta y le enviamos su tarjeta por correo.",
  closed: "Si no recibimos su depósito en un plazo de {{days}} días, cerramos su solicitud.",
  continue: "Continuar",
  fundToday: "Quiero pagar hoy",
  helpDeposit: "Su depósito de garantía determina su línea de crédito, y el depósito es reembolsable.",
  helpSooner: "Si paga antes, su tarjeta puede salir antes.",
};
