import type { Catalogue } from "../catalogue";
import { accessibility } from "./accessibility";
import { checkStatus } from "./checkStatus";
import { common } from "./common";
import { documents } from "./documents";
import { errorPage } from "./errorPage";
import { errors } from "./errors";
import { form } from "./form";
import { identity } from "./identity";
import { intro } from "./intro";
import { invalidEmail } from "./invalidEmail";
import { layout } from "./layout";
import { maintenance } from "./maintenance";
import { offer } from "./offer";
import { sessionExpired } from "./sessionExpired";
import { signOut } from "./signOut";
import { status } from "./status";
import { statusList } from "./statusList";
import { testimonials } from "./testimonials";
import { validation } from "./validation";
import { withdrawal } from "./withdrawal";

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md). */
export const es: Catalogue = {
  accessibility,
  checkStatus,
  common,
  documents,
  errorPage,
  errors,
  form,
  identity,
  intro,
  invalidEmail,
  layout,
  maintenance,
  offer,
  sessionExpired,
  signOut,
  status,
  statusList,
  testimonials,
  validation,
  withdrawal,
};
