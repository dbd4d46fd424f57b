import type { Catalogue } from "../catalogue";

export const creditLineCustom: Catalogue["creditLineCustom"] = {
  metaTitle: "Elija otro monto – Paso 4 de 9",
  title: "Elija otro monto",
  amountLabel: "Monto de la línea de crédito",
  amountHint: "Un monto de {{min}} a {{max}} para la {{card}}.",
  reduction:
    "Su oferta añade un crédito promocional de {{amount}} para el depósito de garantía: usted paga el depósito menos {{amount}}.",
  continue: "Continuar",
  helpRange: "Para la {{card}}, la línea de crédito puede ser de {{min}} a {{max}}.",
};
