import { basicInfo } from "./basicInfo";
import { common } from "./common";
import { disclosures } from "./disclosures";
import { errors } from "./errors";
import { identity } from "./identity";
import { income } from "./income";
import { intro } from "./intro";
import { invalidEmail } from "./invalidEmail";
import { otp } from "./otp";
import { startOver } from "./startOver";
import { validation } from "./validation";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = {
  basicInfo,
  common,
  disclosures,
  errors,
  identity,
  income,
  intro,
  invalidEmail,
  otp,
  startOver,
  validation,
};
