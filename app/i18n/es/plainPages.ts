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
};
