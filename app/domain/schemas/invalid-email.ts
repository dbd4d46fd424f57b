import { z } from "zod";
import { emailField } from "./fields";

/** Invalid-email re-entry (SPEC §5): a valid, required email address. */
export const invalidEmailSchema = z.object({ emailAddress: emailField });

export type InvalidEmailInput = z.infer<typeof invalidEmailSchema>;
