/**
 * The production server's own defences over real HTTP (issue 2): security headers, rate limits,
 * the cross-site POST refusal, the mock's controls closed in production, graceful shutdown.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// Remix's own client decoder of single fetch (not in its public API): what the browser runs.
import { decodeViaTurboStream } from "@remix-run/react/dist/single-fetch.js";
import { afterAll, describe, expect, it } from "vitest";
import { browser, rawRequest, serverForSuite, socketExchange, startServer } from "./server-process";

describe("a production server on the mock (MOCKS=true, no MOCK_CONTROL)", () => {
  const app = serverForSuite({
    MOCKS: "true",
    RATE_LIMIT_POSTS_PER_MINUTE: "100000",
    RATE_LIMIT_OTP_PER_MINUTE: "100000",
  });

  it("sends HSTS, a strict referrer policy, nosniff and frame refusal on pages", async () => {
    const response = await fetch(`${app.url()}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses a form post from another site, by Origin or by Sec-Fetch-Site", async () => {
    const { post } = browser(app.url());
    const byOrigin = await post("/basic-info", { firstName: "Jane" }, { origin: "https://evil.example" });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await post("/basic-info", { firstName: "Jane" }, { "sec-fetch-site": "cross-site" });
    expect(byFetchSite.status).toBe(403);
  });

  it("a post to a page without a form answers 405 with the product's page, not the framework's text", async () => {
    const { post } = browser(app.url());
    for (const path of ["/terms-and-conditions", "/app-approved-boarded", "/disclosures"]) {
      const response = await post(path, { anything: "x" });
      expect(response.status, path).toBe(405);
      const html = await response.text();
      expect(html, path).toContain(
        "This page has no form to send. Please go back to the page and use its buttons and links.",
      );
      expect(html, path).not.toContain("did not provide an `action`");
    }
  });

  it("answers GET, HEAD and POST only: PUT, PATCH and DELETE never reach a form's action (405)", async () => {
    const { request } = browser(app.url());
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = await request("/basic-info", {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url() },
        body: "firstName=Jane",
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
      expect(response.headers.get("content-security-policy"), method).toContain("frame-ancestors 'none'");
      expect(await response.text(), method).toContain("<h1>Sorry, we could not read that request</h1>");
    }
  });

  it("a target no page answers gets the plain page in the browser's language, not a line of text", async () => {
    const spanish = { "accept-language": "es-US,es;q=0.9" };
    for (const target of ["/%", "/?_data=root"]) {
      const response = await rawRequest(app.url(), target, { headers: spanish });
      expect(response.status, target).toBe(400);
      expect(response.headers["content-type"], target).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], target).toBe("no-store");
      expect(response.body, target).toContain('<html lang="es-US">');
      expect(response.body, target).toContain("<h1>Lo sentimos, no pudimos leer esa solicitud</h1>");
      expect(response.body, target).toContain('<a href="/">Ir a la página de inicio</a>');
    }
  });

  it("a target that would read as another host is a path of ours, never that host's route", async () => {
    const post = (target: string) =>
      rawRequest(app.url(), target, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url() },
        body: "otpCode=123456",
      });
    // The code route's action refuses a post without its token (403); no route of ours has this path (404).
    expect((await post("/otp-check")).status).toBe(403);
    expect((await post("//evil.example/otp-check")).status).toBe(404);
  });

  it("what Node's parser refuses gets a page in both languages with the security headers (ADR 0229)", async () => {
    const host = new URL(app.url()).host;
    const cases = [
      // Headers over Node's 16 KB: most often a browser with too many cookies for the site.
      {
        bytes: `GET / HTTP/1.1\r\nHost: ${host}\r\nCookie: ${"a=b; ".repeat(4_000)}\r\n\r\n`,
        status: 431,
        says: "too many cookies",
      },
      {
        bytes: `POST / HTTP/1.1\r\nHost: ${host}\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd`,
        status: 400,
        says: "could not read",
      },
      { bytes: `GET /a b HTTP/1.1\r\nHost: ${host}\r\n\r\n`, status: 400, says: "could not read" },
      {
        bytes: `POST / HTTP/1.1\r\nHost: ${host}\r\nTransfer-Encoding: xchunked\r\n\r\n`,
        status: 400,
        says: "could not read",
      },
    ];
    for (const { bytes, status, says } of cases) {
      const answer = await socketExchange(app.url(), bytes);
      const [head = "", body = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0], says).toBe(
        `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}`,
      );
      expect(head).toMatch(
        /\r\ncontent-security-policy: default-src 'self';script-src 'nonce-[\w+/=]+' 'strict-dynamic'.*frame-ancestors 'none'/i,
      );
      expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
      expect(head).toMatch(/\r\nstrict-transport-security: max-age=\d{7,}/i);
      expect(head).toMatch(/\r\ncache-control: no-store/i);
      expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
      expect(body).toContain('<html lang="en-US">');
      expect(body).toContain("Sorry, we could not read that request");
      expect(body).toContain(says);
      expect(body).toContain('<section lang="es-US"><h2>Lo sentimos, no pudimos leer esa solicitud</h2>');
      expect(body).toContain('<a href="/">Go to the home page</a>');
    }
    // The server is still up for everyone else.
    expect((await fetch(`${app.url()}/healthz`)).status).toBe(200);
  });

  it("does not serve the mock's switches or session seeds", async () => {
    const { post } = browser(app.url());
    for (const path of ["/__mock/settings", "/__mock/reset", "/__mock/session"]) {
      const response = await post(path, {});
      expect(response.headers.get("content-type") ?? "", path).not.toContain("application/json");
      expect(response.status, path).not.toBe(200);
    }
  });

  it("the cookie is __Host-, Secure, HttpOnly and SameSite=Lax", async () => {
    const response = await fetch(`${app.url()}/`, { redirect: "manual" });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__Host-")) ?? "";
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//i);
  });
});

describe("rate limits", () => {
  const app = serverForSuite({
    MOCKS: "true",
    RATE_LIMIT_POSTS_PER_MINUTE: "5",
    RATE_LIMIT_OTP_PER_MINUTE: "3",
    RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE: "2",
  });

  it("code and status-check posts (also Remix data posts) get the stricter limit", async () => {
    const { post } = browser(app.url());
    const statuses: number[] = [];
    for (const path of ["/otp-check", "/check-application-status.data", "/otp-check", "/otp-check"]) {
      statuses.push((await post(path, { otpCode: "123456" })).status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it("other form posts have their own, larger limit", async () => {
    const { post } = browser(app.url());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post("/basic-info", { firstName: "Jane" })).status);
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    // The refusal is a page in the browser's language, with a way back to the page posted from.
    const refused = await post("/basic-info", { firstName: "Jane" }, { origin: app.url(), "accept-language": "es" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await refused.text();
    expect(html).toContain('lang="es-US"');
    expect(html).toContain("Demasiados intentos");
    expect(html).toContain('href="/basic-info"');
    // A client navigation's post gets data its browser code reads as the action's refusal (ADR 0229).
    const data = await post("/basic-info.data", { firstName: "Jane" }, { origin: app.url(), "accept-language": "es" });
    expect(data.status).toBe(429);
    expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
    const decoded = (await decodeViaTurboStream(data.body as ReadableStream<Uint8Array>, globalThis)) as {
      value: { error: unknown };
    };
    expect(decoded.value.error).toMatchObject({ status: 429, data: expect.stringContaining("Espere un minuto") });
  });

  it("affiliate arrivals from one IP, each a new visitor, post the affiliate only within its budget (ADR 0082)", async () => {
    const locations: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await browser(app.url()).request(`/Secured/Apply?nid=${700 + i}`);
      locations.push(answer.headers.get("location"));
    }
    // Posted: the bank's answer goes back on the URL. Past the budget: on to the application without it.
    expect(locations).toEqual([
      expect.stringMatching(/^\/Secured\/Apply\?.*nid=700/),
      expect.stringMatching(/^\/Secured\/Apply\?.*nid=701/),
      "/basic-info",
      "/basic-info",
    ]);
  });
});

// Cookieless GETs that would each store a session (an entry page) are budgeted per client (ADR 0082).
describe("new sessions per client", () => {
  const sessions = mkdtempSync(join(tmpdir(), "new-sessions-"));
  const app = serverForSuite({
    MOCKS: "true",
    RATE_LIMIT_NEW_SESSIONS_PER_MINUTE: "3",
    SESSION_STORE: `file:${sessions}`,
  });
  afterAll(() => rmSync(sessions, { recursive: true, force: true }));
  const records = () =>
    readdirSync(sessions, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;

  it("stores a GET's new session only within the client's budget; past it an application is not started", async () => {
    const statuses: number[] = [];
    const cookies: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      // A new visitor each time (its first request, with no cookie, is the cookie check: nothing stored).
      const visitor = browser(app.url());
      const entry = await visitor.request("/SecuredPlus/Apply");
      statuses.push(entry.status);
      cookies.push(visitor.cookie());
      // A page read without a campaign keeps nothing, so it costs the budget nothing.
      statuses.push((await fetch(`${app.url()}/`, { redirect: "manual" })).status);
    }
    expect(statuses).toEqual([302, 200, 302, 200, 302, 200]);
    expect(records()).toBe(3);

    const refused = await browser(app.url()).request("/SecuredPlus/Apply?utm_source=mail", {
      headers: { "accept-language": "es" },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    const html = await refused.text();
    expect(html).toContain("Demasiadas visitas nuevas");
    // The way back is the page asked for, with its campaign.
    expect(html).toContain('href="/SecuredPlus/Apply?utm_source=mail');
    // It looks like the product: its stylesheet is a static file, served to anyone (no session read).
    expect(html).toContain('<link rel="stylesheet" href="/plain-page.css">');
    const css = await fetch(`${app.url()}/plain-page.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toMatch(/^text\/css/);
    expect(await css.text()).toContain(".plain__brand");
    // A HEAD would store the session as its GET does.
    expect((await browser(app.url()).request("/SecuredPlus/Apply", { method: "HEAD" })).status).toBe(429);
    // A client navigation's data: the refusal as each loader's, so the browser shows its words (ADR 0229).
    const data = await fetch(`${app.url()}/SecuredPlus/Apply.data`, { redirect: "manual" });
    expect(data.status).toBe(429);
    expect(data.headers.get("content-type")).toMatch(/^text\/x-script/);
    const decoded = (await decodeViaTurboStream(data.body as ReadableStream<Uint8Array>, globalThis)) as {
      value: Record<string, { error: unknown }>;
    };
    expect(Object.keys(decoded.value).sort()).toEqual(["root", "routes/$product.apply"]);
    for (const result of Object.values(decoded.value)) {
      expect(result.error).toMatchObject({ status: 429, data: expect.stringContaining("Too many visits") });
    }
    expect(records()).toBe(3);

    // A visitor whose session is stored goes on: its requests store no new session.
    const stored = await fetch(`${app.url()}/basic-info`, { redirect: "manual", headers: { cookie: cookies[0]! } });
    expect(stored.status).toBe(200);
    expect(await stored.text()).toContain("Secured Plus");
  });

  it("past the budget, a page that only remembers the campaign is shown, not stored; a language chosen is kept by its own cookie, not stored", async () => {
    const campaign = await fetch(`${app.url()}/?utm_source=mail`, { redirect: "manual" });
    expect(campaign.status).toBe(200);
    await campaign.arrayBuffer();
    const language = await fetch(`${app.url()}/?lng=es`, { redirect: "manual" });
    expect(language.status).toBe(303);
    const kept = language.headers.getSetCookie().find((c) => c.includes("lng="));
    expect(kept).toBe("__Host-lng=es; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000; Secure");
    const page = await fetch(`${app.url()}/`, { redirect: "manual", headers: { cookie: "__Host-lng=es" } });
    expect(await page.text()).toContain('<html lang="es-US"');
    expect(records()).toBe(3);
  });
});

// Remix reads the URL parse of the target (dot segments resolved): every layer now reads the same (ADR 0055).
describe("rate limits hold for every spelling of a path", () => {
  const app = serverForSuite({ MOCKS: "true", RATE_LIMIT_POSTS_PER_MINUTE: "100", RATE_LIMIT_OTP_PER_MINUTE: "3" });

  it("dot segments and backslashes count as the code route they lead to", async () => {
    const statuses: number[] = [];
    for (const target of ["/x/../otp-check", "/otp-check/.", "/x/%2e%2e/otp-check", "/x\\..\\otp-check"]) {
      const answer = await rawRequest(app.url(), target, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url() },
        body: "otpCode=123456",
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});

// Behind a trusted proxy, an IPv6 client is its /64: a subscriber's whole network, not 2^64 budgets.
describe("per-IP limits count an IPv6 client's /64", () => {
  const app = serverForSuite({ MOCKS: "true", TRUST_PROXY: "true", RATE_LIMIT_OTP_PER_MINUTE: "3" });

  it("addresses of one /64 share a limit; another /64 has its own", async () => {
    const codePost = (from: string) =>
      rawRequest(app.url(), "/otp-check", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: app.url(), "x-forwarded-for": from },
        body: "otpCode=123456",
      });
    const statuses: number[] = [];
    for (const from of [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:2:abcd:ef01:2345:6789",
      "2001:db8:1:2::ffff",
    ]) {
      statuses.push((await codePost(from)).status);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await codePost("2001:db8:1:3::1")).status).not.toBe(429);
  });
});

describe("shutdown", () => {
  it("SIGTERM closes the server cleanly (exit code 0)", async () => {
    const app = await startServer({ MOCKS: "true" });
    expect(await app.stop()).toBe(0);
  }, 90_000);
});
