/**
 * The code screen (SPEC §2.2 step 2, and the status check's code). The field hints, the 'new code
 * sent' notice and the field messages are in `validation` (app/domain/messages.ts).
 */
export const otp = {
  metaTitle: "Enter your code – Step 2 of 9",
  /** The status check's code is not a step of the application. */
  metaTitleStatus: "Enter your code",
  title: "Enter your verification code",
  sentByText: "We sent a 6-digit code by text message to <strong>{{destination}}</strong>.",
  sentByEmail: "We sent a 6-digit code by email to <strong>{{destination}}</strong>.",
  expiredTitle: "Code expired.",
  expired: "Your code was valid for {{minutes}} minutes. Send a new code below.",
  /** With JavaScript: a countdown (m:ss). */
  expiresIn: "Your code expires in <time>{{countdown}}</time>.",
  /** Without JavaScript: the clock time (US Eastern). */
  validUntil: "Your code is valid for {{minutes}} minutes, until <strong>{{time}}</strong>.",
  minutesLeft: "About {{n}} minutes left.",
  lessThanAMinute: "Less than a minute left.",
  codeLabel: "Verification code",
  verify: "Verify",
  checking: "Checking…",
  resendPrompt: "Didn't get a code, or it expired?",
  resend: "Send a new code",
};
