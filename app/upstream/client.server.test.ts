import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MOCK_OTP_CODE, MockBank } from "../../mocks/bank";
import { createHandlers, MOCK_BANK_URL } from "../../mocks/handlers";
import { OTP_VALIDITY_MS, SESSION_REFRESH_MS } from "~/domain/constants";
import { createLogger } from "~/server/logger.server";
import {
  BankApi,
  type CreateLeadRequest,
  type UpstreamSessionHolder,
  type UpstreamSessionState,
} from "./client.server";
import { endsSession, errorKeyFor, kindForStatus, UpstreamError } from "./errors";
import { MAX_ANSWER_BYTES } from "./http.server";
import { RETRY_BACKOFF_MS } from "./transport.server";
import { leadRequest, upstreamFailure } from "../../test/bank-mock";

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
let now = T0;
const clock = () => now;

const bank = new MockBank(clock);
const server = setupServer(...createHandlers(bank, () => {}));
const log = createLogger("silent");

/** Paths of every request that reached the mock, in order. */
let requests: string[] = [];
const count = (path: string) => requests.filter((p) => p === path).length;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
/** The client's warnings (the logger is silent; what it is asked to say is what is checked). */
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(log, "warn");
  now = T0;
  bank.reset();
  requests = [];
  server.events.on("request:start", ({ request }) => {
    requests.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

function holder(initial?: UpstreamSessionState): UpstreamSessionHolder & { state?: UpstreamSessionState } {
  const h = {
    state: initial,
    get: () => h.state,
    set: (s: UpstreamSessionState | undefined) => {
      h.state = s;
    },
  };
  return h;
}

function api(options: { timeoutMs?: number } = {}) {
  return new BankApi({
    baseUrl: MOCK_BANK_URL,
    timeoutMs: options.timeoutMs ?? 2000,
    log,
    now: clock,
  });
}

/** The bank's connection drops on every call to `path` (MSW's network error). */
function dropConnections(method: "get" | "post", path: string, seen: () => void = () => {}) {
  server.use(
    http[method](`${MOCK_BANK_URL}${path}`, () => {
      seen();
      return HttpResponse.error();
    }),
  );
}

const LEAD: CreateLeadRequest = leadRequest({ phoneConsent: false });

describe("configuration and banner", () => {
  it("parses the configuration", async () => {
    const config = await api().configuration();
    expect(config.securedProducts.map((p) => p.prn)).toEqual([1000, 9000, 6100]);
    expect(config.featureFlags).toEqual([{ featureName: "Launch", isEnabled: true }]);
    expect(config.isMaintenance).toBe(false);
    expect(config.securedProducts[0]).toMatchObject({
      productName: "Secured Visa Card",
      minimumDeposit: 200,
      maximumCreditLimit: 3000,
    });
    expect(count("/api/configuration")).toBe(1);
    expect(count("/api/security/startSession")).toBe(0);
  });

  it("passes campaign values and the downsell flag as query parameters", async () => {
    let seen: URLSearchParams | undefined;
    server.events.on("request:start", ({ request }) => {
      seen = new URL(request.url).searchParams;
    });
    const config = await api().configuration({ utmCampaignName: "deposit50", utmSourceName: "", downsell: true });
    expect(seen?.get("utmCampaignName")).toBe("deposit50");
    expect(seen?.get("downsell")).toBe("true");
    expect(seen?.has("utmSourceName")).toBe(false);
    expect(config.incentiveName).toBe("Deposit Reduction $50");
  });

  it("returns non-blank banner messages", async () => {
    bank.banner = ["Scheduled maintenance tonight", "   "];
    expect(await api().bannerMessages()).toEqual(["Scheduled maintenance tonight"]);
  });
});

describe("the upstream session", () => {
  it("is started lazily, once, and kept in the holder", async () => {
    const h = holder();
    const client = api().forSession(h);
    expect(count("/api/security/startSession")).toBe(0);

    const first = await client.createLead(LEAD);
    expect(count("/api/security/startSession")).toBe(1);
    expect(h.state).toEqual({ token: expect.any(String), refreshedAt: T0 });
    expect(bank.isSession(h.state?.token ?? null)).toBe(true);

    now += 60_000;
    const second = await client.createLead(LEAD);
    expect(count("/api/security/startSession")).toBe(1);
    expect(count("/api/security/refreshSession")).toBe(0);
    expect(second.id).not.toBe(first.id);
  });

  it("is per holder: two people get two sessions", async () => {
    const a = holder();
    const b = holder();
    const root = api();
    await root.forSession(a).createLead(LEAD);
    await root.forSession(b).createLead(LEAD);
    expect(count("/api/security/startSession")).toBe(2);
    expect(a.state?.token).not.toBe(b.state?.token);
  });

  it("is refreshed once 18 minutes have passed, not before", async () => {
    const h = holder();
    const client = api().forSession(h);
    await client.createLead(LEAD);

    now = T0 + SESSION_REFRESH_MS - 1;
    await client.createLead(LEAD);
    expect(count("/api/security/refreshSession")).toBe(0);

    now = T0 + SESSION_REFRESH_MS;
    await client.createLead(LEAD);
    expect(count("/api/security/refreshSession")).toBe(1);
    expect(h.state?.refreshedAt).toBe(now);
    expect(count("/api/security/startSession")).toBe(1);
    // The refresh comes before the call it protects.
    expect(requests.slice(-2)).toEqual(["/api/security/refreshSession", "/api/application/createLead"]);

    now += 60_000;
    await client.createLead(LEAD);
    expect(count("/api/security/refreshSession")).toBe(1);
  });

  it("refreshSession() can be called directly and records the time", async () => {
    const h = holder();
    const client = api().forSession(h);
    await client.createLead(LEAD);
    now += 5 * 60_000;
    await client.refreshSession();
    expect(count("/api/security/refreshSession")).toBe(1);
    expect(h.state?.refreshedAt).toBe(now);
  });

  it("is cleared from the holder by a 401, and a new one is started next time", async () => {
    const h = holder();
    const client = api().forSession(h);
    await client.createLead(LEAD);
    const oldToken = h.state?.token;

    bank.faults.createLead = { kind: "401" };
    const error = await upstreamFailure(client.createLead(LEAD));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, call: "createLead" });
    expect(h.state).toBeUndefined();

    bank.faults.createLead = undefined;
    await client.createLead(LEAD);
    expect(count("/api/security/startSession")).toBe(2);
    expect(h.state?.token).not.toBe(oldToken);
  });

  it("is cleared when the bank no longer knows the token (e.g. the bank restarted)", async () => {
    const h = holder();
    const client = api().forSession(h);
    await client.createLead(LEAD);
    bank.sessions.clear();
    expect((await upstreamFailure(client.createLead(LEAD))).kind).toBe("unauthorized");
    expect(h.state).toBeUndefined();
  });

  it("a failing start leaves the holder empty", async () => {
    const h = holder();
    bank.faults.startSession = { kind: "500" };
    const error = await upstreamFailure(api().forSession(h).createLead(LEAD));
    expect(error.kind).toBe("serverError");
    expect(h.state).toBeUndefined();
    expect(count("/api/application/createLead")).toBe(0);
  });

  it("authenticated calls need a client bound to a session", async () => {
    await expect(api().createLead(LEAD)).rejects.toThrow(/forSession/);
    expect(requests).toEqual([]);
  });
});

