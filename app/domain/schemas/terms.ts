import { z } from "zod";
import { MSG_KEY } from "../messages";
import { optionalCheckbox } from "./fields";

// SPEC §5. The terms box is never disabled: SPEC's 'enabled only after e-sign' hid a missing answer (ADR 0110).
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
