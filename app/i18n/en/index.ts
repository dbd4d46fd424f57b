import { common } from "./common";
import { errors } from "./errors";
import { funding } from "./funding";
import { fundingPayment } from "./fundingPayment";
import { fundingSource } from "./fundingSource";
import { identity } from "./identity";
import { intro } from "./intro";
import { submitApplication } from "./submitApplication";
import { terms } from "./terms";
import { validation } from "./validation";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = {
  common,
  errors,
  funding,
  fundingPayment,
  fundingSource,
  identity,
  intro,
  submitApplication,
  terms,
  validation,
};
