import { EXPIRED_POST_TEXT as TEXT, KEPT_AFTER_EXPIRY } from "~/domain/expired-post";

/**
 * The session-expired page (SPEC §8; its title and button: errorPage) and what it says about a form
 * sent late (docs/decisions/0120), English: the texts stay in app/domain/expired-post.ts.
 */
export const sessionExpired = {
  metaTitle: "Session expired",
  notSent: TEXT.notSent,
  keptIntro: TEXT.keptIntro,
  nothingKept: TEXT.nothingKept,
  lost: TEXT.lost,
  startApplication: TEXT.startApplication,
  checkStatus: TEXT.checkStatus,
  /** 'First name, Last name and Email address': the last two of the list. */
  listLastTwo: "{{first}} and {{last}}",
  /** The kept answers' names, one per field (the page builds the key from the field's name). */
  fields: { ...KEPT_AFTER_EXPIRY },
};
