import type { Catalogue } from "../catalogue";
import { accessibility } from "./accessibility";
import { common } from "./common";
import { errorPage } from "./errorPage";
import { errors } from "./errors";
import { identity } from "./identity";
import { intro } from "./intro";
import { maintenance } from "./maintenance";
import { sessionExpired } from "./sessionExpired";
import { signOut } from "./signOut";
import { status } from "./status";
import { testimonials } from "./testimonials";
import { validation } from "./validation";

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md). */
export const es: Catalogue = {
  accessibility,
  common,
  errorPage,
  errors,
  identity,
  intro,
  maintenance,
  sessionExpired,
  signOut,
  status,
  testimonials,
  validation,
};
