import type { Draft } from "~/session/data";
import type { RequestSession } from "~/session/request-session.server";
import { basicInfoDraft, useAppHarness, verifiedApplicant, type AppHarness } from "./app-harness";

/**
 * Route tests of the identity and address steps: the app harness with the mock address provider
 * and the clock at 15 June 2026. Call `routeTestKit()` once at the top of a file.
 */
export function routeTestKit(): AppHarness {
  return useAppHarness({
    start: Date.UTC(2026, 5, 15, 12, 0, 0),
    // A short upstream timeout keeps the timeout tests quick (the mock itself answers at once).
    env: { UPSTREAM_TIMEOUT_MS: "1000" },
    addressProvider: true,
  });
}

export interface KitApplicantOptions {
  /** Steps already done (default: income and credit line, so the identity step is next). */
  completed?: string[];
  draft?: Partial<Draft>;
  pii?: { ssn: string; dateOfBirth: string };
  /** false: a session that has not verified its code. */
  verified?: boolean;
}

/** A verified applicant standing at any step, by default at the identity step. */
export function applicant(kit: AppHarness, options: KitApplicantOptions = {}) {
  const draft: Draft = {
    ...basicInfoDraft("basic"),
    housingPayment: 1200,
    annualIncome: 52000,
    amount: 300,
    creditLimit: 300,
    securityDeposit: 300,
    annualFee: 35,
    fundToday: true,
    ...options.draft,
    completed: options.completed ?? ["income", "creditLine"],
  };
  return verifiedApplicant(kit, draft, { verified: options.verified, pii: options.pii });
}

/** The first message per field of the rejected form kept for the next GET. */
export function keptErrors(session: RequestSession): Record<string, string> {
  const result = session.data.formResult?.result as { error?: Record<string, string[] | null> } | undefined;
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(result?.error ?? {})) {
    if (messages?.[0]) out[name] = messages[0];
  }
  return out;
}

/** The values of the rejected form kept for the next GET (never SSN or card fields). */
export function keptValues(session: RequestSession): Record<string, unknown> {
  const result = session.data.formResult?.result as { initialValue?: Record<string, unknown> } | undefined;
  return result?.initialValue ?? {};
}
