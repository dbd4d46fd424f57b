import type { Catalogue } from "../catalogue";
import * as namespaces from "./namespaces";

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md), with the English one's namespaces. */
export const es: Catalogue = { ...namespaces };
