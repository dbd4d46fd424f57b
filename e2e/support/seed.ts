import { expect, type APIRequestContext } from "@playwright/test";

/** What POST /__mock/session accepts (mocks/session-seed.ts): draft answers, completed steps, PII. */
export interface SeedOptions {
  draft?: Record<string, unknown>;
  pii?: { ssn: string; dateOfBirth: string };
}

/** Draft answers of someone who has done income and credit line (steps 3 and 4). */
export const AFTER_CREDIT_LINE = {
  cardType: "basic",
  firstName: "Jane",
  lastName: "Doe",
  emailAddress: "jane.doe@example.com",
  housingPayment: 1200,
  annualIncome: 52000,
  calculatedIncome: 28800,
  amount: 300,
  creditLimit: 300,
  securityDeposit: 300,
  annualFee: 35,
  programFee: null,
  fundToday: true,
  completed: ["income", "creditLine"],
} as const;

export const HOME = {
  addressLine1: "12 Main St",
  addressLine2: "Apt 4",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
} as const;

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
export async function seedIdentityDone(request: APIRequestContext, extra: { completed?: string[]; draft?: Record<string, unknown> } = {}) {
  await seedSession(request, {
    draft: {
      homeAddress: HOME,
      completed: ["income", "creditLine", "identity", ...(extra.completed ?? [])],
      ...(extra.draft ?? {}),
    },
    pii: { ssn: "123456789", dateOfBirth: "03/07/1990" },
  });
}
