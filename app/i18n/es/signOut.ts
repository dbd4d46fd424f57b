import type { Catalogue } from "../catalogue";

export const signOut: Catalogue["signOut"] = {
  confirmTitle: "¿Cerrar sesión?",
  confirmMessage: "Al cerrar sesión, su sesión termina en este dispositivo. Su solicitud sigue con nosotros.",
  stay: "Seguir con la sesión abierta",
  doneTitle: "Cerró sesión",
  doneMessage: "Su sesión terminó. Nadie podrá ver desde este navegador nada de lo que ingresó.",
  doneHelp:
    "Para volver a ver su solicitud, consulte su estado con su dirección de correo electrónico y un código nuevo.",
  checkStatus: "Consultar el estado de la solicitud",
};
