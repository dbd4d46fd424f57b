import { LAUNCH_MONTHLY_FEE_TEXT } from "~/domain/funding-flow";

// SPEC §2.2: our summaries; the documents are the bank's, linked as supplied (ADR 0178).
export const disclosures = {
  title: "Disclosures",
  metaTitle: "Disclosures: {{tab}}",
  forCard: "For the {{card}}.",
  tabRates: "Rates and fees",
  tabEsign: "E-Sign Consent",
  tabTerms: "Terms",
  tabPrivacy: "Privacy",
  tabState: "State notices",
  apr: "Annual percentage rate (APR) for purchases",
  aprValue: "{{apr}}%",
  annualFee: "Annual fee",
  none: "None",
  programFee: "Program fee",
  depositRange: "Security deposit and credit line",
  depositRangeValue: "{{min}} to {{max}}",
  launchMonthlyFee: LAUNCH_MONTHLY_FEE_TEXT,
  creditLineEqualsDeposit: "Your credit line equals your refundable security deposit.",
  ratesUnavailable: "Rates are not available right now.",
  esignWhat:
    "By agreeing to the E-Sign Consent, you agree that we may give you your disclosures, agreements, statements and notices about your application and account electronically, on this website or by email, instead of on paper.",
  esignNeeds:
    "You need a device with an up-to-date web browser, an email address and the ability to read PDF documents. You may ask for a paper copy of any document at no charge, and you may withdraw your consent at any time by calling Customer Service. Withdrawing consent does not affect documents already delivered.",
  esignDocument: "Read the full E-Sign Consent",
  termsWhat:
    "The Terms and Conditions and the Cardholder Agreement set out how your account works: your credit line, security deposit, interest, fees and payments. Please read them before you submit your application.",
  termsFundLater: "If you choose to fund later, you have {{days}} days to fund your security deposit after you apply.",
  termsDocument: "{{card}} Terms and Conditions and Cardholder Agreement",
  privacyWhat: "We collect and use your information to process your application and manage your account.",
  privacyPolicy: "Privacy Policy",
  privacyNotice: "Privacy Notice",
  yourState: "(your state)",
  californiaTitle: "California residents",
  californiaText: "If you are married, you may apply for a separate account.",
  ohioTitle: "Ohio residents",
  ohioText:
    "The Ohio laws against discrimination require that all creditors make credit equally available to all creditworthy customers, and that credit reporting agencies maintain separate credit histories on each individual upon request. The Ohio civil rights commission administers compliance with this law.",
  wisconsinTitle: "Married Wisconsin residents",
  wisconsinText:
    "No provision of any marital property agreement, unilateral statement, or court order applying to marital property will adversely affect a creditor's interest unless, prior to the time credit is granted, the creditor is furnished a copy of the agreement, statement, or decree or has actual knowledge of the adverse provision.",
};
