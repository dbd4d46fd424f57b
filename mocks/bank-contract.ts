// What the bank accepts (SPEC §7), strictly: a field it does not know is refused. Written from SPEC,
// never from app/, so a field the app gets wrong is a 400 (test/bank-contract.test.ts shows it).
import { z } from "zod";
import { BANK_INSTANCE_ID_LIMIT, BANK_WITHDRAW_REASONS } from "./bank-numbers";
import {
  address,
  addressText,
  cardNumber,
  cvv,
  eachOf,
  email,
  expirationMMYY,
  id,
  money,
  name,
  otpCode,
  otpMethod,
  phone,
  phoneType,
  productId,
  state,
  zip,
} from "./bank-field-rules";

export const configurationQuery = z
  .object({
    ...eachOf(["utmSourceName", "utmMediumName", "utmCampaignName", "cid", "nid"], z.string().optional()),
    downsell: z.enum(["true", "false"]).optional(),
  })
  .strict();

export const setAffiliateInfoBody = z
  .object(eachOf(["Nid", "Sid", "Aid", "Bid", "Cid", "Pid"], z.string().nullish()))
  .strict();

/** The applicant's own answers, sent by createLead and again in submitLead's basicInfo. */
const applicant = {
  firstName: name,
  lastName: name,
  emailAddress: email,
  primaryPhone: phone,
  primaryPhoneType: phoneType,
  otpMethod,
  phoneConsent: z.boolean(),
};
const instanceId = z.number().int().min(0).lt(BANK_INSTANCE_ID_LIMIT);

const combinedNames = (n: { firstName: string; lastName: string }) => n.firstName.length + n.lastName.length < 27;

export const createLeadBody = z
  .object({
    ...applicant,
    instanceId,
    productId,
    incentiveName: z.string().nullable(),
    incentiveId: z.number().int().nullable(),
  })
  .strict()
  .refine(combinedNames, { message: "names combined", path: ["lastName"] });

export const resendLeadOtpBody = z
  .object({ leadId: id, firstName: name, emailAddress: email, primaryPhone: phone })
  .strict();
export const verifyLeadOtpBody = z.object({ leadId: id, otpCode }).strict();
export const updateProductBody = z.object({ productId }).strict();
/** SPEC §5: the housing payment is below 1,000,000. */
export const calculateIncomeBody = z.object({ monthlyHousingPayment: z.number().min(0).lt(1_000_000) }).strict();

/** The debit result fields the bank fills in: sent as null (SPEC §7). */
const debitResult = eachOf(
  [
    "numberOfAttempts",
    "errorMessage",
    "goodFundsDate",
    "exceededDailyTransaction",
    "daysLeftToFund",
    "balance",
    "approvedAmount",
    "isResponseTimeout",
    "responseCode",
  ],
  z.null().optional(),
);

const submitPayment = z
  .object({
    fundingType: z.enum(["DBT", "FDL"]),
    isFullyFunded: z.boolean(),
    attemptNumber: z.number().int().min(0),
    amount: money.nullable(),
    cardHolderFirstName: name.nullable(),
    cardHolderLastName: name.nullable(),
    cardNumber: cardNumber.nullable(),
    expirationDateMMYY: expirationMMYY.nullable(),
    cvv: cvv.nullable(),
    ...debitResult,
  })
  .strict()
  .superRefine((p, ctx) => {
    const card = ["amount", "cardHolderFirstName", "cardHolderLastName", "cardNumber", "expirationDateMMYY", "cvv"];
    for (const key of card as Array<keyof typeof p>) {
      const given = p[key] !== null && p[key] !== undefined;
      if (given !== (p.fundingType === "DBT"))
        ctx.addIssue({ code: "custom", path: [key], message: p.fundingType === "DBT" ? "required" : "only with DBT" });
    }
  });

/** SPEC §5: home line 1 max 26, a mailing (PO box) line 1 max 50. */
const homeAddress = address(26);
const mailingAddress = address(50);

