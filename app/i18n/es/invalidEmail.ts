import type { Catalogue } from "../catalogue";

export const invalidEmail: Catalogue["invalidEmail"] = {
  title: "Revise su correo electrónico",
  lead: "No pudimos verificar el correo electrónico de su solicitud. Ingrese un correo electrónico válido para que podamos mantenerle informado.",
  couldNotVerify: "No pudimos verificar el correo electrónico de su solicitud.",
  callToUpdate:
    "Llame a Servicio al Cliente al {{phone}} para actualizarlo y así poder mantenerle informado sobre su solicitud.",
  okGotIt: "Entendido",
  continue: "Continuar",
  sending: "Enviando…",
};
