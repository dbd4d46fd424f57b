import type { AppLoadContext } from "@remix-run/node";
import { z } from "zod";

const piiSchema = z.object({ ssn: z.string(), dateOfBirth: z.string() });
export type Pii = z.infer<typeof piiSchema>;

/** Seals SSN and date of birth (MM/DD/YYYY) into the draft: never stored in clear, in any store. */
export function setPii(context: AppLoadContext, pii: Pii) {
  context.session.data.draft.sealedPii = context.sealer.seal(JSON.stringify(pii));
}

export function getPii(context: AppLoadContext): Pii | null {
  const sealed = context.session.data.draft.sealedPii;
  if (!sealed) return null;
  const plain = context.sealer.open(sealed);
  if (!plain) return null;
  try {
    const parsed = piiSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
