// SPEC §2.2 step 8 and its status-check mode (ADRs 0040, 0051).
export const fundingSource = {
  laterTitle: "You can fund your deposit later",
  laterUnchanged: "Choosing to fund later changes nothing on your application.",
  laterDaysLeft:
    "You have {{days}} days left to fund the <strong>{{amount}}</strong> still owed on your security deposit.",
  laterHowTo: "When you are ready, check your application status again and choose <strong>{{option}}</strong>.",
  okGotIt: "Ok, Got it",
  fundNowInstead: "Fund now instead",
  leadFlow:
    "Your {{card}} credit line of <strong>{{creditLine}}</strong> is secured by a refundable security deposit of <strong>{{deposit}}</strong>.",
  leadStatus:
    "Your {{card}} credit line of <strong>{{creditLine}}</strong> is secured by a refundable security deposit. <strong>{{remaining}}</strong> of it is still to fund.",
  cardFallback: "card",
  dueRest: "the rest of your deposit",
  dueDeposit: "your deposit",
  legend: "When do you want to fund your deposit?",
  fundNow: "Fund now with a debit card",
  fundNowDetail: "Pay {{due}} today with a Visa or Mastercard debit card.",
  fundLater: "Fund later",
  fundLaterDaysLeft: "Your application stays open: fund your deposit within the {{days}} days left.",
  fundLaterOpen: "Your application stays open: fund your deposit later.",
  fundLaterFlow: "Submit your application now and fund your deposit within {{days}} days.",
  helpCreditLine: "Your credit line is set by your security deposit. The deposit is refundable.",
  helpFundToday:
    "Funding today by debit card gets your application moving faster. If you fund later, we email you funding instructions, and you have {{days}} days to fund your deposit.",
  helpCards: "We accept Visa and Mastercard debit cards only.",
};