describe("createLead", () => {
  it("returns the lead id and sends the request as JSON", async () => {
    const lead = await api()
      .forSession(holder())
      .createLead({ ...LEAD, otpMethod: "Mobile", phoneConsent: true });
    expect(lead.id).toMatch(/^L\d+$/);
    expect(lead.otpMethod).toBe("Mobile");
    expect(bank.leads.get(lead.id)).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane@example.com",
      primaryPhone: "2125550143",
      otpMethod: "Mobile",
      productId: 1000,
      sentAt: T0,
      verified: false,
    });
  });

  it("accepts a numeric id from the bank as text", async () => {
    server.use(
      http.post(`${MOCK_BANK_URL}/api/application/createLead`, () => HttpResponse.json({ id: 42, otpMethod: null })),
    );
    expect(await api().forSession(holder()).createLead(LEAD)).toEqual({ id: "42", otpMethod: null });
  });
});

describe("the OTP contract (SPEC §7 mock)", () => {
  async function lead() {
    const client = api().forSession(holder());
    const { id } = await client.createLead(LEAD);
    return { client, leadId: id };
  }

  it("123456 verifies", async () => {
    const { client, leadId } = await lead();
    expect(await client.verifyLeadOtp({ leadId, otpCode: MOCK_OTP_CODE })).toBe(true);
    expect(bank.leads.get(leadId)?.verified).toBe(true);
  });

  it("a first wrong code answers false, a second wrong code is forbidden (and ends the upstream session)", async () => {
    const h = holder();
    const client = api().forSession(h);
    const { id: leadId } = await client.createLead(LEAD);
    expect(await client.verifyLeadOtp({ leadId, otpCode: "111111" })).toBe(false);
    const error = await upstreamFailure(client.verifyLeadOtp({ leadId, otpCode: "222222" }));
    expect(error).toMatchObject({ kind: "forbidden", status: 403 });
    expect(errorKeyFor(error)).toBe("session-expired");
    expect(endsSession(error)).toBe(true);
    expect(h.state).toBeUndefined();
  });

  it("000000 is a bad request", async () => {
    const { client, leadId } = await lead();
    const error = await upstreamFailure(client.verifyLeadOtp({ leadId, otpCode: "000000" }));
    expect(error).toMatchObject({ kind: "badRequest", status: 400 });
    expect(errorKeyFor(error)).toBe("generic");
  });

  it("the right code is still good at exactly 5 minutes", async () => {
    const { client, leadId } = await lead();
    now = T0 + OTP_VALIDITY_MS;
    expect(await client.verifyLeadOtp({ leadId, otpCode: MOCK_OTP_CODE })).toBe(true);
  });

  it("the right code after 5 minutes does not verify", async () => {
    const { client, leadId } = await lead();
    now = T0 + OTP_VALIDITY_MS + 1;
    expect(await client.verifyLeadOtp({ leadId, otpCode: MOCK_OTP_CODE })).toBe(false);
    expect(bank.leads.get(leadId)?.verified).toBe(false);
  });

  it("a resend starts a new 5 minutes", async () => {
    const { client, leadId } = await lead();
    now = T0 + OTP_VALIDITY_MS + 1;
    await client.resendLeadOtp({
      leadId,
      firstName: "Jane",
      emailAddress: "jane@example.com",
      primaryPhone: "2125550143",
    });
    expect(bank.leads.get(leadId)?.sentAt).toBe(now);
    expect(await client.verifyLeadOtp({ leadId, otpCode: MOCK_OTP_CODE })).toBe(true);
  });

  it("an unknown lead is a bad request", async () => {
    const { client } = await lead();
    expect((await upstreamFailure(client.verifyLeadOtp({ leadId: "L999", otpCode: MOCK_OTP_CODE }))).kind).toBe(
      "badRequest",
    );
    expect(
      (
        await upstreamFailure(
          client.resendLeadOtp({
            leadId: "L999",
            firstName: "J",
            emailAddress: "j@example.com",
            primaryPhone: "2125550143",
          }),
        )
      ).kind,
    ).toBe("badRequest");
  });
});

