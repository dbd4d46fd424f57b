import type { Catalogue } from "../catalogue";

export const mailingEdit: Catalogue["mailingEdit"] = {
  metaTitle: "¿Editar la dirección de su casa? – Paso 7 de 9",
  title: "¿Editar la dirección de su casa?",
  keep: "Conservar esta dirección",
};
