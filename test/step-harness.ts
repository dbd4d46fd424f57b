import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { MockBank } from "../mocks/bank";
import { createHandlers, MOCK_BANK_URL } from "../mocks/handlers";
import type { AnalyticsEvent } from "~/analytics/events";
import { PRN, type CardType } from "~/domain/products";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { createServices, type AppServices } from "~/server/services.server";
import type { Draft, SessionData } from "~/session/data";
import type { FlowStep } from "~/session/flow.server";
import type { RequestSession } from "~/session/manager.server";
import { MemorySessionStore } from "~/session/store.server";

/**
 * Route tests for the steps after the verified code, set up like app/routes/basic-info.test.ts:
 * the MSW mock bank, real services with an in-memory store and a fixed clock, real Requests.
 * `applicant()` stands a verified applicant at any step by setting session.data directly.
 */
export const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

export interface Harness {
  bank: MockBank;
  /** Bank paths called during the test, with their JSON bodies. */
  calls: Array<{ path: string; body: unknown }>;
  /** Analytics events emitted on the server. */
  events: AnalyticsEvent[];
  services(): AppServices;
  store(): MemorySessionStore;
  /** Moves the clock on. */
  advance(ms: number): void;
}

export function stepHarness(): Harness {
  let now = T0;
  const clock = () => now;
  const bank = new MockBank(clock);
  const server = setupServer(...createHandlers(bank, () => {}));
  const harness = {
    bank,
    calls: [] as Array<{ path: string; body: unknown }>,
    events: [] as AnalyticsEvent[],
    services: () => services,
    store: () => store,
    advance: (ms: number) => {
      now += ms;
    },
  };
  let store: MemorySessionStore;
  let services: AppServices;

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    now = T0;
    bank.reset();
    harness.calls.length = 0;
    harness.events.length = 0;
    server.events.on("request:start", async ({ request }) => {
      const path = new URL(request.url).pathname;
      const text = request.method === "POST" ? await request.clone().text() : "";
      harness.calls.push({ path, body: text ? JSON.parse(text) : undefined });
    });
    store = new MemorySessionStore();
    services = createServices({
      env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: "x".repeat(40), SESSION_STORE: "memory", UPSTREAM_TIMEOUT_MS: "300" }),
      log: createLogger("silent"),
      upstreamUrl: MOCK_BANK_URL,
      store,
      now: clock,
      analytics: { emit: (event) => harness.events.push(event) },
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return harness;
}

export interface Applicant {
  session: RequestSession;
  context: AppLoadContext;
  csrf: string;
  leadId: string;
  /** The session cookie ('sid=…') as the browser would send it back. */
  cookie: string;
}

/**
 * A verified applicant for `cardType` whose lead exists in the mock bank, with an upstream session,
 * the given completed steps and draft answers, and optionally campaign values from their first URL.
 */
export async function applicant(
  harness: Harness,
  options: { cardType?: CardType; completed?: FlowStep[]; draft?: Draft; visit?: SessionData["visit"] } = {},
): Promise<Applicant> {
  const cardType = options.cardType ?? "basic";
  const services = harness.services();
  const cookies: string[] = [];
  const session = await services.sessions.load(undefined, (c) => cookies.push(c));
  const lead = harness.bank.createLead({
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane.doe@example.com",
    primaryPhone: "2125550143",
    otpMethod: "Email",
    productId: PRN[cardType],
  });
  lead.verified = true;
  session.data.leadId = lead.id;
  session.data.verifiedAt = services.now();
  session.data.upstream = { token: harness.bank.startSession(), refreshedAt: services.now() };
  session.data.draft = {
    cardType,
    productId: PRN[cardType],
    instanceId: 42,
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane.doe@example.com",
    primaryPhone: "2125550143",
    primaryPhoneType: "C",
    otpMethod: "Email",
    phoneConsent: false,
    incentiveId: null,
    incentiveName: null,
    completed: options.completed ?? [],
    ...options.draft,
  };
  if (options.visit) session.data.visit = options.visit;
  await session.save();
  const context = { ...services, nonce: "n", session } as AppLoadContext;
  return { session, context, csrf: session.data.csrf, leadId: lead.id, cookie: cookies.at(-1)?.split(";")[0] ?? "" };
}

/** The applicant's next request after the clock moved on: their session loaded again from its cookie. */
export async function returning(harness: Harness, who: Applicant): Promise<Applicant> {
  const services = harness.services();
  const session = await services.sessions.load(who.cookie, () => {});
  return { ...who, session, context: { ...services, nonce: "n", session } as AppLoadContext };
}

export function postRequest(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

export function getRequest(path: string): Request {
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

/** A loader's data; fails the test when it redirected instead. */
export async function dataOf<T>(run: Promise<T | Response>): Promise<Exclude<T, Response>> {
  let value: T | Response;
  try {
    value = await run;
  } catch (error) {
    if (error instanceof Response) throw new Error(`expected data, got a redirect to ${error.headers.get("Location")}`);
    throw error;
  }
  if (value instanceof Response) throw new Error(`expected data, got a redirect to ${value.headers.get("Location")}`);
  return value as Exclude<T, Response>;
}

export function expectRedirect(response: Response, location: string, status = 303) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Location")).toBe(location);
}