describe("failures map to SPEC §7-8 screens", () => {
  it("500 → generic", async () => {
    bank.faults.createLead = { kind: "500" };
    const error = await upstreamFailure(api().forSession(holder()).createLead(LEAD));
    expect(error).toMatchObject({ kind: "serverError", status: 500, call: "createLead" });
    expect(errorKeyFor(error)).toBe("generic");
    expect(endsSession(error)).toBe(false);
  });

  it("401 → session expired", async () => {
    bank.faults.createLead = { kind: "401" };
    const error = await upstreamFailure(api().forSession(holder()).createLead(LEAD));
    expect(errorKeyFor(error)).toBe("session-expired");
    expect(endsSession(error)).toBe(true);
  });

  it("a timeout → API unavailable", async () => {
    bank.faults.createLead = { kind: "timeout" };
    const started = Date.now();
    const error = await upstreamFailure(api({ timeoutMs: 150 }).forSession(holder()).createLead(LEAD));
    expect(error).toMatchObject({ kind: "timeout", call: "createLead" });
    expect(error.status).toBeUndefined();
    expect(errorKeyFor(error)).toBe("api-unavailable");
    expect(Date.now() - started).toBeLessThan(1500);
    expect(count("/api/application/createLead")).toBe(1);
  });

  it("a network failure → API unavailable", async () => {
    dropConnections("get", "/api/configuration");
    const error = await upstreamFailure(api().configuration());
    expect(error).toMatchObject({ kind: "network", call: "configuration" });
    expect(errorKeyFor(error)).toBe("api-unavailable");
  });

  it("an answer larger than any bank answer → 'malformed', not read whole", async () => {
    // resendLeadOtp's answer is ignored (any JSON will do): only its size can make it fail.
    const huge = `[${'"x",'.repeat(MAX_ANSWER_BYTES / 4)}"x"]`;
    server.use(http.post(`${MOCK_BANK_URL}/api/security/resendLeadOtp`, () => new HttpResponse(huge, { status: 200 })));
    const request = { leadId: "L1", firstName: "Jane", emailAddress: "jane@example.com", primaryPhone: "2125550143" };
    const error = await upstreamFailure(
      api()
        .forSession(holder({ token: "t", refreshedAt: now }))
        .resendLeadOtp(request),
    );
    expect(error).toMatchObject({ kind: "malformed", status: 200 });
    expect(warn).toHaveBeenCalledWith(
      { call: "resendLeadOtp", statusCode: 200, limitBytes: MAX_ANSWER_BYTES },
      "upstream answer too large; not read",
    );
  });

  it("malformed JSON → 'malformed', never a crash; the warning gives its length, not its text", async () => {
    bank.faults.createLead = { kind: "malformed" };
    const error = await upstreamFailure(api().forSession(holder()).createLead(LEAD));
    expect(error).toMatchObject({ kind: "malformed", status: 200 });
    expect(errorKeyFor(error)).toBe("generic");
    expect(warn).toHaveBeenCalledWith(
      { call: "createLead", statusCode: 200, length: expect.any(Number) as number },
      "upstream answer is not JSON",
    );
  });

  it("an answer of the wrong shape → 'malformed'", async () => {
    server.use(http.post(`${MOCK_BANK_URL}/api/application/createLead`, () => HttpResponse.json({ leadId: "L1" })));
    expect((await upstreamFailure(api().forSession(holder()).createLead(LEAD))).kind).toBe("malformed");
  });

  it("an empty answer where data is expected → 'malformed'", async () => {
    server.use(http.post(`${MOCK_BANK_URL}/api/security/verifyLeadOtp`, () => new HttpResponse(null, { status: 200 })));
    const client = api().forSession(holder());
    expect((await upstreamFailure(client.verifyLeadOtp({ leadId: "L1", otpCode: "123456" }))).kind).toBe("malformed");
  });

  it("a configuration of the wrong shape → 'malformed' (and is not retried)", async () => {
    server.use(
      http.get(`${MOCK_BANK_URL}/api/configuration`, () => HttpResponse.json({ securedProducts: [{ prn: "x" }] })),
    );
    expect((await upstreamFailure(api().configuration())).kind).toBe("malformed");
    expect(count("/api/configuration")).toBe(1);
  });

  it("an HTML error page is mapped by its status", async () => {
    server.use(
      http.get(
        `${MOCK_BANK_URL}/api/configuration`,
        () => new HttpResponse("<html>Bad gateway</html>", { status: 502 }),
      ),
    );
    const error = await upstreamFailure(api().configuration());
    expect(error).toMatchObject({ kind: "serverError", status: 502 });
  });
});

