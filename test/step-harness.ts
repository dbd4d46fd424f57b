import type { CardType } from "~/domain/products";
import type { Draft, SessionData } from "~/session/data";
import type { FlowStep } from "~/domain/flow-steps";
import { expect, it } from "vitest";
import type { FaultKind } from "../mocks/bank-types";
import { basicInfoDraft, useAppHarness, verifiedApplicant, type AppHarness, type Applicant } from "./app-harness";
import { expectRedirect, posted } from "./requests";

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

/**
 * The guards of a credit-line screen's action: a post without its CSRF token is refused (403), one
 * before the income step goes to that step, one while configuration is down to its error; no amount stored.
 */
export function itGuardsTheAmount(
  h: AppHarness,
  route: { action: Parameters<typeof posted>[0]; path: string; fields: Record<string, string> },
  configurationFault: FaultKind,
) {
  const submit = (who: Applicant, fields: Record<string, string | undefined>) =>
    posted(route.action, route.path, who.context, fields);

  it("refuses a missing CSRF token", async () => {
    const who = await applicant(h, { completed: ["income"] });
    const { response } = await submit(who, route.fields);
    expect(response.status).toBe(403);
    expect(who.session.data.draft.amount).toBeUndefined();
  });

  it("too early → the income step, nothing stored", async () => {
    const who = await applicant(h);
    const { response } = await submit(who, { csrf: who.csrf, ...route.fields });
    expectRedirect(response, "/debt-to-income");
    expect(who.session.data.draft.amount).toBeUndefined();
  });

  it("configuration unavailable → the configuration error, nothing stored", async () => {
    const who = await applicant(h, { completed: ["income"] });
    h.bank.faults.configuration = { kind: configurationFault };
    const { response } = await submit(who, { csrf: who.csrf, ...route.fields });
    expectRedirect(response, "/error?reason=configuration-failed");
    expect(who.session.data.draft.amount).toBeUndefined();
    expect(who.session.data.draft.completed).toEqual(["income"]);
  });
}

/** The draft after choosing `amount` (ADR 0011: credit line and deposit both equal to it), and `more`. */
export function chosenAmount(amount: number, more: Partial<Draft> = {}): Partial<Draft> {
  return { amount, creditLimit: amount, securityDeposit: amount, ...more };
}
