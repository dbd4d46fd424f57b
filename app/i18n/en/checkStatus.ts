// SPEC §2.2 gives the title and the button.
export const checkStatus = {
  title: "Check your application status",
  lead: "Enter the email address you applied with and the last 4 digits of your SSN or ITIN. We will send you a code to confirm it's you.",
  emailAddress: "Email address",
  last4: "Last 4 digits of your SSN or ITIN",
  last4Hint: "For example 1234",
  submit: "Check My Application Status",
  submitting: "Checking…",
  helpEmail: "Use the email address you gave when you applied.",
  helpLast4:
    "We ask only for the last 4 digits of your Social Security number or ITIN. Type them in: pasting is turned off in this field.",
};
