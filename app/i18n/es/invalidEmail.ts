import type { Catalogue } from "../catalogue";

export const invalidEmail: Catalogue["invalidEmail"] = {
  title: "Revise su correo electrónico",
  lead: "No pudimos verificar el correo electrónico de su solicitud. Ingrese un correo electrónico válido para que podamos mantenerle informado.",
  callLead: "No pudimos verificar el correo electrónico de su solicitud.",
  call: "Llame a Servicio al Cliente al {{phone}} para actualizarlo, así podremos mantenerle informado sobre su solicitud.",
  ok: "Entendido",
  emailAddress: "Correo electrónico",
  submit: "Continuar",
  submitting: "Enviando…",
};
