import { z } from "zod";
import { APPLICATION_ID_MAX_LENGTH } from "../constants";
import { MSG_KEY } from "../messages";
import { requiredText } from "./fields";

export { isWithdrawReason, WITHDRAW_REASONS, type WithdrawReason } from "../withdraw-reasons";
import { isWithdrawReason, type WithdrawReason } from "../withdraw-reasons";

export const applicationIdField = requiredText(MSG_KEY.applicationIdRequired)
  .max(APPLICATION_ID_MAX_LENGTH, MSG_KEY.applicationIdRequired)
  .regex(/^[A-Za-z0-9-]+$/, MSG_KEY.applicationIdRequired);

export const withdrawSchema = z.object({
  withdrawReason: z
    .string({ required_error: MSG_KEY.withdrawReasonRequired })
    .refine((v): v is WithdrawReason => isWithdrawReason(v), MSG_KEY.withdrawReasonRequired),
  applicationId: applicationIdField,
});

export type Withdraw = z.output<typeof withdrawSchema>;

export const chooseApplicationSchema = z.object({ applicationId: applicationIdField });
