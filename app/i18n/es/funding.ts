import type { Catalogue } from "../catalogue";
import { errorPage } from "./errorPage";

export const funding: Catalogue["funding"] = {
  title: "Pague su depósito de garantía",
  titleStep: "{{title}} – Paso 8 de 9",
  // SPEC §8's declined card, as the error page says it (one English text, one Spanish text).
  declinedTitle: errorPage["payment-declined.title"],
  declinedMessage: errorPage["payment-declined.message"],
  declinedHelp: errorPage["payment-declined.help"],
  next: "Siguiente",
};
