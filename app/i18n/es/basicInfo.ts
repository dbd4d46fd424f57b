import type { Catalogue } from "../catalogue";
import { errorPage } from "./errorPage";

export const basicInfo: Catalogue["basicInfo"] = {
  metaTitle: "Información básica – Paso 1 de 9",
  title: "Tiene una preaprobación",
  noCreditCheck: "Sin verificación de crédito para solicitar la {{card}}.",
  noAnnualFee: "Sin cuota anual.",
  leadFailedGeneric: errorPage["generic.title"],
  leadFailedUnavailable: errorPage["api-unavailable.title"],
  answersSaved: "Sus respuestas están guardadas. Inténtelo de nuevo.",
  phone: "Número de teléfono celular",
  phoneHint: "Número celular de EE. UU., por ejemplo 555-123-4567",
  otpMethod: "¿Cómo debemos verificar su cuenta?",
  otpMethodHint: "Le enviaremos un código de 6 dígitos.",
  textCodeTo: "Enviar un código por mensaje de texto al {{phone}}",
  textCodeToMobile: "Enviar un código por mensaje de texto a mi celular",
  emailCodeTo: "Enviar un código por correo electrónico a {{email}}",
  emailCodeToAddress: "Enviar un código a mi correo electrónico",
  consent: "Acepto recibir mensajes de texto, incluidos mensajes de mercadeo, en el número de celular indicado arriba.",
  consentHint:
    "Es necesario para verificar por mensaje de texto. Pueden aplicarse tarifas de mensajes y datos. Responda STOP para cancelar.",
  sending: "Enviando su código…",
  next: "Siguiente",
  helpPurpose:
    "Usamos su nombre, su correo electrónico y su número de celular para iniciar su solicitud y enviarle un código de un solo uso.",
  helpNames:
    "Su nombre y su apellido juntos pueden tener {{max}} caracteres como máximo. Use solo letras, espacios, puntos y guiones.",
  helpCredit: "Solicitar no afecta su puntaje de crédito.",
};
