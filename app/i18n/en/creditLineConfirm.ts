/** Credit line confirm, 'Just to confirm' with the fund-today switch (SPEC §2.2; English). */
export const creditLineConfirm = {
  metaTitle: "Just to confirm – Step 8 of 9",
  title: "Just to confirm",
  card: "Card",
  creditLine: "Credit line",
  deposit: "Refundable security deposit",
  fundToday: "Fund my {{amount}} security deposit today",
  fundTodayNoAmount: "Fund my security deposit today",
  fundTodayHint: "Untick this to fund your deposit later.",
  confirm: "Confirm",
};
