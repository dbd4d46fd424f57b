// SPEC §3, in SPEC's order.
export const WITHDRAW_REASONS = [
  "No longer interested",
  "Unable to fund at this time",
  "Received another offer",
  "Process too long",
  "Cannot provide documents requested",
  "Duplicate/another application present",
  "Advised to withdraw",
  "Other",
] as const;

export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

export function isWithdrawReason(value: unknown): value is WithdrawReason {
  return typeof value === "string" && (WITHDRAW_REASONS as readonly string[]).includes(value);
}
