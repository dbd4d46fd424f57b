import { z } from "zod";
import { MSG } from "../messages";
import { optionalCheckbox } from "./fields";

/**
 * Terms (SPEC §5): e-sign consent must be checked ('Please agree to E-Sign Consent'); the terms
 * checkbox is enabled only after e-sign and must be checked. While e-sign is missing only that
 * message shows (the terms box is still disabled).
 */
export const termsSchema = z
  .object({ eSignConsent: optionalCheckbox, termsAndConditions: optionalCheckbox })
  .superRefine((value, ctx) => {
    if (!value.eSignConsent) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["eSignConsent"], message: MSG.eSignRequired });
    } else if (!value.termsAndConditions) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["termsAndConditions"], message: MSG.termsRequired });
    }
  })
  .transform(() => ({ eSignConsent: true as const, termsAndConditions: true as const }));

export type Terms = z.output<typeof termsSchema>;
