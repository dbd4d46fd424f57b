import type { Catalogue } from "../catalogue";

export const funding: Catalogue["funding"] = {
  title: "Pague su depósito de garantía",
  titleStep: "{{title}} – Paso 8 de 9",
  declinedTitle: "Revisemos sus datos de pago",
  declinedMessage:
    "Ocurrió un error. No pudimos procesar el pago con su tarjeta. Su banco no verificó la información que nos dio. Revise que los datos de facturación y de la tarjeta sean correctos.",
  declinedHelp: "*Le queda 1 intento",
  next: "Siguiente",
};
