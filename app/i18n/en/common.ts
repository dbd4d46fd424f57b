import { ACCESSIBILITY_LINK } from "~/domain/accessibility-link";
import { SIGN_OUT } from "~/domain/sign-out";

export const common = {
  bankName: "{{brand}} Bank",
  signOut: SIGN_OUT.button,
  // Read in the other language ('lang' is set on the link).
  switchLanguage: "Español",
  disclosuresHeading: "Disclosures",
  disclosurePreApproval:
    "*Pre-approval means you meet our initial criteria; no credit check is needed to apply. You will not be approved if you are not a US resident, your SSN is invalid, you are under 18, your expenses are more than your income, your income is not enough, you already have two or more open accounts with us, or an account with us is not in good standing.",
  disclosureCashBack:
    "Earn up to {{percent}}% cash back rewards at {{merchants}}+ participating merchants. Offers vary by merchant.",
  disclosureCreditGrowth:
    "We consider you for a credit limit increase after {{increaseMonths}} months, and for an unsecured card in as few as {{unsecuredMonths}} months, based on your account history. Your security deposit is refundable.",
  disclosureIssuer:
    "The {{brand}} secured Visa credit cards are issued by {{brand}} Bank, a division of {{brand}} Financial, Member FDIC, pursuant to a license from Visa U.S.A. Inc.",
  disclosureMarker: "Disclosure {{n}}",
  accessibilityLink: ACCESSIBILITY_LINK.text,
  version: "Version {{version}}",
  marketingCashBack: "Up to {{percent}}% cash back rewards at {{merchants}}+ merchants",
  marketingLimitIncrease: "Credit limit increase considered after {{increaseMonths}} months",
  marketingUnsecured: "Consideration for an unsecured card in as few as {{unsecuredMonths}} months",
  wasPrice: "was",
  nowPrice: "now",
};
