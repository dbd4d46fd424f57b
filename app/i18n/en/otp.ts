// SPEC §2.2 step 2 and the status check's code; the field messages are in `validation`.
export const otp = {
  metaTitle: "Enter your code – Step 2 of 9",
  metaTitleStatus: "Enter your code",
  title: "Enter your verification code",
  sentByText: "We sent a 6-digit code by text message to <strong>{{destination}}</strong>.",
  sentByEmail: "We sent a 6-digit code by email to <strong>{{destination}}</strong>.",
  expiredTitle: "Code expired.",
  expired: "Your code was valid for {{minutes}} minutes. Send a new code below.",
  expiresIn: "Your code expires in <time>{{countdown}}</time>.",
  validUntil: "Your code is valid for {{minutes}} minutes, until <strong>{{time}}</strong>.",
  minutesLeft: "About {{n}} minutes left.",
  lessThanAMinute: "Less than a minute left.",
  codeLabel: "Verification code",
  verify: "Verify",
  checking: "Checking…",
  resendPrompt: "Didn't get a code, or it expired?",
  resend: "Send a new code",
};
