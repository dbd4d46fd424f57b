import { ERRORS } from "~/domain/error-catalogue";

// SPEC §2.3; SPEC's own texts: the heading and the verification question.
export const basicInfo = {
  metaTitle: "Basic information – Step 1 of 9",
  title: "You're Pre-Approved",
  noCreditCheck: "No credit check to apply for the {{card}}.",
  noAnnualFee: "No annual fee.",
  // SPEC §8 only logs a createLead failure: its error titles, with our reassurance.
  leadFailedGeneric: ERRORS.generic.title,
  leadFailedUnavailable: ERRORS["api-unavailable"].title,
  answersSaved: "Your answers are saved. Please try again.",
  phone: "Mobile phone number",
  phoneHint: "US mobile number, for example 555-123-4567",
  otpMethod: "How should we verify your account?",
  otpMethodHint: "We will send you a 6-digit code.",
  textCodeTo: "Text a code to {{phone}}",
  textCodeToMobile: "Text a code to my mobile phone",
  emailCodeTo: "Email a code to {{email}}",
  emailCodeToAddress: "Email a code to my email address",
  consent: "I agree to receive text messages, including marketing messages, at the mobile number above.",
  consentHint: "Needed to verify by text message. Message and data rates may apply. Reply STOP to opt out.",
  sending: "Sending your code…",
  next: "Next",
  helpPurpose: "We use your name, email and mobile number to start your application and to send you a one-time code.",
  helpNames:
    "Your first and last name can be {{max}} characters together at most. Use letters, spaces, periods and hyphens only.",
  helpCredit: "Applying does not affect your credit score.",
};
