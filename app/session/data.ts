import { z } from "zod";
import { CARD_TYPES } from "~/domain/products";
import { OTP_METHODS } from "~/domain/schemas/basic-info";

/**
 * What the server keeps per session (ARCHITECTURE §State). Validated with zod whenever it is read
 * from a store, so a corrupt or old-format record starts a fresh session instead of crashing.
 */
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
    /** SSN and date of birth, sealed with AES-256-GCM (never stored in clear). */
    sealedPii: z.string(),
  })
  .partial();

export type Draft = z.infer<typeof draftSchema>;

export const otpContextSchema = z.object({
  purpose: z.enum(["lead", "status"]),
  /** Where a verified code leads. */
  target: z.string().startsWith("/"),
  sentAt: z.number(),
  method: z.enum(OTP_METHODS),
  /** Masked phone or email, safe to show. */
  destination: z.string(),
  /** True until the first resend. */
  initial: z.boolean(),
});
export type OtpContext = z.infer<typeof otpContextSchema>;

export const sessionDataSchema = z.object({
  createdAt: z.number(),
  lastSeenAt: z.number(),
  csrf: z.string().min(16),
  draft: draftSchema.default({}),
  leadId: z.string().optional(),
  otp: otpContextSchema.optional(),
  verifiedAt: z.number().optional(),
  upstream: z.object({ token: z.string(), refreshedAt: z.number() }).optional(),
  trafficSource: z.string().optional(),
  /** Campaign values from the first URL of the visit (configuration query, SPEC §4.6). */
  visit: z
    .object({
      utmSourceName: z.string().optional(),
      utmMediumName: z.string().optional(),
      utmCampaignName: z.string().optional(),
      cid: z.string().optional(),
      nid: z.string().optional(),
    })
    .optional(),
  /**
   * A rejected form's result, kept for one GET (post/redirect/get for errors too), so the page
   * title can say 'Error:' and a refresh never re-posts. Card fields are never kept here.
   */
  formResult: z.object({ path: z.string(), result: z.record(z.unknown()) }).optional(),
  /** Analytics events waiting for the browser's data layer (no PII). */
  analytics: z
    .array(
      z.object({
        event: z.string(),
        step_name: z.string().optional(),
        card_selected: z.enum(CARD_TYPES).optional(),
        traffic_source: z.string().optional(),
        user_id: z.string().optional(),
        result: z.string().optional(),
      }),
    )
    .optional(),
  /** One-time notice for the next page (e.g. 'We sent you a new code.'). */
  notice: z.object({ path: z.string(), text: z.string() }).optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;
