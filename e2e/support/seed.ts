import { expect, type APIRequestContext } from "@playwright/test";
import SEED_DRAFTS from "./seed-drafts.json" with { type: "json" };

/** What POST /__mock/session accepts (dev/session-seed.ts): draft answers, completed steps, PII. */
export interface SeedOptions {
  draft?: Record<string, unknown>;
  pii?: { ssn: string; dateOfBirth: string };
}

/**
 * Draft answers of someone who has done income and credit line (steps 3 and 4), a home address and
 * identity answers. JSON, so scripts/screens.mjs uses the same ones.
 */
export const AFTER_CREDIT_LINE = SEED_DRAFTS.afterCreditLine;
export const HOME = SEED_DRAFTS.home;
export const SEED_PII = SEED_DRAFTS.pii;

/**
 * Seeds the browser context's session (the page's cookies) as a verified applicant at a later step.
 * Use `page.request` so the session cookie is the page's own.
 */
export async function seedSession(request: APIRequestContext, options: SeedOptions = {}): Promise<void> {
  const response = await request.post("/__mock/session", {
    data: { draft: { ...AFTER_CREDIT_LINE, ...(options.draft ?? {}) }, ...(options.pii ? { pii: options.pii } : {}) },
  });
  expect(response.ok(), `POST /__mock/session answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** Seeded at the identity step's end: identity answered, ready to confirm. */
export async function seedIdentityDone(
  request: APIRequestContext,
  extra: { completed?: string[]; draft?: Record<string, unknown> } = {},
) {
  await seedSession(request, {
    draft: {
      homeAddress: HOME,
      completed: ["income", "creditLine", "identity", ...(extra.completed ?? [])],
      ...(extra.draft ?? {}),
    },
    pii: SEED_PII,
  });
}
