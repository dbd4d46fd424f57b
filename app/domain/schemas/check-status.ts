import { z } from "zod";
import { SSN_LAST4_LENGTH } from "../constants";
import { MSG_KEY } from "../messages";
import { emailField } from "./fields";

export const checkStatusSchema = z.object({
  emailAddress: emailField,
  last4SSN: z
    .string({ required_error: MSG_KEY.last4Required })
    .trim()
    .regex(new RegExp(`^\\d{${SSN_LAST4_LENGTH}}$`), MSG_KEY.last4Required),
});

export type CheckStatus = z.infer<typeof checkStatusSchema>;
