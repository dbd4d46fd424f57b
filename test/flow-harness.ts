import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { MockBank } from "../mocks/bank";
import { createHandlers, MOCK_BANK_URL } from "../mocks/handlers";
import { TEST_CARDS } from "../mocks/personas";
import type { AnalyticsEvent } from "../app/analytics/events";
import { PRN, type CardType } from "../app/domain/products";
import { parseEnv } from "../app/server/env.server";
import { createLogger } from "../app/server/logger.server";
import { createServices, type AppServices } from "../app/server/services.server";
import type { Draft, SessionData } from "../app/session/data";
import type { RequestSession } from "../app/session/manager.server";
import { setPii } from "../app/session/pii.server";
import { MemorySessionStore } from "../app/session/store.server";

/**
 * Route tests for the funding and submission screens: the MSW mock bank in process, real Requests,
 * and a session standing at any step of the application (set directly, as basic-info.test.ts does).
 */

export const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

export interface Harness {
  bank: MockBank;
  readonly services: AppServices;
  readonly store: MemorySessionStore;
  /** Every request the bank received, with its JSON body when it had one. */
  readonly sent: SentRequest[];
  /** Analytics events the server's sink received in the current test. */
  readonly events: AnalyticsEvent[];
  now: number;
  /** Replace the services (e.g. with a short upstream timeout). */
  useServices(env?: Record<string, string>): void;
  count(path: string): number;
  bodiesOf(path: string): unknown[];
}

export function useFlowHarness(): Harness {
  let now = T0;
  const clock = () => now;
  const bank = new MockBank(clock);
  const server = setupServer(...createHandlers(bank, () => {}));
  const state = {
    services: undefined as unknown as AppServices,
    store: undefined as unknown as MemorySessionStore,
    sent: [] as SentRequest[],
    events: [] as AnalyticsEvent[],
  };
  const build = (env: Record<string, string> = {}) => {
    state.services = createServices({
      env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: "x".repeat(40), SESSION_STORE: "memory", ...env }),
      log: createLogger("silent"),
      upstreamUrl: MOCK_BANK_URL,
      store: state.store,
      now: clock,
      analytics: { emit: (event) => state.events.push(event) },
    });
  };

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    now = T0;
    bank.reset();
    state.sent = [];
    state.events = [];
    server.events.on("request:start", async ({ request }) => {
      const url = new URL(request.url);
      let body: unknown = null;
      if (request.method === "POST" && request.headers.get("content-type")?.includes("json")) {
        body = await request.clone().json().catch(() => null);
      }
      state.sent.push({ method: request.method, path: url.pathname, body });
    });
    state.store = new MemorySessionStore();
    build();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());

  return {
    bank,
    get services() {
      return state.services;
    },
    get store() {
      return state.store;
    },
    get sent() {
      return state.sent;
    },
    get events() {
      return state.events;
    },
    get now() {
      return now;
    },
    set now(value: number) {
      now = value;
    },
    useServices: build,
    count: (path) => state.sent.filter((r) => r.path === path).length,
    bodiesOf: (path) => state.sent.filter((r) => r.path === path).map((r) => r.body),
  };
}

export const HOME_ADDRESS = { addressLine1: "12 Main St", addressLine2: "", city: "Springfield", state: "IL", zipCode: "62701" };

const STEPS_BEFORE_FUNDING = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"];

/** A complete draft up to the mailing address (step 7), for the given card. */
export function draftFor(cardType: CardType = "basic", overrides: Partial<Draft> = {}): Draft {
  const deposit = cardType === "plus" ? 300 : cardType === "launch" ? 100 : 200;
  return {
    cardType,
    productId: PRN[cardType],
    instanceId: 123456789,
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane.doe@example.com",
    primaryPhone: "2125550143",
    primaryPhoneType: "C",
    otpMethod: "Email",
    phoneConsent: false,
    incentiveId: null,
    incentiveName: null,
    housingPayment: 1000,
    annualIncome: 50000,
    calculatedIncome: 24000,
    amount: deposit,
    creditLimit: deposit,
    securityDeposit: deposit,
    annualFee: cardType === "plus" ? 0 : cardType === "launch" ? 24 : 35,
    programFee: cardType === "launch" ? 19.95 : 0,
    fundToday: true,
    downsellFrom: null,
    homeAddress: HOME_ADDRESS,
    mailToType: "home",
    mailingAddress: null,
    completed: [...STEPS_BEFORE_FUNDING],
    ...overrides,
  };
}

export interface Visitor {
  session: RequestSession;
  context: AppLoadContext;
  cookies: string[];
  leadId: string;
  token: string;
}

/**
 * A verified applicant whose lead exists (verified) in the mock bank, with an upstream session and
 * the draft given (default: everything up to the mailing address) and SSN/date of birth sealed.
 */
export async function applicant(h: Harness, draft: Draft = draftFor(), extra: Partial<SessionData> = {}): Promise<Visitor> {
  const cookies: string[] = [];
  const session = await h.services.sessions.load(undefined, (c) => cookies.push(c));
  const lead = h.bank.createLead({
    firstName: draft.firstName ?? "Jane",
    lastName: draft.lastName ?? "Doe",
    emailAddress: draft.emailAddress ?? "jane.doe@example.com",
    primaryPhone: draft.primaryPhone ?? "2125550143",
    otpMethod: draft.otpMethod ?? "Email",
    productId: draft.productId ?? 1000,
  });
  lead.verified = true;
  const token = h.bank.startSession();
  const context = { ...h.services, nonce: "n", session } as AppLoadContext;
  session.data.draft = { ...draft };
  setPii(context, { ssn: "123456789", dateOfBirth: "01/02/1990" });
  session.data.leadId = lead.id;
  session.data.verifiedAt = h.now;
  session.data.upstream = { token, refreshedAt: h.now };
  Object.assign(session.data, extra);
  await session.save();
  return { session, context, cookies, leadId: lead.id, token };
}

/** The same visitor's next request: a fresh session object loaded from the store by the cookie. */
export async function nextRequest(h: Harness, visitor: Visitor): Promise<AppLoadContext> {
  const cookie = visitor.cookies.at(-1)?.split(";")[0];
  const session = await h.services.sessions.load(cookie, (c) => visitor.cookies.push(c));
  return { ...h.services, nonce: "n", session } as AppLoadContext;
}

export function post(path: string, fields: Record<string, string | undefined>): Request {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) body.append(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

export function get(path: string): Request {
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

/** The loader's data (not a redirect). */
export async function dataOf<T>(run: Promise<T | Response>): Promise<Exclude<T, Response>> {
  const value = await run;
  if (value instanceof Response) throw new Error(`expected data, got a ${value.status} to ${value.headers.get("Location")}`);
  return value as Exclude<T, Response>;
}

export function expectRedirect(response: Response, location: string, status: number | number[] = 303) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses).toContain(response.status);
  expect(response.headers.get("Location")).toBe(location);
}

/** A valid debit card form (SPEC §2.3) for the given card number. */
export function cardForm(csrf: string, overrides: Record<string, string | undefined> = {}) {
  return {
    csrf,
    fundToday: "on",
    cardHolderFirstName: "Jane",
    cardHolderLastName: "Doe",
    cardNumber: "4111 1111 1111 1111",
    cardExpiration: "12/29",
    cardSecurityCode: "123",
    addressLine1: "12 Main St",
    addressLine2: "",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    ...overrides,
  };
}

export { TEST_CARDS };
