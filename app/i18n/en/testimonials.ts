// SPEC §1. Marketing's copy: compliance approves it before launch, in each language (ADR 0003).
export const testimonials = {
  metaTitle: "What cardholders say – Secured Visa credit cards",
  title: "What cardholders say",
  quote1:
    "I rebuilt my credit after a rough couple of years. The deposit was refundable, and after six months I was considered for a higher limit.",
  who1: "Dana, Ohio",
  quote2: "Applying took ten minutes on my phone, and the code by text made it easy to check my status later.",
  who2: "Marcus, Texas",
  quote3: "I liked knowing exactly what I was putting down. My credit line matched my deposit, no surprises.",
  who3: "Priya, New Jersey",
  note: "Individual results vary. Responsible use of credit helps build a credit history.",
  choose: "Choose your card",
};
