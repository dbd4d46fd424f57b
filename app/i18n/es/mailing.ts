import type { Catalogue } from "../catalogue";

export const mailing: Catalogue["mailing"] = {
  metaTitle: "Dirección postal – Paso 7 de 9",
  title: "Dirección postal",
  homeTitle: "La dirección de su casa",
  editHome: "Editar<hidden> la dirección de su casa</hidden>",
  question: "¿A dónde le enviamos su tarjeta?",
  sameAsHome: "A la dirección de mi casa (la que aparece arriba)",
  poBox: "A un apartado postal (PO Box) o una dirección de ruta rural (RR)",
  poBoxOnlyIf: "Solo si eligió un apartado postal (PO Box) o una dirección de ruta rural (RR).",
  poBoxLegend: "Apartado postal (PO Box) o dirección de ruta rural (RR)",
  poBoxHint: "Debe empezar con PO Box o RR, por ejemplo PO Box 123 o RR 2 Box 15.",
  next: "Siguiente",
  help: "Le enviamos su tarjeta a la dirección de su casa, a menos que nos dé un apartado postal (PO Box) o una dirección de ruta rural (RR). Para cambiar la dirección de su casa, elija Editar.",
};
