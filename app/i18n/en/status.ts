/**
 * The status result screens, SPEC §2.4 (English). SPEC quotes some texts ('You've been approved!',
 * 'Fund my card', 'Start Identification Process'); the rest is SPEC's description in plain sentences
 * (docs/decisions/0050). Which screen says what: app/domain/status-screens.ts. The screens that share
 * SPEC §8's texts (API failed, no match, funding failed) use the `errorPage` keys.
 */
export const status = {
  metaTitle: "Application status",
  "documentsRequested.title": "Additional information required",
  "documentsRequested.p1": "To finish reviewing your application, we need documents from you.",
  "appWaitingForFunds.title": "You've been approved!",
  "appWaitingForFunds.p1":
    "Fund your refundable security deposit to open your account. Your credit line equals your deposit.",
  "appInGoodFunds.title": "We received your deposit",
  "appInGoodFunds.p1": "Thank you. Your security deposit has been received.",
  /** Said by every screen where the card is still to ship. */
  emailWhenShips: "We will email you when your card ships.",
  "appDepositApproved.title": "Your deposit has been approved",
  "appDepositApproved.p1": "Your account is open and we are preparing your card.",
  "appBoarded.title": "Your card is on its way",
  "appBoarded.p1":
    "Your card will be mailed within {{mailedWithin}} days and should arrive in {{arriveMin}}-{{arriveMax}} business days.",
  "appBoarded.tipsHeading": "Tips for building your credit",
  "appBoarded.tip1": "Use less than {{utilization}}% of your available credit.",
  "appBoarded.tip2": "Pay at least the minimum payment on time every month.",
  "appBoarded.tip3": "After {{increaseMonths}} months, we will consider you for a credit limit increase.",
  /** Said by the closed screens. */
  refundIfPaid: "If you paid a deposit, your refund will be processed in {{refundMin}}-{{refundMax}} business days.",
  "appClosed.title": "Your application is closed",
  "appClosed.p1": "Your application was closed because it was withdrawn or it expired.",
  "appClosedExpired.title": "Your application is closed",
  "appClosedExpired.p1":
    "We closed your application because we did not receive your identity information or your security deposit.",
  "appClosedExpired.p2": "You are welcome to apply again.",
  "appClosedWithdrawn.title": "We received your withdrawal",
  "appClosedWithdrawn.p1": "Your application has been withdrawn.",
  "appClosedWithdrawn.p2":
    "If you paid your deposit by debit card, your refund can take as little as {{debitRefundDays}} business days. Other payments are refunded by mail within {{mailRefundDays}} business days.",
  "appClosedWaitingOnRefund.title": "Your application has been processed and closed",
  "appDenied.title": "Your application was declined",
  "appDenied.p1": "Thank you for applying. We are unable to approve your application at this time.",
  "appFundingDeclined.title": "Your deposit payment was declined",
  "appFundingDeclined.p1": "Thank you for applying. We were unable to accept your deposit payment.",
  "appManualReview.title": "Your application is being reviewed",
  "appManualReview.p1": "We are reviewing your application. We will email you with updates.",
  "appManualDocumentReview.title": "We received your documents",
  "appManualDocumentReview.p1":
    "Your documents are being processed and your application review will continue. We will email you with updates.",
  "appStatusNoMatch.p1": "We could not find an application that matches the information you entered.",
  "appSubmitted.title": "Your application has been submitted",
  "appSubmitted.p1": "Thank you for applying. We will email you about the next steps.",
  /** The main button's texts. 'Fund my card' and 'Start Identification Process' are SPEC's. */
  actionDocuments: "Start Identification Process",
  actionFund: "Fund my card",
  actionReapply: "Apply again",
  actionCheckAgain: "Check application status again",
  actionHome: "Ok, Got it",
  withdrawLink: "Withdraw my application",
  documentsIntro: "We need documents that show your:",
  card: "Card",
  applicationNumber: "Application number",
  depositReceived: "Deposit received",
  leftToFund: "Left to fund",
  daysLeftToFund: "Days left to fund",
  fundWhole: "Fund my whole deposit today",
  fundWholeHint: "Untick to pay part of your deposit now and the rest later.",
};
