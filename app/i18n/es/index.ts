import type { Catalogue } from "../catalogue";
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

/** The US Spanish catalogue (glossary: docs/spanish-glossary.md). */
export const es: Catalogue = {
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
