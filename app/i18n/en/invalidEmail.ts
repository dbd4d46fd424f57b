/** SPEC §8 'Invalid email: re-entry screen', also after a status check (docs/decisions/0102), English. */
export const invalidEmail = {
  title: "Check your email address",
  lead: "We could not verify the email address on your application. Please enter a valid email address so we can keep you informed.",
  callLead: "We could not verify the email address on your application.",
  call: "Please call Customer Service at {{phone}} to update it, so we can keep you informed about your application.",
  ok: "Ok, Got it",
  emailAddress: "Email address",
  submit: "Continue",
  submitting: "Sending…",
};
