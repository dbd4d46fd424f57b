import { z } from "zod";
import { OTP_LENGTH } from "../constants";
import { MSG_KEY } from "../messages";

export function normalizeOtp(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export const otpCodeSchema = z.object({
  otpCode: z
    .string({ required_error: MSG_KEY.otpRequired })
    .transform(normalizeOtp)
    .pipe(
      // required_error here too: Conform turns the empty string left by normalising into undefined.
      z
        .string({ required_error: MSG_KEY.otpRequired })
        .min(1, MSG_KEY.otpRequired)
        .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MSG_KEY.otpInvalid),
    ),
});
