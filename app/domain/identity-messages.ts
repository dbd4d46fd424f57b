/**
 * Screen texts of the identity and identity-confirm steps that SPEC does not give (all OURS;
 * docs/decisions/0030-identity-and-mailing-screens.md). Field messages are in messages.ts; the
 * mailing-address step's texts are in mailing-messages.ts (each page loads only its own, ADR 0141).
 */
export const IDENTITY_TEXT = {
  /** Said when a rejected form comes back, since SSN fields are never re-filled. */
  ssnCleared: "For your security, we cleared your SSN or ITIN. Please enter it again in both fields.",
  /** The SSN fields with JavaScript (SPEC §5: no copy or paste). */
  copyPasteOff: "For your security, copy and paste are turned off in this field.",
  /** When an SSN is already on file (editing after the confirm screen). */
  ssnOnFile: (last4: string) => `We have the SSN or ITIN ending in ${last4}. Leave both fields empty to keep it.`,
} as const;
