import { z } from "zod";
import { padSsn } from "~/domain/ssn";
import { orNull } from "./schema-fields";

// SPEC §3, §7. Checked before they leave, so a slip fails with the field path only, never the value.

// SPEC §3 Address (the form enforces 26 for the home address's line 1).
const addressLine1 = z.string().min(1).max(50);
const addressLine2 = z
  .string()
  .max(10)
  .nullish()
  .transform((v) => v ?? "");
const city = z.string().min(1).max(18);
const state = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((v) => v.toUpperCase());
const zip = z.string().regex(/^\d{5}(-?\d{4})?$/);

export const upstreamAddressSchema = z.object({ addressLine1, addressLine2, city, state, zipCode: zip });
export type UpstreamAddress = z.input<typeof upstreamAddressSchema>;

export const US_DATE = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/(19|20)\d{2}$/;

export function usDate(year: number, month: number, day: number): string {
  return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

export const FUNDING_TYPES = ["DBT", "FDL"] as const;
// DBT: debit card now; FDL: fund later.
export type FundingType = (typeof FUNDING_TYPES)[number];

// SPEC §7: 'other debit result fields null'.
export const DEBIT_RESULT_FIELDS = [
  "numberOfAttempts",
  "errorMessage",
  "goodFundsDate",
  "exceededDailyTransaction",
  "daysLeftToFund",
  "balance",
  "approvedAmount",
  "isResponseTimeout",
  "responseCode",
] as const;

const cardDigits = z.string().regex(/^\d{13,19}$/);
const expirationMMYY = z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/);
const cvv = z.string().regex(/^\d{3,4}$/);

export const submitLeadPaymentSchema = z
  .object({
    fundingType: z.enum(FUNDING_TYPES),
    isFullyFunded: z.boolean(),
    attemptNumber: z.number().int().min(0),
    amount: orNull(z.number().positive()),
    cardHolderFirstName: orNull(z.string()),
    cardHolderLastName: orNull(z.string()),
    cardNumber: orNull(cardDigits),
    expirationDateMMYY: orNull(expirationMMYY),
    cvv: orNull(cvv),
  })
  .superRefine((p, ctx) => {
    if (p.fundingType !== "DBT") return;
    for (const key of ["cardNumber", "expirationDateMMYY", "cvv", "amount"] as const) {
      if (p[key] === null) ctx.addIssue({ code: "custom", path: [key], message: "required with DBT funding" });
    }
  });

export const submitLeadRequestSchema = z.object({
  instanceId: z.number().int().min(0).max(2e9),
  id: z.string().min(1),
  isEmailVerified: z.boolean(),
  // Set when an application exists (a retry after a funding failure, or an email correction).
  applicationId: orNull(z.string()),
  flags: z
    .record(z.string(), z.boolean())
    .nullish()
    .transform((v) => v ?? {}),
  incentiveId: orNull(z.number()),
  incentiveName: orNull(z.string()),
  /** 'plus' after an accepted Launch downsell (SPEC §4.4). */
  downsellFrom: orNull(z.string()),
  basicInfo: z.object({
    productId: z.number().int(),
    firstName: z.string().min(1).max(20),
    lastName: z.string().min(1).max(20),
    emailAddress: z.string().min(3).max(254),
    primaryPhone: z.string().regex(/^\d{10}$/),
    primaryPhoneType: z.string().min(1),
    otpMethod: z.enum(["Mobile", "Email"]),
    phoneConsent: z.boolean(),
  }),
  dti: z.object({
    monthlyHousingPayment: z.number().min(0),
    income: z.number().min(0),
    minimumEligibility: z.boolean(),
    incomeConfirmation: z.boolean(),
  }),
  creditLine: z.object({ creditLimit: z.number().positive() }),
  payment: submitLeadPaymentSchema,
  terms: z.object({ esignConsent: z.literal(true), termsConsent: z.literal(true) }),
  mailToType: z.enum(["home", "pobox"]),
  mailingAddress: upstreamAddressSchema,
  homeAddress: upstreamAddressSchema,
  billingAddress: orNull(upstreamAddressSchema),
  pii: z.object({
    // SPEC §5 'padded to 9': 1–9 digits leave as exactly nine (leading zeros put back).
    ssn: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(padSsn),
    dateOfBirth: z.string().regex(US_DATE, "MM/DD/YYYY"),
  }),
});
export type SubmitLeadRequest = z.input<typeof submitLeadRequestSchema>;

// SPEC §4.1 InvalidEmail (ADR 0051): whether the bank takes a submitLead this short is to confirm with it.
export const emailCorrectionRequestSchema = z.object({
  id: z.string().min(1),
  applicationId: z.string().min(1),
  isEmailVerified: z.literal(false),
  basicInfo: z.object({ emailAddress: z.string().min(3).max(254) }),
  payment: z.object({
    fundingType: z.literal("FDL"),
    isFullyFunded: z.literal(false),
    attemptNumber: z.literal(0),
  }),
});
export type EmailCorrectionRequest = z.input<typeof emailCorrectionRequestSchema>;

export const billingAddressSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  line1: addressLine1,
  line2: addressLine2,
  city,
  state,
  zip,
});

export const makePaymentRequestSchema = z.object({
  cardNumber: cardDigits,
  expirationDateMMYY: expirationMMYY,
  cvv,
  amount: z.number().positive(),
  email: z.string().min(3).max(254),
  billingAddress: billingAddressSchema,
  attemptNumber: z.number().int().min(0).default(0),
  isFullyFunded: z.boolean(),
});
export type MakePaymentRequest = z.input<typeof makePaymentRequestSchema>;

export interface SetAffiliateInfoRequest {
  Nid?: string | null;
  Sid?: string | null;
  Aid?: string | null;
  Bid?: string | null;
  Cid?: string | null;
  Pid?: string | null;
}

export interface UploadDocumentFile {
  category: string;
  name: string;
  fileName: string;
  contentType: string;
  // Never a temporary file (ADR 0053).
  content: Blob;
}

export interface UploadDocumentsRequest {
  applicationId: string;
  leadId: string;
  files: UploadDocumentFile[];
}

export interface WithdrawApplicationRequest {
  applicationId: string;
  withdrawReason: string;
}

export interface CreateLeadRequest {
  firstName: string;
  lastName: string;
  emailAddress: string;
  primaryPhone: string;
  primaryPhoneType: string;
  otpMethod: "Mobile" | "Email";
  phoneConsent: boolean;
  instanceId: number;
  productId: number;
  incentiveName: string | null;
  incentiveId: number | null;
}

export interface ConfigurationQuery {
  utmSourceName?: string;
  utmMediumName?: string;
  utmCampaignName?: string;
  cid?: string;
  nid?: string;
  downsell?: boolean;
}
