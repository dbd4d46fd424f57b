/**
 * The cluster proof of issue 14: three production instances on one Redis and one standalone bank
 * (`build/mock-server.js`, what `npm run mock:server` runs, so every instance sees the same bank),
 * behind a round-robin proxy. Consecutive requests hit different instances; the same payment posted
 * to two instances at once reaches the bank once; limits hold across instances; an instance killed
 * with SIGKILL mid-journey loses nothing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, request as httpRequest, type Server } from "node:http";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../mocks/bank";
import { startRedisServer, type RedisServer } from "./redis-server";
import { FUND_LATER_ANSWERS, TERMS_CONSENT } from "../scripts/lib/applicant-answers.mjs";
import { cardForm, JORDAN_CARD } from "./flow-harness";
import { answerForm, hiddenValue, startApplication, stepFields, walkSteps } from "./no-js-journey";
import { browser, csrfOf, ensureBuild, freePort, startServer, type ServerProcess } from "./server-process";

const OTP_LIMIT = 6;
const LAST4 = "1234";

let redis: RedisServer;
let bank: { url: string; child: ChildProcess };
let instances: ServerProcess[] = [];
let proxy: { url: string; server: Server; hits: number[] };

async function startBank() {
  ensureBuild();
  const port = await freePort();
  const child = spawn(process.execPath, ["build/mock-server.js"], {
    env: { ...process.env, MOCK_PORT: String(port), MOCK_HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the standalone mock did not start");
}

/** Round robin over the live instances; a request to a dead one is sent to the next (bodies are buffered). */
async function startProxy() {
  const hits = instances.map(() => 0);
  let next = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number) => {
        const index = next++ % instances.length;
        const target = new URL(instances[index]!.url);
        const upstream = httpRequest(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
          (answer) => {
            hits[index]!++;
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on("error", () => (tries > 1 ? attempt(tries - 1) : res.writeHead(502).end()));
        upstream.end(body);
      };
      attempt(instances.length);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, server, hits };
}

beforeAll(async () => {
  redis = await startRedisServer();
  bank = await startBank();
  const env = {
    SESSION_STORE: redis.url,
    UPSTREAM_API_URL: bank.url,
    RATE_LIMIT_POSTS_PER_MINUTE: "100000",
    RATE_LIMIT_OTP_PER_MINUTE: String(OTP_LIMIT),
  };
  instances = await Promise.all([startServer(env), startServer(env), startServer(env)]);
  proxy = await startProxy();
}, 120_000);

afterAll(async () => {
  proxy?.server.close();
  await Promise.all(instances.map((i) => i.stop()));
  bank?.child.kill("SIGTERM");
  await redis?.destroy();
}, 30_000);

async function bankCalls(): Promise<Record<string, number>> {
  return ((await (await fetch(`${bank.url}/__mock/calls`)).json()) as { calls: Record<string, number> }).calls;
}

async function clearLimits() {
  const client = new Redis(redis.url);
  const keys = await client.keys("sca:rl:*");
  if (keys.length) await client.del(...keys);
  client.disconnect();
}

describe("three instances on one Redis and one bank, behind a round-robin proxy", () => {
  it("a returning applicant's payment posted to two instances at once reaches the bank once", async () => {
    const b = browser(proxy.url);
    const sent = await answerForm(b, "/check-application-status", {
      emailAddress: "jordan+wt_fnd@example.com",
      last4SSN: LAST4,
    });
    expect(sent.headers.get("location")).toBe("/otp-check");
    const verified = await answerForm(b, "/otp-check", { intent: "verify", otpCode: MOCK_OTP_CODE });
    expect(verified.headers.get("location")).toBe("/view-application");
    const status = await b.request("/view-application");
    expect(status.headers.get("location")).toBe("/app-approved-waiting-for-funds");
    const waiting = await b.request("/app-approved-waiting-for-funds");
    const csrf = csrfOf(await waiting.text());
    const fund = await b.post("/app-approved-waiting-for-funds", { csrf, fundToday: "on" });
    expect(fund.headers.get("location")).toBe("/funding-payment");
    const page = await b.request("/funding-payment");
    expect(page.status).toBe(200);
    const html = await page.text();
    const fields = cardForm(csrfOf(html), { ...JORDAN_CARD, paymentId: hiddenValue(html, "paymentId") });
    const before = (await bankCalls()).makePayment ?? 0;
    // The same post on two instances at the same moment (a double click split by the load balancer).
    const answers = await Promise.all([
      b.post("/funding-payment", fields, undefined, instances[0]!.url),
      b.post("/funding-payment", fields, undefined, instances[1]!.url),
    ]);
    for (const answer of answers) expect(answer.status).toBe(303);
    expect((await bankCalls()).makePayment ?? 0).toBe(before + 1);
    // Every instance served part of the journey.
    expect(proxy.hits.every((n) => n > 0)).toBe(true);
  });

  it("limits hold across instances: 3 instances × the code-post limit is refused beyond the limit", async () => {
    await clearLimits();
    const b = browser(proxy.url);
    const statuses: number[] = [];
    for (let i = 0; i < OTP_LIMIT * instances.length; i++)
      statuses.push((await b.post("/check-application-status", { csrf: "x" })).status);
    expect(statuses.slice(0, OTP_LIMIT)).not.toContain(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(OTP_LIMIT * (instances.length - 1));
    await clearLimits();
  });

  it("an instance killed with SIGKILL mid-journey: the application goes on on the others, every answer kept", async () => {
    const b = browser(proxy.url);
    await startApplication(b, {
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane.cluster-kill@example.com",
      primaryPhone: "212-555-0143",
    });

    // Mid-journey, one instance dies without a chance to flush anything.
    const killed = instances[0]!;
    const gone = new Promise((resolve) => killed.child.once("exit", resolve));
    killed.child.kill("SIGKILL");
    await gone;

    const answered = await answerForm(b, "/debt-to-income", { housingPayment: "1000", annualIncome: "90000" });
    expect(answered.status).toBe(303);
    expect(answered.headers.get("location")).toBe("/credit-line");
    // The answers given before and after the kill are all there, on either remaining instance.
    for (let i = 0; i < 2; i++) {
      const back = await b.request("/debt-to-income");
      expect(back.status).toBe(200);
      const html = await back.text();
      expect(html).toMatch(/value="1,?000(\.00)?"/);
      expect(html).toMatch(/value="90,?000(\.00)?"/);
      expect((await b.request("/credit-line")).status).toBe(200);
    }

    // The rest of the application on the two that are left, request after request alternating
    // between them, to a submitted application (funded later: the card would wait in one
    // instance's memory by design, docs/deploy.md).
    const screens = await walkSteps(
      b,
      "/credit-line",
      (path) => path.startsWith("/app-"),
      stepFields({ ...FUND_LATER_ANSWERS, "/terms-and-conditions": TERMS_CONSENT }),
    );
    expect(screens).toEqual(
      expect.arrayContaining([
        "/identity-verification",
        "/mailing-address",
        "/funding-source",
        "/terms-and-conditions",
      ]),
    );
    expect(screens.at(-1)).toMatch(/^\/app-/);
    expect((await bankCalls())["submitLead"] ?? 0).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
