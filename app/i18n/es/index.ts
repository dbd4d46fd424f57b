import type { Catalogue } from "../catalogue";
import { common } from "./common";
import { errors } from "./errors";
import { form } from "./form";
import { identity } from "./identity";
import { intro } from "./intro";
import { layout } from "./layout";
import { offer } from "./offer";
import { validation } from "./validation";

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md). */
export const es: Catalogue = { common, errors, form, identity, intro, layout, offer, validation };
