import type { Catalogue } from "../catalogue";
import * as namespaces from "./namespaces";

// Glossary: docs/spanish-glossary.md.
export const es: Catalogue = { ...namespaces };
