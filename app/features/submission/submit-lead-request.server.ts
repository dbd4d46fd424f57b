// SPEC §7 submitLead's payload, built in one place (and the InvalidEmail resubmission, SPEC §4.1, ADR 0051).
import type { AppLoadContext } from "@remix-run/node";
import type { SubmitLeadRequest } from "~/upstream/requests";
import type { CardData } from "~/session/card-vault.server";
import type { SessionData, StoredAddress } from "~/session/data";
import { getPii, type Pii } from "~/session/pii.server";
import { depositFiguresOf, isFundingRetry } from "./submission.server";

export type MissingAnswer =
  "basicInfo" | "income" | "creditLine" | "identity" | "mailingAddress" | "fundingSource" | "fundingPayment";

type Built = { ok: true; request: SubmitLeadRequest } | { ok: false; missing: MissingAnswer };
type Answers = Omit<SubmitLeadRequest, "isEmailVerified" | "applicationId" | "payment" | "billingAddress">;

function address(a: StoredAddress) {
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2 ?? "",
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
  };
}

function answersOf(
  data: SessionData,
  pii: Pii,
  emailAddress: string,
): { ok: true; answers: Answers } | { ok: false; missing: MissingAnswer } {
  const d = data.draft;
  const leadId = data.leadId;
  if (
    !leadId ||
    d.instanceId === undefined ||
    d.productId === undefined ||
    !d.firstName ||
    !d.lastName ||
    !d.primaryPhone ||
    !d.otpMethod
  ) {
    return { ok: false, missing: "basicInfo" };
  }
  if (d.housingPayment === undefined || d.annualIncome === undefined) return { ok: false, missing: "income" };
  const figures = depositFiguresOf(d);
  if (figures === null) return { ok: false, missing: "creditLine" };
  if (!d.homeAddress) return { ok: false, missing: "identity" };
  const mailToType = d.mailToType;
  const mailing = mailToType === "pobox" ? d.mailingAddress : d.homeAddress;
  if (!mailToType || !mailing) return { ok: false, missing: "mailingAddress" };
  return {
    ok: true,
    answers: {
      instanceId: d.instanceId,
      id: leadId,
      flags: {},
      incentiveId: d.incentiveId ?? null,
      incentiveName: d.incentiveName ?? null,
      downsellFrom: d.downsellFrom ?? null,
      basicInfo: {
        productId: d.productId,
        firstName: d.firstName,
        lastName: d.lastName,
        emailAddress,
        primaryPhone: d.primaryPhone,
        primaryPhoneType: d.primaryPhoneType ?? "C",
        otpMethod: d.otpMethod,
        phoneConsent: d.phoneConsent ?? false,
      },
      dti: {
        monthlyHousingPayment: d.housingPayment,
        income: d.annualIncome,
        minimumEligibility:
          d.calculatedIncome === null || d.calculatedIncome === undefined || d.annualIncome >= d.calculatedIncome,
        incomeConfirmation: true,
      },
      creditLine: { creditLimit: figures.creditLine },
      terms: { esignConsent: true, termsConsent: true },
      mailToType,
      mailingAddress: address(mailing),
      homeAddress: address(d.homeAddress),
      pii: { ssn: pii.ssn, dateOfBirth: pii.dateOfBirth },
    },
  };
}

export function buildSubmitLeadRequest(input: { data: SessionData; pii: Pii; card: CardData | null }): Built {
  const { data, pii, card } = input;
  const d = data.draft;
  if (!d.emailAddress) return { ok: false, missing: "basicInfo" };
  const built = answersOf(data, pii, d.emailAddress);
  if (!built.ok) return built;
  if (!d.fundingType) return { ok: false, missing: "fundingSource" };
  const debit = d.fundingType === "DBT";
  if (debit && (!card || !d.billingAddress || !d.cardHolderFirstName || !d.cardHolderLastName)) {
    return { ok: false, missing: "fundingPayment" };
  }
  const isFullyFunded = debit ? d.fundToday !== false : false;
  // Fully funded pays the remainder (SPEC §4.3): the deposit less the bank's promotional credit.
  const toPay = depositFiguresOf(d)?.toPay ?? null;
  const amount = debit ? (isFullyFunded ? toPay : (d.paymentAmount ?? null)) : null;
  if (debit && !amount) return { ok: false, missing: "fundingPayment" };
  const retry = isFundingRetry(data);
  return {
    ok: true,
    request: {
      ...built.answers,
      isEmailVerified: d.otpMethod === "Email",
      applicationId: retry ? (data.submission?.applicationId ?? null) : null,
      payment: {
        fundingType: d.fundingType,
        isFullyFunded,
        attemptNumber: retry ? 1 : 0,
        amount,
        cardHolderFirstName: debit ? d.cardHolderFirstName : null,
        cardHolderLastName: debit ? d.cardHolderLastName : null,
        cardNumber: debit ? card?.cardNumber : null,
        expirationDateMMYY: debit ? card?.expirationDateMMYY : null,
        cvv: debit ? card?.cvv : null,
      },
      billingAddress: debit && d.billingAddress ? address(d.billingAddress) : null,
    },
  };
}

/** Sent as fund-later: the card data is gone after the first submitLead (ADR 0051). */
export function resubmitRequest(context: AppLoadContext, emailAddress: string): SubmitLeadRequest | null {
  const { data } = context.session;
  const pii = getPii(context);
  const applicationId = data.submission?.state === "done" ? data.submission.applicationId : undefined;
  if (!applicationId || !pii) return null;
  const built = answersOf(data, pii, emailAddress);
  if (!built.ok) return null;
  return {
    ...built.answers,
    isEmailVerified: false,
    applicationId,
    payment: { fundingType: "FDL", isFullyFunded: false, attemptNumber: 0 },
    billingAddress: null,
  };
}
