import { pathOf, type ScreenName } from "./route-table";

export const FLOW_STEPS = [
  "income",
  "creditLine",
  "identity",
  "identityConfirm",
  "mailingAddress",
  "fundingSource",
  "fundingPayment",
  "terms",
] as const satisfies readonly ScreenName[];
export type FlowStep = (typeof FLOW_STEPS)[number];

export interface FlowProgress {
  draft: { cardType?: string; firstName?: string; fundingType?: string; completed?: readonly string[] };
  leadId?: string;
  otp?: unknown;
  verifiedAt?: number;
}

function applies(draft: FlowProgress["draft"], step: FlowStep): boolean {
  return step !== "fundingPayment" || draft.fundingType === "DBT";
}

export function firstIncompleteStep(progress: FlowProgress): string {
  const { draft, leadId, otp, verifiedAt } = progress;
  if (!draft.cardType) return pathOf("intro");
  if (!leadId || !draft.firstName) return pathOf("basicInfo");
  if (!verifiedAt) return otp ? pathOf("otp") : pathOf("basicInfo");
  const done = new Set(draft.completed ?? []);
  const next = FLOW_STEPS.find((step) => applies(draft, step) && !done.has(step));
  return pathOf(next ?? "terms");
}

export function incompleteStepBefore(draft: FlowProgress["draft"], step: FlowStep): FlowStep | undefined {
  const done = new Set(draft.completed ?? []);
  return FLOW_STEPS.slice(0, FLOW_STEPS.indexOf(step)).find((s) => applies(draft, s) && !done.has(s));
}
