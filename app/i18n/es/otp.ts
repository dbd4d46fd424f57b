import type { Catalogue } from "../catalogue";

export const otp: Catalogue["otp"] = {
  metaTitle: "Ingrese su código – Paso 2 de 9",
  metaTitleStatus: "Ingrese su código",
  title: "Ingrese su código de verificación",
  sentByText: "Enviamos un código de 6 dígitos por mensaje de texto al <strong>{{destination}}</strong>.",
  sentByEmail: "Enviamos un código de 6 dígitos por correo electrónico a <strong>{{destination}}</strong>.",
  expiredTitle: "El código venció.",
  expired: "Su código era válido por {{minutes}} minutos. Pida un código nuevo abajo.",
  expiresIn: "Su código vence en <time>{{countdown}}</time>.",
  validUntil: "Su código es válido por {{minutes}} minutos (vence a esta hora: <strong>{{time}}</strong>).",
  minutesLeft: "Quedan unos {{n}} minutos.",
  lessThanAMinute: "Queda menos de un minuto.",
  codeLabel: "Código de verificación",
  verify: "Verificar",
  checking: "Verificando…",
  resendPrompt: "¿No recibió el código o ya venció?",
  resend: "Enviar un código nuevo",
};
