import type { AppLoadContext } from "@remix-run/node";
import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { MockBank } from "../mocks/bank";
import { createHandlers, MOCK_ADDRESS_URL, MOCK_BANK_URL } from "../mocks/handlers";
import type { AnalyticsEvent } from "~/analytics/events";
import { createAudit } from "~/server/observability/audit.server";
import { PRN, type CardType } from "~/domain/products";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import { createServices, type AppServices } from "~/services.server";
import type { Draft, SessionData } from "~/session/data";
import type { RequestSession } from "~/session/request-session.server";
import { setPii } from "~/session/pii.server";
import { MemorySessionStore } from "~/session/store.server";

/**
 * The one set-up of the route tests: the MSW mock of the bank (and, on request, of the address
 * provider) in process with a clock the tests move, real services on an in-memory store, the
 * upstream requests and analytics events of the current test recorded. Call `useAppHarness()` once
 * at the top of a file: it registers the Vitest hooks and answers the harness, fresh in every test.
 * Build Requests with test/requests.ts.
 */

/** The default start of every test's clock: 1 January 2025, 12:00 UTC. */
export const DEFAULT_T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

export interface AppHarnessOptions {
  /** The clock at the start of every test (default DEFAULT_T0). */
  start?: number;
  /** Environment on top of the minimal test one, e.g. UPSTREAM_TIMEOUT_MS or CUSTOMER_SERVICE_PHONE. */
  env?: Record<string, string>;
  /** Wire the mock address provider (address autocomplete) into the services. */
  addressProvider?: boolean;
  /** Upstream paths left out of `requests`, e.g. the configuration read that every post makes. */
  ignorePaths?: string[];
  /** Where the services' log lines go, at debug level (default: no logs). */
  logTo?: { write(line: string): void };
}

/** One upstream request: recorded when it starts, its JSON body filled in once read. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string, with its '?' ('' when none). */
  search: string;
  body: unknown;
}

export interface AppHarness {
  /** The clock at the start of every test. */
  readonly T0: number;
  /** The clock every service and the mock bank read; tests may set or move it. */
  now: number;
  readonly bank: MockBank;
  /** This test's services (the latest built, see `useServices`). */
  readonly services: AppServices;
  readonly store: MemorySessionStore;
  /** The upstream requests (bank and address provider) of this test, in the order they started. */
  readonly requests: RecordedRequest[];
  /** Analytics events emitted on the server in this test. */
  readonly events: AnalyticsEvent[];
  /** The audit trail's lines of this test, as written (JSON text). */
  readonly auditLines: string[];
  /** The paths of `requests`. */
  paths(): string[];
  count(path: string): number;
  bodiesOf(path: string): unknown[];
  /** New services on the same store and clock, with `env` on top of the harness's (e.g. a short upstream timeout). */
  useServices(env?: Record<string, string>): void;
  /** A load context for a session, on the current services. */
  context(session: RequestSession): AppLoadContext;
  /** Answers of this test's own on top of the mock's (`mock.use(http.get(…))`); reset after each test. */
  use(...handlers: RequestHandler[]): void;
}

export function useAppHarness(options: AppHarnessOptions = {}): AppHarness {
  const T0 = options.start ?? DEFAULT_T0;
  const ignored = new Set(options.ignorePaths ?? []);
  let now = T0;
  const clock = () => now;
  const bank = new MockBank(clock);
  const server = setupServer(...createHandlers(bank, () => {}));
  const requests: RecordedRequest[] = [];
  const events: AnalyticsEvent[] = [];
  const auditLines: string[] = [];
  let store = new MemorySessionStore();
  let services: AppServices;

  const useServices = (env: Record<string, string> = {}) => {
    services = createServices({
      env: parseEnv({
        NODE_ENV: "test",
        SESSION_SECRET: "x".repeat(40),
        SESSION_STORE: "memory",
        ...options.env,
        ...env,
      }),
      log: options.logTo ? createLogger("debug", options.logTo) : createLogger("silent"),
      upstreamUrl: MOCK_BANK_URL,
      ...(options.addressProvider ? { addressProvider: { url: MOCK_ADDRESS_URL, key: "test" } } : {}),
      store,
      now: clock,
      analytics: { emit: (event) => events.push(event) },
      audit: createAudit({ write: (line: string) => void auditLines.push(line) }),
    });
  };

  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    now = T0;
    bank.reset();
    requests.length = 0;
    events.length = 0;
    auditLines.length = 0;
    server.events.on("request:start", ({ request }) => {
      const { pathname: path, search } = new URL(request.url);
      if (ignored.has(path)) return;
      // Pushed at once, so the order is the order the requests started; the body follows.
      const entry: RecordedRequest = { method: request.method, path, search, body: undefined };
      requests.push(entry);
      if (request.method === "POST" && request.headers.get("content-type")?.includes("json")) {
        void request
          .clone()
          .json()
          .then(
            (body: unknown) => {
              entry.body = body;
            },
            () => {},
          );
      }
    });
    store = new MemorySessionStore();
    useServices();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    server.resetHandlers();
  });
  afterAll(() => server.close());

  const withPath = (path: string) => requests.filter((r) => r.path === path);
  return {
    T0,
    get now() {
      return now;
    },
    set now(value: number) {
      now = value;
    },
    bank,
    get services() {
      return services;
    },
    get store() {
      return store;
    },
    requests,
    events,
    auditLines,
    paths: () => requests.map((r) => r.path),
    count: (path) => withPath(path).length,
    bodiesOf: (path) => withPath(path).map((r) => r.body),
    useServices,
    context: (session) => ({ ...services, nonce: "n", session, clientIp: "203.0.113.7" }) as AppLoadContext,
    use: (...handlers) => server.use(...handlers),
  };
}

