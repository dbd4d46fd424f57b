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
    /** SSN and date of birth, sealed with AES-256-GCM (never stored in clear): see pii.server.ts. */
    sealedPii: z.string(),
    // Income (step 3)
    housingPayment: z.number(),
    annualIncome: z.number(),
    calculatedIncome: z.number().nullable(),
    /** SPEC §3 minimumIncome: 'yes' when the income reaches the calculated income. */
    minimumIncome: z.enum(["yes", "no"]),
    /** SPEC §3 annualIncomeValidated: no warning, or the applicant confirmed the income after it. */
    annualIncomeValidated: z.boolean(),
    // Credit line (step 4): amount = credit line = security deposit
    amount: z.number(),
    creditLimit: z.number(),
    securityDeposit: z.number(),
    /** The promotional credit toward the deposit that priced the credit line (ADR 0011); 0 without one. */
    promotionalCredit: z.number(),
    annualFee: z.number(),
    programFee: z.number().nullable(),
    fundToday: z.boolean(),
    /** The card before a Launch downsell was accepted (SPEC §4.4). */
    downsellFrom: z.enum(CARD_TYPES).nullable(),
    // Identity and addresses (steps 5-7)
    homeAddress: addressSchema,
    mailToType: z.enum(["home", "pobox"]),
    mailingAddress: addressSchema.nullable(),
    // Funding (step 8): card number, expiry and CVV are never here (card-vault.server.ts)
    fundingType: z.enum(["DBT", "FDL"]),
    cardHolderFirstName: z.string(),
    cardHolderLastName: z.string(),
    billingAddress: addressSchema,
    /** Partial funding amount when not fully funded. */
    paymentAmount: z.number(),
    // Terms (step 9)
    eSignConsent: z.boolean(),
    termsAndConditions: z.boolean(),
    /** Steps the applicant has completed, in any order; guards read it. */
    completed: z.array(z.string()),
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
  /**
   * The key the code's sends and guesses are counted under (`GuessLimits.destinationKey`: a keyed hash
   * of the phone or email it went to). Absent in a session written before it was kept.
   */
  sentTo: z.string().optional(),
  /** True until the first resend. */
  initial: z.boolean(),
});
export type OtpContext = z.infer<typeof otpContextSchema>;

export const sessionDataSchema = z.object({
  /**
   * The record's shape (schema-version.ts, ADR 0008): absent in records written before it was kept.
   * `readableFrom`: the oldest version that may read it.
   */
  schemaVersion: z.number().int().nonnegative().optional(),
  readableFrom: z.number().int().nonnegative().optional(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  csrf: z.string().min(16),
  draft: draftSchema.default({}),
  leadId: z.string().optional(),
  otp: otpContextSchema.optional(),
  verifiedAt: z.number().optional(),
  /** The bank session; `triedAt`: the last refresh attempt that failed (not retried for a minute). */
  upstream: z.object({ token: z.string(), refreshedAt: z.number(), triedAt: z.number().optional() }).optional(),
  trafficSource: z.string().optional(),
  /** The language chosen with the header's link (issue 16); absent: negotiated from Accept-Language. */
  locale: z.enum(LOCALES).optional(),
  /** The apply URL's query we last wrote an affiliate answer onto, so its lower-case 'nid' is not posted again. */
  affiliateQuery: z.string().optional(),
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
  /**
   * A form posted after the previous session had ended: its path and the few answers of that very
   * post that are safe to keep (domain/expired-post.ts), re-filled once when that page is reached.
   */
  expiredPost: z.object({ path: z.string().startsWith("/"), values: z.record(z.string()) }).optional(),
  /** A rejected form for the next GET; date-of-birth answers sealed apart (SPEC: DOB encrypted at rest). */
  formResult: z.object({ path: z.string(), result: z.record(z.unknown()), sealed: z.string().optional() }).optional(),
  /** Analytics events waiting for the browser's data layer (no PII). */
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
  /** The submitLead outcome: set once, so a second submit can never create a second application. */
  submission: z
    .object({
      state: z.enum(["pending", "done"]),
      startedAt: z.number(),
      applicationId: z.string().optional(),
      responseCode: z.string().optional(),
      /** A submission with a card whose answer never came: the bank may hold it, so it is never sent again here. */
      unconfirmed: z.boolean().optional(),
    })
    .optional(),
  /**
   * The status check (SPEC §2.3, §4.2): the email the status OTP calls need, and when its code was
   * verified. A verified status check lets the visitor see the status screens (not the application flow).
   */
  statusCheck: z
    .object({
      emailAddress: z.string(),
      verifiedAt: z.number().optional(),
      /** How many applications the check found (the status screens' back link: list or form). */
      found: z.number().optional(),
    })
    .optional(),
  /**
   * The application chosen on the status screens (SPEC §3 'selected application id'): read by the
   * status screens, documents, withdrawal and, for 'Fund my card', the funding payment screen
   * (its existing payment context, SPEC §4.3). `fundToday` is the waiting-for-funds screen's
   * fund-today toggle (default on: fully funded).
   */
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
      /** When the bank last reported this status (ms); older than STATUS_FRESH_MS → asked again. */
      checkedAt: z.number().optional(),
    })
    .optional(),
  /** The document type chosen per requested category on /document-selection (category → type). */
  documentTypes: z.record(z.string()).optional(),
  /**
   * One deposit payment into an existing application (SPEC §4.3): SPEC's payment-submitted flag
   * (state), the card failures so far ('*1 attempt remaining' after the first) and the result view.
   * `id` names this payment in its form, so a post of an earlier payment's form is refused; `next`
   * is where its answer led; `unconfirmed` marks a payment whose answer never came and whose
   * outcome the bank has not yet shown (it may have taken it). See docs/decisions/0054.
   */
  payment: z
    .object({
      applicationId: z.string(),
      id: z.string().optional(),
      state: z.enum(["open", "pending", "submitted"]),
      failures: z.number().int().min(0),
      startedAt: z.number().optional(),
      next: z.string().startsWith("/").optional(),
      unconfirmed: z.boolean().optional(),
      /** What the attempt's form asked for, as posted ('full' or the amount typed): the same form posted again is a double click. */
      asked: z.string().max(40).optional(),
      /** The balance the attempt was read against: the bank's funding record is compared with it when no answer came (decision 0054). */
      balanceBefore: z.number().optional(),
      /** Reopened after an attempt with no answer that the bank showed had not landed: its balance then (decision 0054). */
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
  /** One-time notice for the next page (e.g. 'We sent you a new code.'). */
  notice: z.object({ path: z.string(), text: z.string() }).optional(),
});

export type SessionData = z.infer<typeof sessionDataSchema>;
export type SelectedApplication = NonNullable<SessionData["selectedApplication"]>;
