import { z } from "zod";
import { money, optionalFlag, optionalText, listOf } from "./schema-fields";

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
  incentiveDetails: listOf(incentiveDetailSchema),
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
  incentives: listOf(incentiveSchema),
});
export type SecuredProduct = z.infer<typeof securedProductSchema>;

export const configurationSchema = z.object({
  domainBaseUrl: optionalText,
  storageAccountBaseUrl: optionalText,
  electronicDisclosureDocumentPath: optionalText,
  privacyPolicyDocumentPath: optionalText,
  privacyNoticeDocumentPath: optionalText,
  featureFlags: listOf(z.object({ featureName: z.string(), isEnabled: z.boolean() })),
  isMaintenance: optionalFlag,
  incentiveName: optionalText,
  securedProducts: z.array(securedProductSchema),
});
export type Configuration = z.infer<typeof configurationSchema>;
