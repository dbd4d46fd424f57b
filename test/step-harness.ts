import type { CardType } from "~/domain/products";
import type { Draft, SessionData } from "~/session/data";
import type { FlowStep } from "~/domain/flow-steps";
import { basicInfoDraft, useAppHarness, verifiedApplicant, type AppHarness, type Applicant } from "./app-harness";

/**
 * Route tests for the steps right after the verified code (income, credit line): the app harness
 * with a short upstream timeout, and `applicant()` standing a verified applicant at any step.
 */
export function stepHarness(): AppHarness {
  return useAppHarness({ env: { UPSTREAM_TIMEOUT_MS: "300" } });
}

/**
 * A verified applicant for `cardType` with the given completed steps and draft answers, and
 * optionally campaign values from their first URL.
 */
export function applicant(
  h: AppHarness,
  options: { cardType?: CardType; completed?: FlowStep[]; draft?: Draft; visit?: SessionData["visit"] } = {},
): Promise<Applicant> {
  const draft: Draft = {
    ...basicInfoDraft(options.cardType ?? "basic"),
    completed: options.completed ?? [],
    ...options.draft,
  };
  return verifiedApplicant(h, draft, { session: options.visit ? { visit: options.visit } : {} });
}
