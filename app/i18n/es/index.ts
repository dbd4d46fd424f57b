import type { Catalogue } from "../catalogue";
import { common } from "./common";
import { errors } from "./errors";
import { identity } from "./identity";
import { intro } from "./intro";
import { validation } from "./validation";

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md). */
export const es: Catalogue = { common, errors, identity, intro, validation };
