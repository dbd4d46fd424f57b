import { z } from "zod";
import { MSG_KEY } from "../messages";
import { checkNamesCombined, emailField, nameField, phoneField, withCrossChecks } from "./fields";

export const OTP_METHODS = ["Mobile", "Email"] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

// H (home) exists upstream but is not offered.
export const PRIMARY_PHONE_TYPE_MOBILE = "C";

const basicInfoFields = z.object({
  firstName: nameField(MSG_KEY.firstNameRequired, MSG_KEY.firstNameAlpha, MSG_KEY.firstNameNoLetter),
  lastName: nameField(MSG_KEY.lastNameRequired, MSG_KEY.lastNameAlpha, MSG_KEY.lastNameNoLetter),
  emailAddress: emailField,
  primaryPhone: phoneField,
  otpMethod: z.enum(OTP_METHODS, { errorMap: () => ({ message: MSG_KEY.otpMethodRequired }) }),
  phoneConsent: z.boolean().default(false),
});

// SPEC §2.3, §5. The cross-field rules run while other fields are wrong, so a first submit shows every problem.
export const basicInfoSchema = withCrossChecks(basicInfoFields, (raw, ctx) => {
  checkNamesCombined(raw, ctx);
  const consent = raw.phoneConsent === true || raw.phoneConsent === "on";
  if (raw.otpMethod === "Mobile" && !consent) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["phoneConsent"], message: MSG_KEY.phoneConsentRequired });
  }
});

export type BasicInfo = z.infer<typeof basicInfoSchema>;