describe("retries", () => {
  it("a GET is retried once on 500, then fails", async () => {
    bank.faults.configuration = { kind: "500" };
    expect((await upstreamFailure(api().configuration())).kind).toBe("serverError");
    expect(count("/api/configuration")).toBe(2);
  });

  it("a GET that fails once with 500 succeeds on the retry", async () => {
    server.use(
      http.get(`${MOCK_BANK_URL}/api/configuration`, () => HttpResponse.json({ message: "oops" }, { status: 500 }), {
        once: true,
      }),
    );
    const config = await api().configuration();
    expect(config.securedProducts).toHaveLength(3);
    expect(count("/api/configuration")).toBe(2);
  });

  it("a GET is retried once on a timeout", async () => {
    bank.faults.configuration = { kind: "timeout" };
    const error = await upstreamFailure(api({ timeoutMs: 100 }).configuration());
    expect(error.kind).toBe("timeout");
    expect(count("/api/configuration")).toBe(2);
  });

  it("a GET is retried once on a network failure", async () => {
    dropConnections("get", "/api/application/bannermessage");
    await upstreamFailure(api().bannerMessages());
    expect(count("/api/application/bannermessage")).toBe(2);
  });

  it("the retry waits first (backoff), so a struggling bank is not hit again at once", async () => {
    const times: number[] = [];
    dropConnections("get", "/api/application/bannermessage", () => times.push(performance.now()));
    await upstreamFailure(api().bannerMessages());
    expect(times).toHaveLength(2);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(RETRY_BACKOFF_MS - 1);
  });

  it("a GET is not retried on 401 or 400", async () => {
    bank.faults.configuration = { kind: "401" };
    expect((await upstreamFailure(api().configuration())).kind).toBe("unauthorized");
    expect(count("/api/configuration")).toBe(1);
    server.use(http.get(`${MOCK_BANK_URL}/api/configuration`, () => HttpResponse.json({}, { status: 400 })));
    expect((await upstreamFailure(api().configuration())).kind).toBe("badRequest");
    expect(count("/api/configuration")).toBe(2);
  });

  it("a POST is never retried, on 500, timeout or network failure", async () => {
    const client = api({ timeoutMs: 100 }).forSession(holder());
    bank.faults.createLead = { kind: "500" };
    await upstreamFailure(client.createLead(LEAD));
    expect(count("/api/application/createLead")).toBe(1);

    bank.faults.createLead = { kind: "timeout" };
    await upstreamFailure(client.createLead(LEAD));
    expect(count("/api/application/createLead")).toBe(2);

    dropConnections("post", "/api/application/createLead");
    expect((await upstreamFailure(client.createLead(LEAD))).kind).toBe("network");
    expect(count("/api/application/createLead")).toBe(3);
  });
});

