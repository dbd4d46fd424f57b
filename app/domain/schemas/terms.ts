import { z } from "zod";
import { MSG_KEY } from "../messages";
import { optionalCheckbox } from "./fields";

/**
 * Terms (SPEC §5): e-sign consent must be checked ('Please agree to E-Sign Consent'); the terms
 * checkbox must be checked. Both are reported at once, and the terms box is never disabled
 * (docs/decisions/0110: SPEC's 'enabled only after e-sign' hid the second answer still missing).
 */
export const termsSchema = z
  .object({ eSignConsent: optionalCheckbox, termsAndConditions: optionalCheckbox })
  .superRefine((value, ctx) => {
    if (!value.eSignConsent) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["eSignConsent"], message: MSG_KEY.eSignRequired });
    }
    if (!value.termsAndConditions) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["termsAndConditions"], message: MSG_KEY.termsRequired });
    }
  })
  .transform(() => ({ eSignConsent: true as const, termsAndConditions: true as const }));

export type Terms = z.output<typeof termsSchema>;
