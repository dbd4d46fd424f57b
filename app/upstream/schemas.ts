import { z } from "zod";

/** Response shapes of the bank API (SPEC §3, §7). Unknown fields are dropped; nulls are tolerated. */

const money = z.coerce.number();
const optionalText = z.string().nullish();

export const incentiveDetailSchema = z.object({
  incentiveType: optionalText,
  operator: optionalText,
  value: z.coerce.number().nullish(),
  unit: optionalText,
  incentiveTypeId: z.number().nullish(),
  incentiveTypeName: optionalText,
});

export const incentiveSchema = z.object({
  id: z.number(),
  name: z.string(),
  productType: optionalText,
  utmSource: optionalText,
  utmMedium: optionalText,
  utmCampaign: optionalText,
  startDateUtc: optionalText,
  endDateUtc: optionalText,
  isActive: z.boolean().nullish(),
  productTypeId: z.number().nullish(),
  productTypeName: optionalText,
  incentiveDetails: z.array(incentiveDetailSchema).nullish().transform((v) => v ?? []),
});
export type Incentive = z.infer<typeof incentiveSchema>;

export const securedProductSchema = z.object({
  id: z.number().nullish(),
  productType: optionalText,
  system: optionalText,
  prn: z.coerce.number(),
  description: optionalText,
  productName: z.string(),
  minimumCreditLimit: money,
  minimumDeposit: money.nullish(),
  maximumCreditLimit: money,
  defaultCreditLimit: money.nullish(),
  annualPercentageRate: money,
  productId: z.coerce.number().nullish(),
  currentTermsConditions: optionalText,
  currentCardHolderAgreement: optionalText,
  offerCode: z
    .object({
      id: z.number().nullish(),
      chaCode: optionalText,
      annualPercentageRate: money.nullish(),
      chaDocumentPath: optionalText,
      termsAndConditionsDocumentPath: optionalText,
    })
    .nullish(),
  incentives: z.array(incentiveSchema).nullish().transform((v) => v ?? []),
});
export type SecuredProduct = z.infer<typeof securedProductSchema>;

export const configurationSchema = z.object({
  domainBaseUrl: optionalText,
  storageAccountBaseUrl: optionalText,
  electronicDisclosureDocumentPath: optionalText,
  privacyPolicyDocumentPath: optionalText,
  privacyNoticeDocumentPath: optionalText,
  featureFlags: z
    .array(z.object({ featureName: z.string(), isEnabled: z.boolean() }))
    .nullish()
    .transform((v) => v ?? []),
  isMaintenance: z.boolean().nullish().transform((v) => v ?? false),
  incentiveName: optionalText,
  securedProducts: z.array(securedProductSchema),
});
export type Configuration = z.infer<typeof configurationSchema>;

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
