import type { Catalogue } from "../catalogue";
import { errorPage } from "./errorPage";

export const funding: Catalogue["funding"] = {
  title: "Pague su depósito de garantía",
  titleStep: "{{title}} – Paso 8 de 9",
  declinedTitle: errorPage["payment-declined.title"],
  declinedMessage: errorPage["payment-declined.message"],
  declinedHelp: errorPage["payment-declined.help"],
  next: "Siguiente",
};
