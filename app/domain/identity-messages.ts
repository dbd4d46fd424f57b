/**
 * Screen texts of the identity, identity-confirm and mailing-address steps that SPEC does not give
 * (all OURS; docs/decisions/0030-identity-and-mailing-screens.md). Field messages are in messages.ts.
 */
export const IDENTITY_TEXT = {
  /** Said when a rejected form comes back, since SSN fields are never re-filled. */
  ssnCleared: "For your security, we cleared your SSN or ITIN. Please enter it again in both fields.",
  /** The SSN fields with JavaScript (SPEC §5: no copy or paste). */
  copyPasteOff: "For your security, copy and paste are turned off in this field.",
  /** When an SSN is already on file (editing after the confirm screen). */
  ssnOnFile: (last4: string) => `We have the SSN or ITIN ending in ${last4}. Leave both fields empty to keep it.`,
} as const;

export const MAILING_TEXT = {
  homeTitle: "Your home address",
  question: "Where should we mail your card?",
  sameAsHome: "To my home address (shown above)",
  poBox: "To a PO Box or rural route (RR) address",
  poBoxOnlyIf: "Only needed if you chose a PO Box or rural route address.",
  poBoxLegend: "PO Box or rural route address",
  poBoxHint: "Must start with PO Box or RR, for example PO Box 123 or RR 2 Box 15.",
  help: "We mail your card to your home address unless you give us a PO Box or rural route address. To change your home address, choose Edit.",
} as const;
