import { SIGN_OUT } from "~/domain/sign-out";

// OURS (ADR 0001): the texts stay in app/domain/sign-out.ts.
export const signOut = {
  confirmTitle: SIGN_OUT.confirmTitle,
  confirmMessage: SIGN_OUT.confirmMessage,
  stay: SIGN_OUT.stay,
  doneTitle: SIGN_OUT.doneTitle,
  doneMessage: SIGN_OUT.doneMessage,
  doneHelp: SIGN_OUT.doneHelp,
  checkStatus: SIGN_OUT.checkStatus,
};
