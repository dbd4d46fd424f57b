import type { Catalogue } from "../catalogue";

export const errors: Catalogue["errors"] = {
  titlePrefix: "Error: ",
  pageNotFound: "Página no encontrada",
  couldNotDoThat: "Lo sentimos, no pudimos hacerlo",
  somethingWentWrong: "Algo salió mal.",
  backToForm: "Volver al formulario",
  backToStart: "Volver al inicio",
  connectionLostTitle: "No pudimos comunicarnos con nuestros servidores",
  connectionLostMessage:
    "Es posible que se haya perdido su conexión. Compruebe su conexión y vuelva a intentarlo: la página mostrará en qué punto está su solicitud.",
  tryAgain: "Intentar de nuevo",
  connectionLostKept: "Sus respuestas siguen en el formulario de abajo. Compruebe su conexión y vuelva a enviarlo.",
  connectionLostCard:
    "Compruebe su conexión, vuelva a ingresar su tarjeta y envíela: si el pago se realizó, verá su resultado, y nunca se cobra dos veces.",
  skipLink: "Ir al contenido principal",
  noFormTitle: "Lo sentimos, no pudimos hacerlo",
  noFormMessage: "Esta página no tiene un formulario para enviar. Vuelva a la página y use sus botones y enlaces.",
  noFormButton: "Volver a la página",
  refusedUnreadable: "No pudimos leer el formulario. Vuelva atrás, vuelva a cargar la página e inténtelo de nuevo.",
  refusedUnexpected:
    "El formulario tenía campos que esta página no tiene. Vuelva atrás, vuelva a cargar la página e inténtelo de nuevo.",
  refusedExpired: "Este formulario venció. Vuelva atrás, vuelva a cargar la página e inténtelo de nuevo.",
  refusedRefused: "No pudimos aceptar el formulario.",
  refusedTooLarge:
    "Lo que envió supera lo que este formulario puede recibir. Sus respuestas guardadas se conservan: vuelva al formulario e inténtelo de nuevo.",
  refusedTooManyGuesses: "Demasiados intentos. Espere un rato e inténtelo de nuevo.",
  refusedNoFormHere: "No hay ningún formulario en esta dirección.",
};
