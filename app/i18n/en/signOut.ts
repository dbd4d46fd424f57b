import { SIGN_OUT } from "~/domain/sign-out";

/** The sign-out page (OURS, docs/decisions/0001), English: the texts stay in app/domain/sign-out.ts. The button: common.signOut. */
export const signOut = {
  confirmTitle: SIGN_OUT.confirmTitle,
  confirmMessage: SIGN_OUT.confirmMessage,
  stay: SIGN_OUT.stay,
  doneTitle: SIGN_OUT.doneTitle,
  doneMessage: SIGN_OUT.doneMessage,
  doneHelp: SIGN_OUT.doneHelp,
  checkStatus: SIGN_OUT.checkStatus,
};
