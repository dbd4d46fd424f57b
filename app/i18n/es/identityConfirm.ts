import type { Catalogue } from "../catalogue";

export const identityConfirm: Catalogue["identityConfirm"] = {
  metaTitle: "Confirme sus datos – Paso 6 de 9",
  title: "Confirme sus datos",
  lead: "Revise que estos datos sean correctos. Deben coincidir con sus registros para verificar su identidad.",
  name: "Nombre",
  dateOfBirth: "Fecha de nacimiento",
  ssn: "SSN o ITIN",
  homeAddress: "Dirección de su casa",
  cardName: "En su tarjeta: {{name}}",
  ssnEnding: "que termina en {{digits}}",
  editName: "Editar<hidden> el nombre</hidden>",
  editDateOfBirth: "Editar<hidden> la fecha de nacimiento</hidden>",
  editSsn: "Editar<hidden> el SSN o ITIN</hidden>",
  editHomeAddress: "Editar<hidden> la dirección de su casa</hidden>",
  confirm: "Confirmar",
  offerAccepted:
    "Oferta aceptada: su {{card}} tiene una línea de crédito de {{creditLine}}, garantizada con un depósito de garantía reembolsable de {{deposit}}. Confirme sus datos para continuar.",
};
