import { common } from "./common";
import { errors } from "./errors";
import { form } from "./form";
import { identity } from "./identity";
import { intro } from "./intro";
import { layout } from "./layout";
import { offer } from "./offer";
import { validation } from "./validation";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = { common, errors, form, identity, intro, layout, offer, validation };
