/** The list of the applicant's applications, SPEC §2.2 check-my-application-status (English). */
export const statusList = {
  title: "Your applications",
  lead: "We found more than one application. Choose the one you want to see.",
  submitted: "Submitted",
  notKnown: "Not known",
  status: "Status",
  applicationNumber: "Application number",
  view: "View this application",
  viewHidden: "({{product}}, number {{applicationId}})",
  /** A card's name when the bank sends none ('Secured Visa Card'). */
  cardName: "{{card}} Card",
  /**
   * The list's status labels: SPEC §4.1's meanings and the client steps' labels
   * (app/domain/status-codes.ts), looked up by their English text.
   */
  labels: {
    documentsRequested: "Documents requested / information required",
    waitingForFunds: "Waiting for funds / funding required",
    fundsGood: "Funds good / processing",
    depositApproved: "Deposit approved",
    closed: "Closed",
    expired: "Expired or incomplete",
    declined: "Declined",
    withdrawn: "Withdrawn",
    boarded: "Approved and boarded",
    inReview: "In review",
    closedAwaitingRefund: "Closed awaiting refund",
    attentionNeeded: "Attention needed",
    fundingRequired: "Funding required",
    approved: "Approved",
    unknown: "Unknown Status",
  },
};
