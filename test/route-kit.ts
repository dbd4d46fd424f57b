import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { MockBank } from "../mocks/bank";
import { createHandlers, MOCK_ADDRESS_URL, MOCK_BANK_URL } from "../mocks/handlers";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { createServices, type AppServices } from "~/server/services.server";
import type { Draft } from "~/session/data";
import type { RequestSession } from "~/session/manager.server";
import { setPii } from "~/session/pii.server";
import { MemorySessionStore } from "~/session/store.server";

/**
 * Route tests with real Requests against the MSW mock of the bank and the address provider (the
 * set-up of app/routes/basic-info.test.ts as a kit). Call `routeTestKit()` once at the top of a file.
 */
export interface RouteTestKit {
  T0: number;
  /** The clock every service reads; tests may move it. */
  now: number;
  bank: MockBank;
  /** Paths of every upstream request (bank and address provider) in the current test. */
  requests: string[];
  store: MemorySessionStore;
  services: AppServices;
}

export function routeTestKit(): RouteTestKit {
  const T0 = Date.UTC(2026, 5, 15, 12, 0, 0);
  const clock = () => kit.now;
  const kit: RouteTestKit = {
    T0,
    now: T0,
    bank: new MockBank(clock),
    requests: [],
    store: new MemorySessionStore(),
    services: undefined as unknown as AppServices,
  };
  const server = setupServer(...createHandlers(kit.bank, () => {}));

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    kit.now = T0;
    kit.bank.reset();
    kit.requests = [];
    server.events.on("request:start", ({ request }) => {
      kit.requests.push(new URL(request.url).pathname);
    });
    kit.store = new MemorySessionStore();
    kit.services = createServices({
      // A short upstream timeout keeps the timeout tests quick (the mock itself answers at once).
      env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: "x".repeat(40), SESSION_STORE: "memory", UPSTREAM_TIMEOUT_MS: "1000" }),
      log: createLogger("silent"),
      upstreamUrl: MOCK_BANK_URL,
      addressProvider: { url: MOCK_ADDRESS_URL, key: "test" },
      store: kit.store,
      now: clock,
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return kit;
}


export interface ApplicantOptions {
  /** Steps already done (default: income and credit line, so the identity step is next). */
  completed?: string[];
  draft?: Partial<Draft>;
  pii?: { ssn: string; dateOfBirth: string };
  /** false: a session that has not verified its code. */
  verified?: boolean;
}

/**
 * A verified applicant standing at any step (session.data set directly, as the mock's session seed
 * does): a lead in the mock bank, a bank session, the given draft and completed steps.
 */
export async function applicant(kit: RouteTestKit, options: ApplicantOptions = {}) {
  const cookies: string[] = [];
  const session: RequestSession = await kit.services.sessions.load(undefined, (c: string) => cookies.push(c));
  const lead = kit.bank.createLead({
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane.doe@example.com",
    primaryPhone: "5552345678",
    otpMethod: "Email",
    productId: 1000,
  });
  lead.verified = options.verified ?? true;
  session.data.leadId = lead.id;
  session.data.verifiedAt = options.verified === false ? undefined : kit.now;
  session.data.upstream = { token: kit.bank.startSession(), refreshedAt: kit.now };
  session.data.draft = {
    cardType: "basic",
    productId: 1000,
    instanceId: 424242,
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane.doe@example.com",
    primaryPhone: "5552345678",
    primaryPhoneType: "C",
    otpMethod: "Email",
    phoneConsent: false,
    incentiveId: null,
    incentiveName: null,
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
  const context = { ...kit.services, nonce: "n", session } as AppLoadContext;
  if (options.pii) setPii(context, options.pii);
  await session.save();
  return { session, cookies, context };
}

export function postRequest(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

export function getRequest(path: string) {
  return new Request(`http://localhost${path}`);
}

/** Runs a loader or action and returns its Response, whether returned or thrown. */
export async function settle(run: Promise<unknown>): Promise<{ thrown: boolean; response: Response }> {
  try {
    const value = await run;
    if (!(value instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(value)}`);
    return { thrown: false, response: value };
  } catch (error) {
    if (error instanceof Response) return { thrown: true, response: error };
    throw error;
  }
}

export function expectRedirect(response: Response, location: string, status = 303) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBe(location);
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
