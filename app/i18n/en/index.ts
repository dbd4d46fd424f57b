import { accessibility } from "./accessibility";
import { basicInfo } from "./basicInfo";
import { checkStatus } from "./checkStatus";
import { common } from "./common";
import { creditLine } from "./creditLine";
import { creditLineConfirm } from "./creditLineConfirm";
import { creditLineCustom } from "./creditLineCustom";
import { creditLineFundLater } from "./creditLineFundLater";
import { creditLineSwitch } from "./creditLineSwitch";
import { disclosures } from "./disclosures";
import { documents } from "./documents";
import { errorPage } from "./errorPage";
import { errors } from "./errors";
import { form } from "./form";
import { funding } from "./funding";
import { fundingPayment } from "./fundingPayment";
import { fundingSource } from "./fundingSource";
import { identity } from "./identity";
import { identityConfirm } from "./identityConfirm";
import { income } from "./income";
import { intro } from "./intro";
import { invalidEmail } from "./invalidEmail";
import { launchDownsell } from "./launchDownsell";
import { layout } from "./layout";
import { mailing } from "./mailing";
import { mailingEdit } from "./mailingEdit";
import { maintenance } from "./maintenance";
import { offer } from "./offer";
import { plainPages } from "./plainPages";
import { otp } from "./otp";
import { sessionExpired } from "./sessionExpired";
import { signOut } from "./signOut";
import { startOver } from "./startOver";
import { status } from "./status";
import { statusList } from "./statusList";
import { submitApplication } from "./submitApplication";
import { terms } from "./terms";
import { testimonials } from "./testimonials";
import { validation } from "./validation";
import { withdrawal } from "./withdrawal";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = {
  accessibility,
  basicInfo,
  checkStatus,
  common,
  creditLine,
  creditLineConfirm,
  creditLineCustom,
  creditLineFundLater,
  creditLineSwitch,
  disclosures,
  documents,
  errorPage,
  errors,
  form,
  funding,
  fundingPayment,
  fundingSource,
  identity,
  identityConfirm,
  income,
  intro,
  invalidEmail,
  launchDownsell,
  layout,
  mailing,
  mailingEdit,
  maintenance,
  offer,
  plainPages,
  otp,
  sessionExpired,
  signOut,
  startOver,
  status,
  statusList,
  submitApplication,
  terms,
  testimonials,
  validation,
  withdrawal,
};
