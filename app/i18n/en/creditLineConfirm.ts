/** Credit line confirm, 'Just to confirm' with the fund-today switch (SPEC §2.2; English). */
export const creditLineConfirm = {
  metaTitle: "Just to confirm – Step 8 of 9",
  title: "Just to confirm",
  card: "Card",
  fundToday: "Fund my {{amount}} security deposit today",
  /** With a promotional credit toward the deposit: what the applicant pays (ADR 0011). */
  fundTodayToPay: "Pay my {{amount}} toward the security deposit today",
  fundTodayNoAmount: "Fund my security deposit today",
  fundTodayHint: "Untick this to fund your deposit later.",
  confirm: "Confirm",
};
