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
  "fields.firstName": KEPT_AFTER_EXPIRY.firstName,
  "fields.lastName": KEPT_AFTER_EXPIRY.lastName,
  "fields.emailAddress": KEPT_AFTER_EXPIRY.emailAddress,
  "fields.primaryPhone": KEPT_AFTER_EXPIRY.primaryPhone,
  "fields.otpMethod": KEPT_AFTER_EXPIRY.otpMethod,
  "fields.housingPayment": KEPT_AFTER_EXPIRY.housingPayment,
  "fields.annualIncome": KEPT_AFTER_EXPIRY.annualIncome,
  "fields.amount": KEPT_AFTER_EXPIRY.amount,
  "fields.mailToType": KEPT_AFTER_EXPIRY.mailToType,
  "fields.addressLine1": KEPT_AFTER_EXPIRY.addressLine1,
  "fields.addressLine2": KEPT_AFTER_EXPIRY.addressLine2,
  "fields.city": KEPT_AFTER_EXPIRY.city,
  "fields.state": KEPT_AFTER_EXPIRY.state,
  "fields.zipCode": KEPT_AFTER_EXPIRY.zipCode,
  "fields.cardHolderFirstName": KEPT_AFTER_EXPIRY.cardHolderFirstName,
  "fields.cardHolderLastName": KEPT_AFTER_EXPIRY.cardHolderLastName,
  "fields.paymentAmount": KEPT_AFTER_EXPIRY.paymentAmount,
  "fields.withdrawReason": KEPT_AFTER_EXPIRY.withdrawReason,
};
