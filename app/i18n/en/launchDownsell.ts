// SPEC §2.3 'Launch downsell modal', §4.4. Card names are the bank's.
export const launchDownsell = {
  metaTitle: "Try the Launch Secured Card",
  heading: "Not ready to fund {{amount}} today?",
  headingNoAmount: "Not ready to fund your deposit today?",
  behindTitle: "Fund your security deposit",
  behindLead: "Choose how to fund your deposit.",
  back: "Back",
  lead: "Try the new <strong>{{card}}</strong> and fund {{amount}} today.",
  minimumDeposit: "Minimum deposit",
  apr: "APR",
  aprValue: "{{apr}}%",
  programFee: "Program fee",
  terms: "{{card}} terms and conditions",
  accept: "Accept offer",
  close: "Close",
  // SPEC §2.3's footer.
  monthlyFee:
    "The {{card}} has a monthly fee of {{introMonthly}} per month ({{introAnnualized}} annualized) for the first {{introMonths}} months, then {{afterMonthly}} per month ({{afterAnnualized}}) for as long as the account is open.",
};
