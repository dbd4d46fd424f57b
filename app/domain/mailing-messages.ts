/**
 * Screen texts of the mailing-address step that SPEC does not give (all OURS;
 * docs/decisions/0030-identity-and-mailing-screens.md).
 */
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
