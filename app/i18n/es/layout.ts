import type { Catalogue } from "../catalogue";

export const layout: Catalogue["layout"] = {
  back: "Atrás",
  step: "Paso {{step}} de {{total}}",
  help: "Ayuda",
  helpTitle: "¿Necesita ayuda?",
  helpSaved:
    "Guardamos sus respuestas cada vez que pasa al siguiente paso. Si deja esta página sin actividad durante {{limit}}, cerramos su sesión para proteger su información y tendrá que empezar de nuevo.",
  helpQuestions:
    "¿Tiene preguntas sobre su solicitud? Llame a Servicio al Cliente al {{phone}}. Nunca le pedimos su número de Seguro Social completo por correo electrónico ni por mensaje de texto.",
  helpBack: "Volver a la solicitud",
  helpTray: "Ayuda con este paso",
  idleNotice:
    "Por su seguridad, esta página expirará si no continúa antes de la hora límite: {{time}} ({{limit}} sin actividad).",
  idleTitle: "¡Su sesión está a punto de expirar!",
  idleText: "Por su seguridad, su sesión terminará en <countdown/>.",
  idleStay: "Seguir conectado",
  idleAboutMinutes: "unos {{minutes}} minutos",
  idleUnderMinute: "menos de un minuto",
  idleUnder30Seconds: "menos de 30 segundos",
  idleFewSeconds: "unos segundos",
  warningTitlePrefix: "Advertencia: ",
  fdicLabel: "Miembro de la FDIC",
  fdicMember: "Miembro",
  partnerLabel: "En colaboración con {{name}}",
  partnerWith: "con {{name}}",
};
