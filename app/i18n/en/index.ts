import { common } from "./common";
import { creditLine } from "./creditLine";
import { creditLineConfirm } from "./creditLineConfirm";
import { creditLineCustom } from "./creditLineCustom";
import { creditLineFundLater } from "./creditLineFundLater";
import { creditLineSwitch } from "./creditLineSwitch";
import { errors } from "./errors";
import { identity } from "./identity";
import { identityConfirm } from "./identityConfirm";
import { intro } from "./intro";
import { launchDownsell } from "./launchDownsell";
import { mailing } from "./mailing";
import { mailingEdit } from "./mailingEdit";
import { validation } from "./validation";

/** The English catalogue: one namespace per screen or shared part. Its shape is every language's. */
export const en = {
  common,
  creditLine,
  creditLineConfirm,
  creditLineCustom,
  creditLineFundLater,
  creditLineSwitch,
  errors,
  identity,
  identityConfirm,
  intro,
  launchDownsell,
  mailing,
  mailingEdit,
  validation,
};