export const submitLeadBody = z
  .object({
    instanceId,
    id,
    isEmailVerified: z.boolean(),
    applicationId: id.nullable(),
    flags: z.record(z.string(), z.boolean()),
    incentiveId: z.number().int().nullable(),
    incentiveName: z.string().nullable(),
    downsellFrom: z.enum(["plus"]).nullable(),
    basicInfo: z
      .object({ productId, ...applicant })
      .strict()
      .refine(combinedNames, { message: "names combined", path: ["lastName"] }),
    dti: z
      .object({
        monthlyHousingPayment: z.number().min(0).lt(1_000_000),
        income: z.number().positive().lt(1_000_000),
        minimumEligibility: z.boolean(),
        incomeConfirmation: z.boolean(),
      })
      .strict(),
    creditLine: z.object({ creditLimit: money }).strict(),
    payment: submitPayment,
    terms: z.object({ esignConsent: z.literal(true), termsConsent: z.literal(true) }).strict(),
    mailToType: z.enum(["home", "pobox"]),
    mailingAddress,
    homeAddress,
    billingAddress: mailingAddress.nullable(),
    pii: z
      .object({
        ssn: z.string().regex(/^\d{9}$/),
        dateOfBirth: z.string().regex(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/),
      })
      .strict(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.payment.fundingType === "DBT") !== (body.billingAddress !== null))
      ctx.addIssue({ code: "custom", path: ["billingAddress"], message: "with DBT only" });
  });
export type SubmitLeadBody = z.output<typeof submitLeadBody>;

/**
 * submitLead as an email correction of an application found by the status check: the app's own
 * reading (its docs/decisions/0051), which this bank takes: ids, the new email, fund later.
 */
export const emailCorrectionBody = z
  .object({
    id,
    applicationId: id,
    isEmailVerified: z.literal(false),
    basicInfo: z.object({ emailAddress: email }).strict(),
    payment: z
      .object({ fundingType: z.literal("FDL"), isFullyFunded: z.literal(false), attemptNumber: z.literal(0) })
      .strict(),
  })
  .strict();

export const makePaymentBody = z
  .object({
    cardNumber,
    expirationDateMMYY: expirationMMYY,
    cvv,
    amount: money,
    email,
    // SPEC §3 lists firstName, lastName, line1, city, state, zip; §5's billing line 2 (max 10) comes too.
    billingAddress: z
      .object({
        firstName: name,
        lastName: name,
        line1: addressText(50),
        line2: addressText(10, 0).optional(),
        city: addressText(18),
        state,
        zip,
      })
      .strict(),
    attemptNumber: z.number().int().min(0),
    isFullyFunded: z.boolean(),
  })
  .strict();
export type MakePaymentBody = z.output<typeof makePaymentBody>;

export const withdrawBody = z.object({ applicationId: id, withdrawReason: z.enum(BANK_WITHDRAW_REASONS) }).strict();
export const sendStatusOtpBody = z.object({ emailAddress: email, last4SSN: z.string().regex(/^\d{4}$/) }).strict();
export const resendStatusOtpBody = z.object({ emailAddress: email }).strict();
export const verifyStatusOtpBody = z.object({ emailAddress: email, otpCode }).strict();

/** Each JSON call's body schema, by the call's name (its path's last segment). */
export const REQUEST_BODIES = {
  setAffiliateInfo: setAffiliateInfoBody,
  createLead: createLeadBody,
  resendLeadOtp: resendLeadOtpBody,
  verifyLeadOtp: verifyLeadOtpBody,
  updateProduct: updateProductBody,
  calculateIncome: calculateIncomeBody,
  submitLead: z.union([submitLeadBody, emailCorrectionBody]),
  makePayment: makePaymentBody,
  withdrawApplication: withdrawBody,
  sendCheckAppStatusOtp: sendStatusOtpBody,
  resendCheckAppStatusOtp: resendStatusOtpBody,
  verifyCheckAppStatusOtp: verifyStatusOtpBody,
} as const;

/** Where a body breaks the contract: field paths and zod codes only, never a value (it may be PII). */
export function contractIssues(error: z.ZodError): Array<{ path: string; code: string; message: string }> {
  return error.issues.flatMap((issue) =>
    issue.code === "invalid_union"
      ? issue.unionErrors.flatMap((e) => contractIssues(e))
      : [{ path: issue.path.join("."), code: issue.code, message: issue.message }],
  );
}
