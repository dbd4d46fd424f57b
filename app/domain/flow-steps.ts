// The application's steps after the verified code (SPEC §2.2) and where a visit belongs: pure rules
// over what a session knows, read by the step guards (app/features/flow/flow.server.ts).
import { pathOf, type ScreenName } from "./route-table";

/** The application's steps after the verified code, in order (SPEC §2.2). */
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

/** What the flow rules read of a session: the draft's progress, the lead and the code's state. */
export interface FlowProgress {
  draft: { cardType?: string; firstName?: string; fundingType?: string; completed?: readonly string[] };
  leadId?: string;
  otp?: unknown;
  verifiedAt?: number;
}

/** Steps that do not apply to this draft (the card form only when funding by debit card now). */
function applies(draft: FlowProgress["draft"], step: FlowStep): boolean {
  return step !== "fundingPayment" || draft.fundingType === "DBT";
}

/** The path of the first step not completed yet: where a too-early visit is sent. */
export function firstIncompleteStep(progress: FlowProgress): string {
  const { draft, leadId, otp, verifiedAt } = progress;
  if (!draft.cardType) return pathOf("intro");
  if (!leadId || !draft.firstName) return pathOf("basicInfo");
  if (!verifiedAt) return otp ? pathOf("otp") : pathOf("basicInfo");
  const done = new Set(draft.completed ?? []);
  const next = FLOW_STEPS.find((step) => applies(draft, step) && !done.has(step));
  return pathOf(next ?? "terms");
}

/** The first step before `step` that applies and is not completed, if any. */
export function incompleteStepBefore(draft: FlowProgress["draft"], step: FlowStep): FlowStep | undefined {
  const done = new Set(draft.completed ?? []);
  return FLOW_STEPS.slice(0, FLOW_STEPS.indexOf(step)).find((s) => applies(draft, s) && !done.has(s));
}
