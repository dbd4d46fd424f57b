// OURS: SPEC has no sign-out (ADR 0001).
export const SIGN_OUT = {
  button: "Sign out",
  confirmTitle: "Sign out?",
  confirmMessage: "Signing out ends your session on this device. Your application stays with us.",
  stay: "Stay signed in",
  doneTitle: "You have signed out",
  doneMessage: "Your session has ended. Nothing you entered can be seen from this browser any more.",
  doneHelp: "To see your application again, check its status with your email address and a new code.",
  checkStatus: "Check application status",
} as const;
