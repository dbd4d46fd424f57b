import type { Catalogue } from "../catalogue";

export const maintenance: Catalogue["maintenance"] = {
  title: "¡Volvemos pronto!",
  message:
    "Disculpe las molestias. En este momento estamos haciendo tareas de mantenimiento y volveremos a estar en línea en breve. Su solicitud guardada está segura; inténtelo de nuevo en un rato.",
};
