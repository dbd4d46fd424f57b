import { z } from "zod";
import { emailField } from "./fields";

export const invalidEmailSchema = z.object({ emailAddress: emailField });

export type InvalidEmailInput = z.infer<typeof invalidEmailSchema>;
