import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MockBank } from "../mocks/bank";
import { createHandlers, MOCK_BANK_URL } from "../mocks/handlers";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { FileSessionStore } from "~/session/file-store.server";
import { MemorySessionStore } from "~/session/store.server";
import { parseEnv } from "~/server/env.server";
import { createLogger } from "~/server/logger.server";
import type { RequestSession } from "~/session/request-session.server";
import { requestContext } from "~/server/http/request-context.server";
import { CONFIGURATION_TTL_MS, createServices } from "./services.server";
import { FAILURE_MEMORY_MS } from "~/server/ttl-cache.server";

let now = 0;
const clock = () => now;
const bank = new MockBank(clock);
const server = setupServer(...createHandlers(bank, () => {}));
let requests: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  now = Date.UTC(2025, 0, 1);
  bank.reset();
  requests = [];
  server.events.on("request:start", ({ request }) => {
    requests.push(new URL(request.url).pathname);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const SECRET = "x".repeat(40);
function services(env: Record<string, string> = {}) {
  return createServices({
    env: parseEnv({ NODE_ENV: "test", SESSION_SECRET: SECRET, SESSION_STORE: "memory", ...env }),
    log: createLogger("silent"),
    upstreamUrl: MOCK_BANK_URL,
    now: clock,
  });
}

describe("createServices", () => {
  it("caches the configuration per query for 60 s, and clearCaches() forgets it", async () => {
    const s = services();
    await s.configuration();
    await s.configuration();
    expect(requests.filter((p) => p === "/api/configuration")).toHaveLength(1);
    await s.configuration({ utmCampaignName: "deposit50" });
    expect(requests.filter((p) => p === "/api/configuration")).toHaveLength(2);

    now += CONFIGURATION_TTL_MS + 1;
    await s.configuration();
    expect(requests.filter((p) => p === "/api/configuration")).toHaveLength(3);

    s.clearCaches();
    await s.configuration();
    expect(requests.filter((p) => p === "/api/configuration")).toHaveLength(4);
  });

  it("caches the banner, and a failed fetch is tried again once its failure is forgotten (a few seconds)", async () => {
    const s = services();
    bank.faults.bannermessage = { kind: "500" };
    await expect(s.banner()).rejects.toThrow();
    bank.faults.bannermessage = undefined;
    bank.banner = ["Outage tonight"];
    await expect(s.banner()).rejects.toThrow();
    now += FAILURE_MEMORY_MS + 1;
    expect(await s.banner()).toEqual(["Outage tonight"]);
    bank.banner = ["Changed"];
    expect(await s.banner()).toEqual(["Outage tonight"]);
  });

  it("uses the memory store for 'memory' and the file store for 'file:<dir>'", async () => {
    expect(services().store).toBeInstanceOf(MemorySessionStore);
    const dir = await mkdtemp(join(tmpdir(), "services-"));
    try {
      const s = services({ SESSION_STORE: `file:${dir}` });
      expect(s.store).toBeInstanceOf(FileSessionStore);
      const session = await s.sessions.load(undefined, () => {});
      session.data.draft.cardType = "basic";
      await session.save();
      expect(await readdir(dir)).toHaveLength(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("sends Secure __Host- cookies in production only", async () => {
    const dev: string[] = [];
    await services().sessions.load(undefined, (c) => dev.push(c));
    expect(dev[0]).toMatch(/^sid=/);

    const prod: string[] = [];
    await services({ NODE_ENV: "production", MOCKS: "true" }).sessions.load(undefined, (c) => prod.push(c));
    expect(prod[0]).toMatch(/^__Host-sid=.*; Secure/);
  });

  it("uses the 15-minute idle limit unless a test limit is set", () => {
    expect(services().sessions.idleMs).toBe(IDLE_TIMEOUT_MS);
    expect(services({ TEST_IDLE_TIMEOUT_SECONDS: "30" }).sessions.idleMs).toBe(30_000);
  });

  it("points 'Ok, Got it' at the home site when configured", () => {
    expect(services().homeUrl).toBe("/");
    expect(services({ HOME_SITE_URL: "https://www.example.com/" }).homeUrl).toBe("https://www.example.com/");
  });
});

describe("requestContext", () => {
  it("gives each request its own fields over the services, which requests share rather than copy", () => {
    const shared = services();
    const session = {} as RequestSession;
    const one = requestContext(shared, {
      nonce: "one",
      session,
      clientIp: "192.0.2.1",
      locale: "es",
      rendersDocument: true,
    });
    const two = requestContext(shared, { nonce: "two", session, clientIp: "192.0.2.2", method: "POST" });
    for (const key of Object.keys(shared) as (keyof typeof shared)[]) {
      expect(one[key]).toBe(shared[key]);
      expect(two[key]).toBe(shared[key]);
    }
    expect([one.nonce, one.locale, one.rendersDocument, one.method]).toEqual(["one", "es", true, undefined]);
    expect([two.nonce, two.locale, two.method]).toEqual(["two", undefined, "POST"]);
    expect(shared).not.toHaveProperty("nonce");
    // Nothing of the services is copied per request: each context holds only its request's fields.
    expect(Object.keys(one).sort()).toEqual(["clientIp", "locale", "nonce", "rendersDocument", "session"]);
  });
});
