import type { Catalogue } from "../catalogue";

export const checkStatus: Catalogue["checkStatus"] = {
  title: "Consulte el estado de su solicitud",
  lead: "Ingrese el correo electrónico con el que hizo su solicitud y los últimos 4 dígitos de su SSN o ITIN. Le enviaremos un código para confirmar que es usted.",
  emailAddress: "Correo electrónico",
  last4: "Últimos 4 dígitos de su SSN o ITIN",
  last4Hint: "Por ejemplo, 1234",
  submit: "Consultar el estado de mi solicitud",
  submitting: "Consultando…",
  helpEmail: "Use el correo electrónico que nos dio cuando hizo su solicitud.",
  helpLast4:
    "Solo le pedimos los últimos 4 dígitos de su número de Seguro Social o ITIN. Escríbalos: en este campo no se puede pegar.",
};
