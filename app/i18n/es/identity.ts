import type { Catalogue } from "../catalogue";

export const identity: Catalogue["identity"] = {
  metaTitle: "Verifique su identidad – Paso 5 de 9",
  title: "Verifique su identidad",
  lead: "La ley federal nos exige verificar la identidad de todas las personas que abren una cuenta.",
  dateOfBirth: "Fecha de nacimiento",
  dateOfBirthHint: "Debe tener al menos 18 años para solicitar.",
  ssn: "Número de Seguro Social (SSN) o ITIN",
  ssnConfirm: "Confirme el SSN o ITIN",
  homeAddress: "Dirección de su casa",
  addressHintSuggest:
    "Empiece a escribir y elija su dirección de la lista, o escríbala completa. No se aceptan apartados postales (PO Box); {{max}} caracteres como máximo.",
  addressHint: "No se aceptan apartados postales (PO Box); {{max}} caracteres como máximo.",
  helpSsn:
    "Le pedimos su número de Seguro Social (SSN) o su Número de Identificación Personal del Contribuyente (ITIN) y su fecha de nacimiento para confirmar quién es usted. Los guardamos cifrados y solo mostramos los últimos 4 dígitos.",
  helpAddress:
    "La dirección de su casa debe ser una dirección física donde usted vive. En las siguientes pantallas puede pedir que le enviemos la tarjeta a un apartado postal (PO Box).",
  ssnCleared: "Por su seguridad, borramos su SSN o ITIN. Vuelva a ingresarlo en ambos campos.",
  ssnClearedOnFile:
    "Por su seguridad, borramos el SSN o ITIN que ingresó. Para cambiarlo, vuelva a ingresarlo en ambos campos.",
  copyPasteOff: "Por su seguridad, no se puede copiar ni pegar en este campo.",
  ssnOnFile: "Tenemos el SSN o ITIN que termina en {{last4}}. Deje ambos campos vacíos para conservarlo.",
  ssnHint: "9 dígitos, con el formato ###-##-####.",
  ssnConfirmHint: "Ingrese los mismos 9 dígitos otra vez.",
};
