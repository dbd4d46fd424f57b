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

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = {
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