describe("errors.ts", () => {
  it.each([
    [400, "badRequest"],
    [401, "unauthorized"],
    [403, "forbidden"],
    [404, "notFound"],
    [409, "badRequest"],
    [418, "badRequest"],
    [422, "unprocessable"],
    [500, "serverError"],
    [502, "serverError"],
    [503, "serverError"],
  ] as const)("status %i → %s", (status, kind) => {
    expect(kindForStatus(status)).toBe(kind);
  });

  it.each([
    ["badRequest", "generic"],
    ["serverError", "generic"],
    ["notFound", "generic"],
    ["unprocessable", "generic"],
    ["malformed", "generic"],
    ["unauthorized", "session-expired"],
    ["forbidden", "session-expired"],
    ["timeout", "api-unavailable"],
    ["network", "api-unavailable"],
  ] as const)("kind %s → error screen %s", (kind, key) => {
    expect(errorKeyFor(new UpstreamError(kind, "x"))).toBe(key);
    expect(endsSession(new UpstreamError(kind, "x"))).toBe(kind === "unauthorized" || kind === "forbidden");
  });

  it("anything that is not an UpstreamError → generic, and does not end the session", () => {
    for (const error of [new Error("x"), "text", null, undefined, { kind: "unauthorized" }]) {
      expect(errorKeyFor(error)).toBe("generic");
      expect(endsSession(error)).toBe(false);
    }
  });

  it("describes itself without personal data", () => {
    const error = new UpstreamError("serverError", "createLead", 500);
    expect(error.name).toBe("UpstreamError");
    expect(error.message).toBe("createLead failed: serverError (500)");
    expect(new UpstreamError("timeout", "configuration").message).toBe("configuration failed: timeout");
    expect(error).toBeInstanceOf(Error);
  });
});
