import { z } from "zod";
import { APPLICATION_ID_MAX_LENGTH } from "../constants";
import { MSG } from "../messages";

/** SPEC §3 withdrawal reasons (fixed list), in SPEC's order. */
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

/** An application id as the bank gives it: letters, digits and hyphens. */
export const applicationIdField = z
  .string({ required_error: MSG.applicationIdRequired })
  .trim()
  .min(1, MSG.applicationIdRequired)
  .max(APPLICATION_ID_MAX_LENGTH, MSG.applicationIdRequired)
  .regex(/^[A-Za-z0-9-]+$/, MSG.applicationIdRequired);

/** Withdraw (SPEC §5): a reason from the fixed list, and the applicationId. */
export const withdrawSchema = z.object({
  withdrawReason: z
    .string({ required_error: MSG.withdrawReasonRequired })
    .refine((v): v is WithdrawReason => isWithdrawReason(v), MSG.withdrawReasonRequired),
  applicationId: applicationIdField,
});

export type Withdraw = z.output<typeof withdrawSchema>;
