// SPEC §2.2.
export const creditLineFundLater = {
  metaTitle: "Fund your deposit later – Step 8 of 9",
  title: "Fund your deposit later",
  intro: "You can submit your application now and fund your {{amount}} security deposit later.",
  introToPay: "You can submit your application now and pay your {{amount}} toward the security deposit later.",
  introNoAmount: "You can submit your application now and fund your security deposit later.",
  nextHeading: "What happens next",
  stepTerms: "You accept the terms and submit your application.",
  stepReview: "We review your application and email you our decision.",
  stepFund:
    "If you are approved, we email you how to fund your deposit. You have <strong>{{days}} days</strong> from your application to fund it, and you can pay by debit card any time from <link>Check application status</link>.",
  stepCard: "When your deposit is received, we open your account and mail your card.",
  closed: "If your deposit is not received within {{days}} days, your application is closed.",
  continue: "Continue",
  fundToday: "I want to fund today",
  helpDeposit: "Your credit line is set by your security deposit, and the deposit is refundable.",
  helpSooner: "Funding sooner means your card can be on its way sooner.",
};