/* ------------------------------------------------------------------------------------------- */

/** A visitor's session, the cookies sent to them (latest last) and a load context. */
export interface Visitor {
  session: RequestSession;
  context: AppLoadContext;
  cookies: string[];
}

/** A verified applicant: a visitor with a lead in the mock bank and an upstream session. */
export interface Applicant extends Visitor {
  /** The session's CSRF token when the applicant was made. */
  csrf: string;
  leadId: string;
  /** The upstream session token. */
  token: string;
}

async function newSession(h: AppHarness): Promise<Visitor> {
  const cookies: string[] = [];
  const session = await h.services.sessions.load(undefined, (c) => cookies.push(c));
  return { session, context: h.context(session), cookies };
}

/** A new visitor whose session (with `data` set on it) is saved. */
export async function visitor(h: AppHarness, data: Partial<SessionData> = {}): Promise<Visitor> {
  const v = await newSession(h);
  Object.assign(v.session.data, data);
  await v.session.save();
  return v;
}

/**
 * A loader or action run as one request of the server: once it has answered (data, or a Response
 * returned or thrown), the session is saved, as app/server/http/app.server.ts does when Remix answers.
 */
export async function ending<T>(context: AppLoadContext, run: T | Promise<T>): Promise<T> {
  try {
    const value = await run;
    await context.session.save();
    return value;
  } catch (error) {
    if (error instanceof Response && error.status < 500) await context.session.save();
    throw error;
  }
}

/** What the store holds for `session` once its request has ended (the server saves it then). */
export async function storedAtEnd(h: Pick<AppHarness, "store">, session: RequestSession) {
  await session.save();
  return (await h.store.get(session.id))?.data;
}

/** The same visitor's next request: their session loaded again from the store by their latest cookie. */
export async function nextRequest<V extends Visitor>(h: AppHarness, who: V): Promise<V> {
  // The previous request has ended: the server saved its session then (app/server/http/app.server.ts).
  await who.session.save();
  const cookie = who.cookies.at(-1)?.split(";")[0];
  const session = await h.services.sessions.load(cookie, (c) => who.cookies.push(c));
  return { ...who, session, context: h.context(session) };
}

/** What the applicant said on the basic-information step, for `cardType`. */
export function basicInfoDraft(cardType: CardType = "basic"): Draft {
  return {
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
  };
}

export interface ApplicantOptions {
  /** false: the lead and the session have not verified their code (default true). */
  verified?: boolean;
  /** SSN and date of birth, sealed into the draft. */
  pii?: { ssn: string; dateOfBirth: string };
  /** More session data (e.g. the campaign visit or a submission), set last. */
  session?: Partial<SessionData>;
}

/**
 * An applicant past the code check, as the mock's session seed makes one (session.data set
 * directly): a lead in the mock bank made from the draft's basic information, an upstream session,
 * the draft itself, and the session saved.
 */
export async function verifiedApplicant(
  h: AppHarness,
  draft: Draft,
  options: ApplicantOptions = {},
): Promise<Applicant> {
  const verified = options.verified ?? true;
  const { session, context, cookies } = await newSession(h);
  const lead = h.bank.createLead({
    firstName: draft.firstName ?? "Jane",
    lastName: draft.lastName ?? "Doe",
    emailAddress: draft.emailAddress ?? "jane.doe@example.com",
    primaryPhone: draft.primaryPhone ?? "2125550143",
    otpMethod: draft.otpMethod ?? "Email",
    productId: draft.productId ?? PRN.basic,
  });
  lead.verified = verified;
  const token = h.bank.startSession();
  session.data.leadId = lead.id;
  session.data.verifiedAt = verified ? h.now : undefined;
  session.data.upstream = { token, refreshedAt: h.now };
  session.data.draft = { ...draft };
  if (options.pii) setPii(context, options.pii);
  Object.assign(session.data, options.session);
  await session.save();
  return { session, context, cookies, csrf: session.data.csrf, leadId: lead.id, token };
}
