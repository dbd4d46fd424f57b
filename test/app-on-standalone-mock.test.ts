/**
 * The production server (`node build/server.js`) against the standalone mock of the bank API over
 * real HTTP, as in a staging-like run: `UPSTREAM_API_URL=<mock origin>`.
 *
 * Needs the production build (build/server.js, build/index.js). When it is missing, beforeAll runs
 * `npm run build` first (a few seconds). A stale build/ is used as it is: run `npm run build` after
 * changing the app.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../mocks/bank";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";

let mock: StandaloneMock;
let app: ChildProcess | undefined;
let appUrl = "";
let appLog = "";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (app?.exitCode !== null && app?.exitCode !== undefined) throw new Error(`server exited early:\n${appLog}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${appLog}`);
}

beforeAll(async () => {
  if (!existsSync("build/server.js") || !existsSync("build/index.js")) {
    // Vitest sets NODE_ENV=test; the build must be the production one the server below runs.
    const built = spawnSync("npm", ["run", "build"], {
      stdio: "pipe",
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (built.status !== 0) throw new Error(`npm run build failed:\n${built.stdout}\n${built.stderr}`);
  }
  mock = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {} });
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      UPSTREAM_API_URL: mock.url,
      ADDRESS_PROVIDER_URL: mock.url,
      ADDRESS_PROVIDER_KEY: "test",
      SESSION_SECRET: "standalone-mock-test-secret-0123456789abcdef",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      RATE_LIMIT_POSTS_PER_MINUTE: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout?.on("data", (d: Buffer) => (appLog += d.toString()));
  app.stderr?.on("data", (d: Buffer) => (appLog += d.toString()));
  await waitForHealth(appUrl, Date.now() + 20_000);
}, 90_000);

afterAll(async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app?.once("exit", resolve));
    app.kill("SIGTERM");
    await exited;
  }
  await mock?.close();
});

/** A tiny cookie-keeping browser without JavaScript. */
function browser() {
  let cookie = "";
  async function request(path: string, init: RequestInit = {}) {
    const response = await fetch(`${appUrl}${path}`, {
      ...init,
      redirect: "manual",
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0] ?? "";
      const name = pair.split("=")[0];
      cookie = [...cookie.split("; ").filter((c) => c && !c.startsWith(`${name}=`)), pair].join("; ");
    }
    return response;
  }
  async function post(path: string, fields: Record<string, string>) {
    return request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: appUrl },
      body: new URLSearchParams(fields).toString(),
    });
  }
  return { request, post };
}

function csrfOf(html: string): string {
  const match = /name="csrf"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="csrf"/.exec(html);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error("no CSRF field on the page");
  return token;
}

describe("the app against the standalone mock over real HTTP", () => {
  it("shows the mock's products on the intro screen", async () => {
    const { request } = browser();
    const response = await request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Secured Visa Card");
    expect(html).toContain("Secured Plus Visa Card");
  });

  it("basic information creates a lead at the mock; the OTP verifies it", async () => {
    const before = mock.bank.leads.size;
    const { request, post } = browser();
    const entry = await request("/Secured/Apply");
    expect([302, 303]).toContain(entry.status);
    const page = await request("/basic-info");
    expect(page.status).toBe(200);
    const sent = await post("/basic-info", {
      csrf: csrfOf(await page.text()),
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane.standalone@example.com",
      primaryPhone: "212-555-0143",
      otpMethod: "Email",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/otp-check");
    expect(mock.bank.leads.size).toBe(before + 1);
    const lead = [...mock.bank.leads.values()].at(-1);
    expect(lead?.emailAddress).toBe("jane.standalone@example.com");
    expect(mock.bank.sessions.size).toBeGreaterThan(0);

    const otpPage = await request("/otp-check");
    expect(otpPage.status).toBe(200);
    const verified = await post("/otp-check", { csrf: csrfOf(await otpPage.text()), otpCode: MOCK_OTP_CODE });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe("/debt-to-income");
    expect(lead?.verified).toBe(true);
  });
});
