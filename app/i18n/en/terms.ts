import { submitApplication } from "./submitApplication";

// SPEC §2.2 step 9.
export const terms = {
  metaTitle: "Terms and conditions – Step 9 of 9",
  title: "Terms and conditions",
  submittingTitle: submitApplication.title,
  sending: "We are sending your application. This can take a moment.",
  doNotClose: "Please do not close or refresh this page.",
  factCard: "Card",
  factFunding: "Funding",
  fundingDebit: "Debit card today",
  fundingDebitAmount: "Debit card today: {{amount}}",
  fundingLater: "Later, within {{days}} days",
  readFirst: "Please read before you agree",
  linkEsign: "E-Sign Consent",
  linkTerms: "Terms and Conditions and Cardholder Agreement",
  linkRates: "Rates and fees",
  linkPrivacy: "Privacy",
  linkState: "State notices",
  eSignLabel: "I agree to the E-Sign Consent and to receive my disclosures and documents electronically.",
  termsLabel: "I have read and agree to the Terms and Conditions and the Cardholder Agreement.",
  submit: "Submit",
  helpEsign: "The E-Sign Consent lets us give you your disclosures, statements and notices electronically.",
  helpReview: "Once you submit, we review your application and let you know our decision.",
};
