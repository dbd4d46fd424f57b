import * as namespaces from "./namespaces";

export const en = { ...namespaces };
