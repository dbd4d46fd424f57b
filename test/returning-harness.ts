/**
 * Route tests for the returning-applicant screens: the development mock in-process (MSW) with its
 * own clock, real services on a memory store, and helpers to stand at any point of the status check.
 * Set-up copied from app/routes/basic-info.test.ts; `useReturningHarness()` registers the hooks.
 */
import type { AppLoadContext } from "@remix-run/node";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { MOCK_OTP_CODE, MockBank } from "../mocks/bank";
import { createHandlers, MOCK_BANK_URL } from "../mocks/handlers";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { createServices, type AppServices } from "~/server/services.server";
import type { RequestSession } from "~/session/manager.server";
import { MemorySessionStore } from "~/session/store.server";
import { action as checkStatusAction } from "~/routes/check-application-status";
import { action as otpAction } from "~/routes/otp-check";

export const T0 = Date.UTC(2025, 0, 6, 15, 0, 0);
export const LAST4 = "1234";

export interface Harness {
  bank: MockBank;
  /** Bank paths called (configuration reads aside) since the test began, or since `requests.length = 0`. */
  requests: string[];
  store: () => MemorySessionStore;
  services: () => AppServices;
  now: () => number;
  setNow: (ms: number) => void;
  /** New services with a short upstream timeout (for 'timeout' faults). */
  useShortTimeout: () => void;
}

export function useReturningHarness(): Harness {
  let now = T0;
  const clock = () => now;
  const bank = new MockBank(clock);
  const server = setupServer(...createHandlers(bank, () => {}));
  const requests: string[] = [];
  let store = new MemorySessionStore();
  let services: AppServices;
  const make = (timeout?: string) =>
    createServices({
      env: parseEnv({
        NODE_ENV: "test",
        SESSION_SECRET: "x".repeat(40),
        SESSION_STORE: "memory",
        CUSTOMER_SERVICE_PHONE: "1-800-555-0199",
        ...(timeout ? { UPSTREAM_TIMEOUT_MS: timeout } : {}),
      }),
      log: createLogger("silent"),
      upstreamUrl: MOCK_BANK_URL,
      store,
      now: clock,
    });

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    now = T0;
    bank.reset();
    requests.length = 0;
    server.events.on("request:start", ({ request }) => {
      const path = new URL(request.url).pathname;
      // Every post reads the configuration (maintenance); the calls under test are the others.
      if (path !== "/api/configuration") requests.push(path);
    });
    store = new MemorySessionStore();
    services = make();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());

  return {
    bank,
    requests,
    store: () => store,
    services: () => services,
    now: clock,
    setNow: (ms) => {
      now = ms;
    },
    useShortTimeout: () => {
      services = make("150");
    },
  };
}

export interface Visitor {
  session: RequestSession;
  context: AppLoadContext;
  cookies: string[];
}

export async function visitor(h: Harness): Promise<Visitor> {
  const cookies: string[] = [];
  const session = await h.services().sessions.load(undefined, (c) => cookies.push(c));
  await session.save();
  const context = { ...h.services(), nonce: "n", session } as AppLoadContext;
  return { session, context, cookies };
}

export function post(path: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

export function get(path: string): Request {
  return new Request(`http://localhost${path}`);
}

/** Runs a loader or action and returns its Response, whether returned or thrown. */
export async function settle(run: unknown): Promise<{ thrown: boolean; response: Response }> {
  try {
    const value = await run;
    if (!(value instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(value)}`);
    return { thrown: false, response: value };
  } catch (error) {
    if (error instanceof Response) return { thrown: true, response: error };
    throw error;
  }
}

/** A loader's data (not a redirect). */
export async function data<T>(run: T | Promise<T>): Promise<Exclude<T, Response>> {
  const value = await run;
  if (value instanceof Response) throw new Error(`expected data, got a ${value.status} to ${value.headers.get("Location")}`);
  return value as Exclude<T, Response>;
}

export function expectRedirect(response: Response, location: string, status = 303) {
  expect(response.headers.get("Location")).toBe(location);
  expect(response.status).toBe(status);
}

/** The check-status form sent through its real action: the code is on its way. */
export async function statusCodeSent(h: Harness, emailAddress: string, last4SSN = LAST4): Promise<Visitor> {
  const v = await visitor(h);
  const { response } = await settle(
    checkStatusAction({
      request: post("/check-application-status", { csrf: v.session.data.csrf, emailAddress, last4SSN }),
      context: v.context,
      params: {},
    }),
  );
  expectRedirect(response, "/otp-check");
  return v;
}

/** The whole status check through the real actions: verified, on the way to /view-application. */
export async function statusVerified(h: Harness, emailAddress: string, last4SSN = LAST4): Promise<Visitor> {
  const v = await statusCodeSent(h, emailAddress, last4SSN);
  const { response } = await settle(
    otpAction({
      request: post("/otp-check", { csrf: v.session.data.csrf, intent: "verify", otpCode: MOCK_OTP_CODE }),
      context: v.context,
      params: {},
    }),
  );
  expectRedirect(response, "/view-application");
  h.requests.length = 0;
  return v;
}
