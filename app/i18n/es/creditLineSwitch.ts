import type { Catalogue } from "../catalogue";

export const creditLineSwitch: Catalogue["creditLineSwitch"] = {
  metaTitle: "Cambiar de tarjeta – Paso 4 de 9",
  title: "Cambiar de tarjeta",
  lead: "¿Prefiere otra tarjeta? Compárela con la suya y cámbiela. Conservamos las respuestas que ya nos dio.",
  keep: "Conservar mi tarjeta",
};
