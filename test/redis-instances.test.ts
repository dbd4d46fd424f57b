/**
 * Two production servers on one Redis and one standalone bank (issue 14): a session started on one
 * instance goes on on the other, rate limits count once for both, and with Redis stopped pages
 * answer 503 with our own page, then everything resumes, nothing lost, when Redis returns.
 */
import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_PAGE } from "~/domain/unavailable";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";
import { startRedisServer, type RedisServer } from "./redis-server";
import { startApplication } from "./no-js-journey";
import { browser, freePort, startServer, type ServerProcess } from "./server-process";

const OTP_LIMIT = 4;
/** New sessions a minute per client (ADR 0082): each journey here starts one, so a few more than they need. */
const NEW_SESSIONS_LIMIT = 6;

let redis: RedisServer;
let mock: StandaloneMock;
let instances: ServerProcess[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  mock = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {} });
  const env = {
    SESSION_STORE: redis.url,
    UPSTREAM_API_URL: mock.url,
    RATE_LIMIT_POSTS_PER_MINUTE: "100000",
    RATE_LIMIT_OTP_PER_MINUTE: String(OTP_LIMIT),
    RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: String(NEW_SESSIONS_LIMIT),
  };
  instances = await Promise.all([startServer(env), startServer(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await mock?.close();
  await redis?.destroy();
});

/** A cookie-keeping browser without JavaScript whose requests go to the instances in turn. */
function roundRobin() {
  let next = 0;
  return browser(() => instances[next++ % instances.length]!.url);
}

async function waitFor(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Forgets every rate-limit counter: the per-IP post limits' and the guess store's (the journeys count too). */
async function clearLimits() {
  const client = new Redis(redis.url);
  const keys = [...(await client.keys("sca:rl:*")), ...(await client.keys("sca:guess:*"))];
  if (keys.length) await client.del(...keys);
  client.disconnect();
}

/** A browser past basic information and the code, each request on the next instance. */
async function atIncomeStep(email: string) {
  const browser = roundRobin();
  await startApplication(browser, {
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: email,
    primaryPhone: "212-555-0143",
  });
  return browser;
}

describe("several instances on one Redis", () => {
  it("both are ready: Redis reachable, configuration loaded; /healthz is liveness only", async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true, redis: "ok", configuration: "ok" });
      expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
    }
  });

  it("starts and serves in production with only NODE_ENV, SESSION_SECRET, SESSION_STORE=redis://…, UPSTREAM_API_URL (and where to listen)", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["build/server.js"], {
      env: {
        NODE_ENV: "production",
        SESSION_SECRET: "only-these-variables-secret-0123456789abcdef",
        SESSION_STORE: redis.url,
        UPSTREAM_API_URL: mock.url,
        PORT: String(port),
        HOST: "127.0.0.1",
      },
      stdio: "ignore",
    });
    try {
      await waitFor(
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        20_000,
      );
      const page = await fetch(`http://127.0.0.1:${port}/`);
      expect(page.status).toBe(200);
      expect(page.headers.getSetCookie().join()).toContain("__Host-sid=");
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("a session started on one instance goes on on the other, request after request", async () => {
    const browser = await atIncomeStep("jane.cluster@example.com");
    for (let i = 0; i < 2; i++) {
      const page = await browser.request("/debt-to-income");
      expect(page.status).toBe(200);
    }
  });

  it("rate limits count once for all instances (N instances × limit is refused)", async () => {
    await clearLimits();
    const browser = roundRobin();
    const statuses: number[] = [];
    for (let i = 0; i < OTP_LIMIT * instances.length; i++) {
      statuses.push((await browser.post("/check-application-status", { csrf: "x" })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(OTP_LIMIT * instances.length - OTP_LIMIT);
    expect(statuses.slice(0, OTP_LIMIT)).not.toContain(429);
    await clearLimits();
  });

  it("new sessions count once for all instances: new visitors' entry GETs past the budget are refused on either", async () => {
    await clearLimits();
    const statuses: number[] = [];
    for (let i = 0; i < NEW_SESSIONS_LIMIT * instances.length; i++) {
      // A new browser each time: a new session, which the entry page would store.
      const answer = await browser(instances[i % instances.length]!.url).request("/Secured/Apply");
      statuses.push(answer.status);
      await answer.arrayBuffer();
    }
    expect(statuses.slice(0, NEW_SESSIONS_LIMIT)).toEqual(Array(NEW_SESSIONS_LIMIT).fill(302));
    expect(statuses.slice(NEW_SESSIONS_LIMIT)).toEqual(Array(NEW_SESSIONS_LIMIT).fill(429));
    await clearLimits();
  });

  it("with Redis stopped pages answer 503 with our page; when it returns the journey goes on, nothing lost", async () => {
    const browser = await atIncomeStep("jane.redis-restart@example.com");
    await redis.stop();
    for (const instance of instances) {
      const page = await browser.request("/debt-to-income");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
      const html = await page.text();
      expect(html).toContain(UNAVAILABLE_PAGE.title.replace("'", "&#39;"));
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(503);
      // A post meets the rate limit's counter in Redis first: the same page, not a post let through.
      const post = await browser.post("/debt-to-income", { csrf: "x" });
      expect(post.status).toBe(503);
      expect(await post.text()).toContain(UNAVAILABLE_PAGE.title.replace("'", "&#39;"));
      expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
    }
    await redis.start();
    for (const instance of instances) {
      await waitFor(() => fetch(`${instance.url}/readyz`).then((r) => r.status === 200), 15_000);
    }
    // The verified session is still there on both instances (not a new one sent to the start).
    for (let i = 0; i < instances.length; i++) {
      const page = await browser.request("/debt-to-income");
      expect(page.status).toBe(200);
    }
  }, 60_000);
});
