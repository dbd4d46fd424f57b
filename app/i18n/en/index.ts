import * as namespaces from "./namespaces";

/** The English catalogue: one namespace per screen or shared part (./namespaces). Its shape is every language's. */
export const en = { ...namespaces };
