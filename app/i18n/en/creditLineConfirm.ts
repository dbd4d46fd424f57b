// SPEC §2.2.
export const creditLineConfirm = {
  metaTitle: "Just to confirm – Step 8 of 9",
  title: "Just to confirm",
  card: "Card",
  fundToday: "Fund my {{amount}} security deposit today",
  fundTodayToPay: "Pay my {{amount}} toward the security deposit today",
  fundTodayNoAmount: "Fund my security deposit today",
  fundTodayHint: "Untick this to fund your deposit later.",
  confirm: "Confirm",
};
