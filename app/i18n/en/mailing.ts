// SPEC §2.2 step 7; texts SPEC does not give: ADR 0030.
export const mailing = {
  metaTitle: "Mailing address – Step 7 of 9",
  title: "Mailing address",
  homeTitle: "Your home address",
  editHome: "Edit<hidden> home address</hidden>",
  question: "Where should we mail your card?",
  sameAsHome: "To my home address (shown above)",
  poBox: "To a PO Box or rural route (RR) address",
  poBoxOnlyIf: "Only needed if you chose a PO Box or rural route address.",
  poBoxLegend: "PO Box or rural route address",
  poBoxHint: "Must start with PO Box or RR, for example PO Box 123 or RR 2 Box 15.",
  next: "Next",
  help: "We mail your card to your home address unless you give us a PO Box or rural route address. To change your home address, choose Edit.",
};
