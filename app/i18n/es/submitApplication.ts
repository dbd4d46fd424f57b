import type { Catalogue } from "../catalogue";

export const submitApplication: Catalogue["submitApplication"] = {
  title: "Estamos enviando su solicitud",
  processing: "Estamos procesando su solicitud. Esto puede tardar un momento.",
  resultSoon: "Esta página mostrará el resultado en cuanto esté listo.",
  checkNowHint: "Seleccione “Verificar ahora” para ver si ya terminó.",
  checkNow: "Verificar ahora",
};
