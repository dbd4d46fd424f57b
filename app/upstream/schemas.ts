import { z } from "zod";
import { AFFILIATE_ANSWER_KEYS } from "~/domain/affiliates";
import {
  id,
  money,
  optionalFlag,
  optionalId,
  optionalMoney,
  optionalNumber,
  optionalText,
  orNull,
  sameFields,
  yesNo,
  listOf,
} from "./schema-fields";

// SPEC §3, §7. Unknown fields are dropped; nulls are tolerated.

export * from "./configuration-schema";

export const bannerMessagesSchema = z.array(z.object({ message: z.string() }));

export const createLeadResponseSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  otpMethod: z.enum(["Mobile", "Email"]).nullish(),
});
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>;

export const verifyOtpResponseSchema = z.object({ isVerified: z.boolean() });

export const emptyResponseSchema = z.unknown();

// SPEC does not show startSession's answer; we assume a bearer token (ADR 0004).
export const startSessionResponseSchema = z.object({ token: z.string().min(1) });

// Codes stay strings: SPEC §4.1 shows an unknown code as 'Unknown Status', so it is data, not malformed.

export const affiliateInfoResponseSchema = sameFields(AFFILIATE_ANSWER_KEYS, optionalText);
export type AffiliateInfo = z.infer<typeof affiliateInfoResponseSchema>;

export const addressSuggestionSchema = z.object({
  street_line: z.string(),
  secondary: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

export const addressLookupResponseSchema = z
  .union([z.object({ suggestions: z.array(addressSuggestionSchema).nullish() }), z.array(addressSuggestionSchema)])
  .transform((v) => (Array.isArray(v) ? v : (v.suggestions ?? [])));

export const calculateIncomeResponseSchema = z.object({ calculatedIncome: money });

export const fundingHistorySchema = listOf(z.object({ amountReceived: money }));

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

export const decisionsSchema = z.object({
  applicationID: optionalId,
  leadID: optionalId,
  responseCode: optionalText,
  creditLimit: optionalMoney,
  currentBalance: optionalMoney,
  incentiveValue: optionalMoney,
  daysLeftToFund: optionalNumber,
  fundingHistory: fundingHistorySchema,
  responseObjects: orNull(responseObjectsSchema),
});
export type Decisions = z.infer<typeof decisionsSchema>;

export const submitLeadResponseSchema = z.object({
  applicationId: optionalId,
  responseCode: z.string().min(1),
  // Missing on WT_DOC is an API connectivity error (SPEC §4.1); the caller decides.
  done: orNull(decisionsSchema),
});
export type SubmitLeadResponse = z.infer<typeof submitLeadResponseSchema>;

const textOrEmpty = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

export const validationErrorsSchema = z.object({
  errors: z.array(
    z.object({
      errorCode: textOrEmpty,
      errorMessage: textOrEmpty,
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
  numberOfAttempts: optionalNumber,
  errorMessage: optionalText,
  goodFundsDate: optionalText,
  exceededDailyTransaction: optionalFlag,
  daysLeftToFund: optionalNumber,
  balance: optionalMoney,
  creditLimit: optionalMoney,
  approvedAmount: optionalMoney,
  leadId: optionalId,
  isResponseTimeout: optionalFlag,
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

export const makePaymentResponseSchema = z.object({
  responseCode: z.string().min(1),
  paymentResponse: orNull(paymentResponseSchema),
});
export type MakePaymentResponse = z.infer<typeof makePaymentResponseSchema>;

// The funding figures of a decision, without its code and documents.
export const paymentStatusSchema = decisionsSchema.omit({ responseCode: true, responseObjects: true });
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const paymentStatusResponseSchema = z.object({ done: paymentStatusSchema });

export const applicationStatusSchema = z.object({
  applicationID: id,
  responseCode: z.string().min(1),
  prn: optionalNumber,
  productName: optionalText,
  firstName: optionalText,
  primaryPhone: optionalText,
  phoneConsent: z.boolean().nullish(),
  leadID: optionalId,
  submittedDateUtc: optionalText,
  incentive: z.unknown().optional(),
  incentiveId: z.number().nullish(),
  incentiveName: optionalText,
  responseObjects: orNull(responseObjectsSchema),
});
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

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
  // Only the development mock returns it.
  emailAddress: optionalText,
});
export type SendCheckAppStatusOtpResponse = z.infer<typeof sendCheckAppStatusOtpResponseSchema>;
