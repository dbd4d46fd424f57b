import { z } from "zod";
import { AFFILIATE_ANSWER_KEYS } from "~/domain/affiliates";
import { id, money, optionalId, optionalMoney, optionalText, sameFields, yesNo, listOf } from "./schema-fields";

/** Response shapes of the bank API (SPEC §3, §7). Unknown fields are dropped; nulls are tolerated. */

export * from "./configuration-schema";

export const bannerMessagesSchema = z.array(z.object({ message: z.string() }));

export const createLeadResponseSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  otpMethod: z.enum(["Mobile", "Email"]).nullish(),
});
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

export const verifyOtpResponseSchema = z.object({ isVerified: z.boolean() });

export const emptyResponseSchema = z.unknown();

/** startSession's answer. SPEC does not show it; we assume a bearer token (docs/decisions/0004). */
export const startSessionResponseSchema = z.object({ token: z.string().min(1) });

// The remaining SPEC §7 calls. Codes stay strings: SPEC §4.1 says any unknown code is shown as
// 'Unknown Status', so an unexpected code is data, not a malformed answer.

/** POST /api/application/setAffiliateInfo answer: placed back on the URL under these keys. */
export const affiliateInfoResponseSchema = sameFields(AFFILIATE_ANSWER_KEYS, optionalText);
export type AffiliateInfo = z.infer<typeof affiliateInfoResponseSchema>;

/** One suggestion of the US address autocomplete provider (SPEC §3). */
export const addressSuggestionSchema = z.object({
  street_line: z.string(),
  secondary: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** The provider answers `{ suggestions: [...] }`; a bare list is accepted too. */
export const addressLookupResponseSchema = z
  .union([z.object({ suggestions: z.array(addressSuggestionSchema).nullish() }), z.array(addressSuggestionSchema)])
  .transform((v) => (Array.isArray(v) ? v : (v.suggestions ?? [])));

export const calculateIncomeResponseSchema = z.object({ calculatedIncome: money });

export const fundingHistorySchema = listOf(z.object({ amountReceived: money }));

/** Document flags and credit limit of one application (SPEC §3 responseObjects). */
export const responseObjectsSchema = z.object({
  creditLimit: optionalMoney,
  doC_IncomeYN: yesNo,
  doC_NameYN: yesNo,
  doC_AddressYN: yesNo,
  doC_SsnYN: yesNo,
  doC_DobYN: yesNo,
  doC_BankOwnershipYN: yesNo,
  doC_ItinYN: yesNo,
});
export type ResponseObjects = z.infer<typeof responseObjectsSchema>;

/** The decisions: submitLead's `done`, and the funding figures (SPEC §3 'Top-level'). */
export const decisionsSchema = z.object({
  applicationID: optionalId,
  leadID: optionalId,
  responseCode: optionalText,
  creditLimit: optionalMoney,
  currentBalance: optionalMoney,
  incentiveValue: optionalMoney,
  daysLeftToFund: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  fundingHistory: fundingHistorySchema,
  responseObjects: responseObjectsSchema.nullish().transform((v) => v ?? null),
});
export type Decisions = z.infer<typeof decisionsSchema>;

export const submitLeadResponseSchema = z.object({
  applicationId: optionalId,
  responseCode: z.string().min(1),
  /** Missing decisions on WT_DOC are an API connectivity error (SPEC §4.1); the caller decides. */
  done: decisionsSchema.nullish().transform((v) => v ?? null),
});
export type SubmitLeadResponse = z.infer<typeof submitLeadResponseSchema>;

/** 422 from submitLead (SPEC §7 notes). */
export const validationErrorsSchema = z.object({
  errors: z.array(
    z.object({
      errorCode: z
        .string()
        .nullish()
        .transform((v) => v ?? ""),
      errorMessage: z
        .string()
        .nullish()
        .transform((v) => v ?? ""),
      memberNames: listOf(z.string()),
    }),
  ),
});

export const uploadDocumentsResponseSchema = z
  .union([
    z.boolean(),
    z.object({
      isSuccess: z.boolean().nullish(),
      success: z.boolean().nullish(),
      responseCode: optionalText,
    }),
  ])
  .transform((v) => {
    if (typeof v === "boolean") return { success: v, responseCode: null };
    return { success: v.isSuccess ?? v.success ?? true, responseCode: v.responseCode ?? null };
  });
export type UploadDocumentsResult = z.infer<typeof uploadDocumentsResponseSchema>;

export const paymentResponseSchema = z.object({
  applicationId: optionalId,
  numberOfAttempts: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  errorMessage: optionalText,
  goodFundsDate: optionalText,
  exceededDailyTransaction: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  daysLeftToFund: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  balance: optionalMoney,
  creditLimit: optionalMoney,
  approvedAmount: optionalMoney,
  leadId: optionalId,
  isResponseTimeout: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const makePaymentResponseSchema = z.object({
  responseCode: z.string().min(1),
  paymentResponse: paymentResponseSchema.nullish().transform((v) => v ?? null),
});
export type MakePaymentResponse = z.infer<typeof makePaymentResponseSchema>;

export const paymentStatusSchema = z.object({
  fundingHistory: fundingHistorySchema,
  incentiveValue: optionalMoney,
  currentBalance: optionalMoney,
  daysLeftToFund: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  creditLimit: optionalMoney,
  applicationID: optionalId,
  leadID: optionalId,
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** GET getApplicationPaymentStatus: the figures inside a `done` wrapper. */
export const paymentStatusResponseSchema = z.object({ done: paymentStatusSchema });

export const applicationStatusSchema = z.object({
  applicationID: id,
  responseCode: z.string().min(1),
  prn: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? null),
  productName: optionalText,
  firstName: optionalText,
  primaryPhone: optionalText,
  phoneConsent: z.boolean().nullish(),
  leadID: optionalId,
  submittedDateUtc: optionalText,
  incentive: z.unknown().optional(),
  incentiveId: z.number().nullish(),
  incentiveName: optionalText,
  responseObjects: responseObjectsSchema.nullish().transform((v) => v ?? null),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** GET getApplicationsStatus: `done.checkAppResponseList`. */
export const applicationsStatusResponseSchema = z.object({
  done: z.object({
    checkAppResponseList: listOf(applicationStatusSchema),
  }),
});

export const withdrawResponseSchema = z.object({ responseCode: z.string().min(1) });

export const sendCheckAppStatusOtpResponseSchema = z.object({
  primaryPhone: optionalText,
  otpMethod: z
    .enum(["Mobile", "Email"])
    .nullish()
    .transform((v) => v ?? "Email"),
  /** Only the development mock returns it. */
  emailAddress: optionalText,
});
export type SendCheckAppStatusOtpResponse = z.infer<typeof sendCheckAppStatusOtpResponseSchema>;
