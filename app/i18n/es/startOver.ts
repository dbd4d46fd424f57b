import type { Catalogue } from "../catalogue";

export const startOver: Catalogue["startOver"] = {
  title: "¿Desea empezar una solicitud nueva?",
  message:
    "Tiene una solicitud en curso. Si empieza una nueva, se borrarán las respuestas que dio y el código que verificó.",
  startOver: "Empezar una solicitud nueva",
  continue: "Continuar con mi solicitud",
  messageSubmitted:
    "Ya envió una solicitud. Si empieza una nueva aquí, esa solicitud no cambia: puede consultar su estado en cualquier momento.",
  continueSubmitted: "Ver mi solicitud",
};
