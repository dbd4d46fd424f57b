import { LOCALES } from "~/i18n/locales";
import { z } from "zod";
import { CARD_TYPES } from "~/domain/products";
import { OTP_METHODS } from "~/domain/schemas/basic-info";

export const addressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});
export type StoredAddress = z.infer<typeof addressSchema>;

/** Validated whenever read from a store, so a corrupt or old record starts a fresh session instead of crashing. */
export const draftSchema = z
  .object({
    cardType: z.enum(CARD_TYPES),
    productId: z.number(),
    instanceId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    emailAddress: z.string(),
    primaryPhone: z.string(),
    primaryPhoneType: z.string(),
    otpMethod: z.enum(OTP_METHODS),
    phoneConsent: z.boolean(),
    incentiveId: z.number().nullable(),
    incentiveName: z.string().nullable(),
    /** Sealed with AES-256-GCM, never stored in clear (pii.server.ts). */
    sealedPii: z.string(),
    housingPayment: z.number(),
    annualIncome: z.number(),
    calculatedIncome: z.number().nullable(),
    minimumIncome: z.enum(["yes", "no"]),
    annualIncomeValidated: z.boolean(),
    amount: z.number(),
    creditLimit: z.number(),
    securityDeposit: z.number(),
    promotionalCredit: z.number(),
    annualFee: z.number(),
    programFee: z.number().nullable(),
    fundToday: z.boolean(),
    downsellFrom: z.enum(CARD_TYPES).nullable(),
    homeAddress: addressSchema,
    mailToType: z.enum(["home", "pobox"]),
    mailingAddress: addressSchema.nullable(),
    // Card number, expiry and CVV are never here (card-vault.server.ts).
    fundingType: z.enum(["DBT", "FDL"]),
    cardHolderFirstName: z.string(),
    cardHolderLastName: z.string(),
    billingAddress: addressSchema,
    paymentAmount: z.number(),
    eSignConsent: z.boolean(),
    termsAndConditions: z.boolean(),
    completed: z.array(z.string()),
  })
  .partial();

export type Draft = z.infer<typeof draftSchema>;

export const otpContextSchema = z.object({
  purpose: z.enum(["lead", "status"]),
  target: z.string().startsWith("/"),
  sentAt: z.number(),
  method: z.enum(OTP_METHODS),
  destination: z.string(),
  sentTo: z.string().optional(),
  initial: z.boolean(),
});
export type OtpContext = z.infer<typeof otpContextSchema>;

export const sessionDataSchema = z.object({
  schemaVersion: z.number().int().nonnegative().optional(),
  readableFrom: z.number().int().nonnegative().optional(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  csrf: z.string().min(16),
  draft: draftSchema.default({}),
  leadId: z.string().optional(),
  otp: otpContextSchema.optional(),
  verifiedAt: z.number().optional(),
  upstream: z.object({ token: z.string(), refreshedAt: z.number(), triedAt: z.number().optional() }).optional(),
  trafficSource: z.string().optional(),
  locale: z.enum(LOCALES).optional(),
  affiliateQuery: z.string().optional(),
  visit: z
    .object({
      utmSourceName: z.string().optional(),
      utmMediumName: z.string().optional(),
      utmCampaignName: z.string().optional(),
      cid: z.string().optional(),
      nid: z.string().optional(),
    })
    .optional(),
  /** A form posted after the previous session ended: only its safe answers (domain/expired-post.ts), re-filled once. */
  expiredPost: z.object({ path: z.string().startsWith("/"), values: z.record(z.string()) }).optional(),
  /** For one GET (post/redirect/get), never card fields; date-of-birth answers sealed apart (SPEC: DOB encrypted). */
  formResult: z.object({ path: z.string(), result: z.record(z.unknown()), sealed: z.string().optional() }).optional(),
  analytics: z
    .array(
      z.object({
        event: z.string(),
        event_id: z.string().optional(),
        step_name: z.string().optional(),
        card_selected: z.enum(CARD_TYPES).optional(),
        traffic_source: z.string().optional(),
        user_id: z.string().optional(),
        result: z.string().optional(),
      }),
    )
    .optional(),
  /** Set once, so a second submit can never create a second application. */
  submission: z
    .object({
      state: z.enum(["pending", "done"]),
      startedAt: z.number(),
      applicationId: z.string().optional(),
      responseCode: z.string().optional(),
      unconfirmed: z.boolean().optional(),
    })
    .optional(),
  statusCheck: z
    .object({
      emailAddress: z.string(),
      verifiedAt: z.number().optional(),
      found: z.number().optional(),
    })
    .optional(),
  selectedApplication: z
    .object({
      applicationId: z.string(),
      leadId: z.string().optional(),
      prn: z.number().optional(),
      productName: z.string().optional(),
      responseCode: z.string(),
      creditLimit: z.number().optional(),
      documents: z
        .object({
          income: z.boolean(),
          name: z.boolean(),
          address: z.boolean(),
          ssn: z.boolean(),
          dob: z.boolean(),
          bankOwnership: z.boolean(),
          itin: z.boolean(),
        })
        .partial()
        .optional(),
      fundToday: z.boolean().optional(),
      checkedAt: z.number().optional(),
    })
    .optional(),
  documentTypes: z.record(z.string()).optional(),
  /** SPEC §4.3's payment-submitted flag and card failures; `id` is posted back, so an earlier payment's form is refused (ADR 0054). */
  payment: z
    .object({
      applicationId: z.string(),
      id: z.string().optional(),
      state: z.enum(["open", "pending", "submitted"]),
      failures: z.number().int().min(0),
      startedAt: z.number().optional(),
      next: z.string().startsWith("/").optional(),
      unconfirmed: z.boolean().optional(),
      asked: z.string().max(40).optional(),
      balanceBefore: z.number().optional(),
      unansweredAt: z.number().optional(),
      result: z
        .object({
          approvedAmount: z.number(),
          partialAmount: z.number(),
          remainder: z.number(),
          daysLeftToFund: z.number(),
        })
        .optional(),
    })
    .optional(),
  notice: z.object({ path: z.string(), text: z.string() }).optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;
export type SelectedApplication = NonNullable<SessionData["selectedApplication"]>;
