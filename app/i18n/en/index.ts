import { common } from "./common";
import { errors } from "./errors";
import { identity } from "./identity";
import { intro } from "./intro";
import { validation } from "./validation";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = { common, errors, identity, intro, validation };
