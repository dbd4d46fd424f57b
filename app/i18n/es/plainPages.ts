import type { Catalogue } from "../catalogue";

export const plainPages: Catalogue["plainPages"] = {
  unavailableTitle: "En este momento no podemos acceder a su solicitud",
  unavailableMessage: "Sus respuestas están guardadas. Vuelva a intentarlo en unos minutos.",
  unavailableRetry: "Intentar de nuevo",
  tooLargeTitle: "Lo sentimos, no pudimos hacerlo",
  tooLargeMessage:
    "Lo que envió supera lo que este formulario puede recibir. Sus respuestas guardadas se conservan: vuelva al formulario e inténtelo de nuevo.",
  tooLargeBack: "Volver al formulario",
  tooManyTitle: "Demasiados intentos",
  tooManyMessage: "Espere un minuto y vuelva a intentarlo. Las respuestas que guardó se conservan.",
  tooManyBack: "Volver a la página",
  tooManyVisitsTitle: "Demasiadas visitas nuevas",
  tooManyVisitsMessage:
    "Comenzaron demasiadas visitas desde su red en el último minuto. Espere un minuto y vuelva a intentarlo.",
  tooManyVisitsBack: "Intentar de nuevo",
  unreadableTitle: "Lo sentimos, no pudimos leer esa solicitud",
  unreadableMessage:
    "Su navegador envió una solicitud que no pudimos leer. Vaya a la página de inicio e inténtelo de nuevo.",
  unreadableTooLargeMessage:
    "Su navegador envió más de lo que podemos leer, casi siempre demasiadas cookies de este sitio. Borre las cookies de este sitio y luego vaya a la página de inicio e inténtelo de nuevo.",
  unreadableBack: "Ir a la página de inicio",
  cookiesBlockedTitle: "Active las cookies para solicitar",
  cookiesBlockedMessage:
    "Su navegador no acepta cookies de este sitio, y necesitamos una para guardar su solicitud. Permita las cookies de este sitio e inténtelo de nuevo.",
  cookiesBlockedDetail:
    "Guardamos su solicitud en nuestro servidor mientras la completa, y una sola cookie nos indica cuál es la suya. No usamos cookies de rastreo ni de publicidad.",
  cookiesBlockedRetry: "Intentar de nuevo",
};
