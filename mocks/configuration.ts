/**
 * The development mock's configuration (SPEC §9 mock limits: Secured 200-3000, Secured Plus
 * 300-3000, Launch 100-1000, their APRs and product ids). Sample documents: public/documents, written from one template by scripts/sample-documents.mjs (npm run build).
 */
import { BANK_INCENTIVES, BANK_PRODUCTS } from "./bank-numbers";

export interface MockSettings {
  launchEnabled: boolean;
  maintenance: boolean;
}

export const DEPOSIT_REDUCTION_CAMPAIGN = "deposit50";
export const REDUCED_MINIMUM_CAMPAIGN = "plusmin200";

/** The Launch downsell incentive (plus → Launch) appears only in the `downsell=true` configuration (SPEC §4.6). */
export const DOWNSELL_INCENTIVE_ID = BANK_INCENTIVES.downsell.id;

const { secured, plus, launch } = BANK_PRODUCTS;

export function mockConfiguration(settings: MockSettings, query: URLSearchParams) {
  const downsell = query.get("downsell")?.toLowerCase() === "true";
  const campaign = query.get("utmCampaignName")?.toLowerCase();
  const incentiveName =
    campaign === DEPOSIT_REDUCTION_CAMPAIGN
      ? "Deposit Reduction $50"
      : campaign === REDUCED_MINIMUM_CAMPAIGN
        ? "Plus Minimum $200"
        : null;
  return {
    domainBaseUrl: "/",
    storageAccountBaseUrl: "",
    electronicDisclosureDocumentPath: "/documents/e-sign-consent.html",
    privacyPolicyDocumentPath: "/documents/privacy-policy.html",
    privacyNoticeDocumentPath: "/documents/privacy-notice.html",
    featureFlags: [{ featureName: "Launch", isEnabled: settings.launchEnabled }],
    isMaintenance: settings.maintenance,
    incentiveName,
    securedProducts: [
      {
        id: 1,
        productType: "Secured",
        system: "TS2",
        prn: secured.productId,
        description: "Secured Visa credit card",
        productName: "Secured Visa Card",
        minimumCreditLimit: secured.minimum,
        minimumDeposit: secured.minimum,
        maximumCreditLimit: secured.maximum,
        defaultCreditLimit: secured.minimum,
        annualPercentageRate: 25.64,
        productId: secured.productId,
        currentTermsConditions: "/documents/terms-secured.html",
        currentCardHolderAgreement: "/documents/terms-secured.html",
        offerCode: {
          id: 11,
          chaCode: "SEC1",
          annualPercentageRate: 22.14,
          chaDocumentPath: null,
          termsAndConditionsDocumentPath: null,
        },
        incentives: [
          incentive(
            BANK_INCENTIVES.depositReduction.id,
            "Deposit Reduction $50",
            "Secured",
            "DepositReduction",
            BANK_INCENTIVES.depositReduction.value,
            DEPOSIT_REDUCTION_CAMPAIGN,
          ),
        ],
      },
      {
        id: 2,
        productType: "SecuredPlus",
        system: "TS2",
        prn: plus.productId,
        description: "Secured Plus Visa credit card with no annual fee",
        productName: "Secured Plus Visa Card",
        minimumCreditLimit: plus.minimum,
        minimumDeposit: plus.minimum,
        maximumCreditLimit: plus.maximum,
        defaultCreditLimit: plus.minimum,
        annualPercentageRate: 29.99,
        productId: plus.productId,
        currentTermsConditions: "/documents/terms-secured-plus.html",
        currentCardHolderAgreement: "/documents/terms-secured-plus.html",
        offerCode: {
          id: 12,
          chaCode: "SPL1",
          annualPercentageRate: 29.49,
          chaDocumentPath: null,
          termsAndConditionsDocumentPath: null,
        },
        incentives: [
          incentive(
            BANK_INCENTIVES.plusMinimum.id,
            "Plus Minimum $200",
            "SecuredPlus",
            "MinimumDeposit",
            BANK_INCENTIVES.plusMinimum.value,
            REDUCED_MINIMUM_CAMPAIGN,
          ),
          ...(downsell
            ? [
                incentive(
                  DOWNSELL_INCENTIVE_ID,
                  "Launch Downsell",
                  "SecuredPlus",
                  "Downsell",
                  BANK_INCENTIVES.downsell.value,
                  null,
                ),
              ]
            : []),
        ],
      },
      {
        id: 3,
        productType: "Launch",
        system: "TS2",
        prn: launch.productId,
        description: "Launch secured Visa credit card, no credit check to apply",
        productName: "Launch Secured Visa Card",
        minimumCreditLimit: launch.minimum,
        minimumDeposit: launch.minimum,
        maximumCreditLimit: launch.maximum,
        defaultCreditLimit: launch.minimum,
        annualPercentageRate: 29.99,
        productId: launch.productId,
        currentTermsConditions: "/documents/terms-launch.html",
        currentCardHolderAgreement: "/documents/terms-launch.html",
        offerCode: {
          id: 13,
          chaCode: "LCH1",
          annualPercentageRate: 29.99,
          chaDocumentPath: null,
          termsAndConditionsDocumentPath: null,
        },
        incentives: [],
      },
    ],
  };
}

function incentive(
  id: number,
  name: string,
  productType: string,
  typeName: string,
  value: number,
  campaign: string | null,
) {
  return {
    id,
    name,
    productType,
    utmSource: null,
    utmMedium: null,
    utmCampaign: campaign,
    startDateUtc: "2024-01-01T00:00:00Z",
    endDateUtc: "2099-12-31T23:59:59Z",
    isActive: true,
    productTypeId: null,
    productTypeName: productType,
    incentiveDetails: [
      {
        incentiveType: typeName,
        operator: "-",
        value,
        unit: "USD",
        incentiveTypeId: null,
        incentiveTypeName: typeName,
      },
    ],
  };
}
