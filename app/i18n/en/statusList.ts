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
  "labels.documentsRequested": "Documents requested / information required",
  "labels.waitingForFunds": "Waiting for funds / funding required",
  "labels.fundsGood": "Funds good / processing",
  "labels.depositApproved": "Deposit approved",
  "labels.closed": "Closed",
  "labels.expired": "Expired or incomplete",
  "labels.declined": "Declined",
  "labels.withdrawn": "Withdrawn",
  "labels.boarded": "Approved and boarded",
  "labels.inReview": "In review",
  "labels.closedAwaitingRefund": "Closed awaiting refund",
  "labels.attentionNeeded": "Attention needed",
  "labels.fundingRequired": "Funding required",
  "labels.approved": "Approved",
  "labels.unknown": "Unknown Status",
};
