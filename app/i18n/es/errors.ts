import type { Catalogue } from "../catalogue";

export const errors: Catalogue["errors"] = {
  titlePrefix: "Error: ",
  pageNotFound: "Página no encontrada",
  couldNotDoThat: "Lo sentimos, no pudimos hacerlo",
  somethingWentWrong: "Algo salió mal.",
  backToForm: "Volver al formulario",
  backToStart: "Volver al inicio",
  skipLink: "Ir al contenido principal",
  noFormTitle: "Lo sentimos, no pudimos hacerlo",
  noFormMessage: "Esta página no tiene un formulario para enviar. Vuelva a la página y use sus botones y enlaces.",
  noFormButton: "Volver a la página",
};
