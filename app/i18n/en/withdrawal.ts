import { WITHDRAW_REASONS } from "~/domain/withdraw-reasons";

const [notInterested, unableToFund, anotherOffer, tooLong, noDocuments, duplicate, advised, other] = WITHDRAW_REASONS;

// SPEC §3, §5: the reasons are SPEC's fixed list, sent to the bank as they are.
export const withdrawal = {
  title: "Withdraw your application",
  lead: "You are withdrawing application number <number>{{applicationId}}</number>. This cannot be undone. Any deposit you paid will be refunded.",
  leadWithCard:
    "You are withdrawing application number <number>{{applicationId}}</number> for the {{card}}. This cannot be undone. Any deposit you paid will be refunded.",
  legend: "Why are you withdrawing your application?",
  submit: "Withdraw my application",
  submitting: "Withdrawing…",
  keep: "Keep my application",
  "reasons.notInterested": notInterested,
  "reasons.unableToFund": unableToFund,
  "reasons.anotherOffer": anotherOffer,
  "reasons.tooLong": tooLong,
  "reasons.noDocuments": noDocuments,
  "reasons.duplicate": duplicate,
  "reasons.advised": advised,
  "reasons.other": other,
};
