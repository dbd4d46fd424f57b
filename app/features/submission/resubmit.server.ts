import type { AppLoadContext } from "@remix-run/node";
import type { SubmitLeadRequest } from "~/upstream/requests";
import { getPii } from "~/session/pii.server";

/**
 * The InvalidEmail resubmission (SPEC §4.1, docs/mock.md): the application submitted in this
 * session, sent again with its applicationId and the corrected email. It is sent as fund-later:
 * the card data is gone once the first submitLead returned, and the person funds from the
 * waiting-for-funds screen (docs/decisions/0052). Null when the session no longer holds every
 * answer the request needs (e.g. the visitor came through the status check only).
 */
export function resubmitRequest(context: AppLoadContext, emailAddress: string): SubmitLeadRequest | null {
  const { draft, leadId, submission } = context.session.data;
  const pii = getPii(context);
  if (submission?.state !== "done" || !submission.applicationId || !leadId || !pii) return null;
  const {
    instanceId,
    productId,
    firstName,
    lastName,
    primaryPhone,
    primaryPhoneType,
    otpMethod,
    housingPayment,
    annualIncome,
    homeAddress,
    mailToType,
  } = draft;
  const creditLimit = draft.creditLimit ?? draft.amount;
  if (
    instanceId === undefined ||
    productId === undefined ||
    !firstName ||
    !lastName ||
    !primaryPhone ||
    !otpMethod ||
    housingPayment === undefined ||
    annualIncome === undefined ||
    creditLimit === undefined ||
    !homeAddress ||
    !mailToType
  ) {
    return null;
  }
  const mailingAddress = mailToType === "pobox" && draft.mailingAddress ? draft.mailingAddress : homeAddress;
  return {
    instanceId,
    id: leadId,
    isEmailVerified: false,
    applicationId: submission.applicationId,
    incentiveId: draft.incentiveId ?? null,
    incentiveName: draft.incentiveName ?? null,
    downsellFrom: draft.downsellFrom ?? null,
    basicInfo: {
      productId,
      firstName,
      lastName,
      emailAddress,
      primaryPhone,
      primaryPhoneType: primaryPhoneType ?? "C",
      otpMethod,
      phoneConsent: draft.phoneConsent ?? false,
    },
    dti: {
      monthlyHousingPayment: housingPayment,
      income: annualIncome,
      minimumEligibility: draft.calculatedIncome == null || annualIncome >= draft.calculatedIncome,
      incomeConfirmation: true,
    },
    creditLine: { creditLimit },
    payment: { fundingType: "FDL", isFullyFunded: false, attemptNumber: 0 },
    terms: { esignConsent: true, termsConsent: true },
    mailToType,
    mailingAddress,
    homeAddress,
    billingAddress: null,
    pii: { ssn: pii.ssn, dateOfBirth: pii.dateOfBirth },
  };
}
