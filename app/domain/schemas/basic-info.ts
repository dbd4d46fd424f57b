import { z } from "zod";
import { NAME_COMBINED_LIMIT } from "../constants";
import { MSG } from "../messages";
import { emailField, nameField, phoneField } from "./fields";

export const OTP_METHODS = ["Mobile", "Email"] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

/** Phone type is always mobile: code C (H, home, exists upstream but is not offered). */
export const PRIMARY_PHONE_TYPE_MOBILE = "C";

/** Basic information (SPEC §2.3, §5). Field names are SPEC §3's. */
export const basicInfoSchema = z
  .object({
    firstName: nameField(MSG.firstNameRequired, MSG.firstNameAlpha),
    lastName: nameField(MSG.lastNameRequired, MSG.lastNameAlpha),
    emailAddress: emailField,
    primaryPhone: phoneField,
    otpMethod: z.enum(OTP_METHODS, { errorMap: () => ({ message: MSG.otpMethodRequired }) }),
    phoneConsent: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.firstName.length + value.lastName.length >= NAME_COMBINED_LIMIT) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["lastName"], message: MSG.namesCombinedTooLong });
    }
    if (value.otpMethod === "Mobile" && !value.phoneConsent) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phoneConsent"], message: MSG.phoneConsentRequired });
    }
  });

export type BasicInfo = z.infer<typeof basicInfoSchema>;
