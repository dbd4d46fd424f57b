// SPEC §2.2: a page without JavaScript, a dialog with it.
export const creditLineSwitch = {
  metaTitle: "Switch cards – Step 4 of 9",
  title: "Switch cards",
  lead: "Prefer a different card? Compare it with yours and switch. Your answers so far are kept.",
  keep: "Keep my card",
};
