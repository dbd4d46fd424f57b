import { expect, test } from "@playwright/test";
import { APPLICANT, enterOtp, reachOtp, VALID_CODE } from "./support/flow";
import { resetMock } from "./support/mock";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("HTML pages carry a strict Content-Security-Policy and are not cached @no-js-only", async ({ page }) => {
  for (const path of ["/", "/basic-info"]) {
    const response = await page.goto(path === "/basic-info" ? "/Secured/Apply" : path);
    expect(response, `response for ${path}`).not.toBeNull();
    const headers = response!.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp, `CSP on ${path}`).toContain("script-src 'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(headers["content-type"]).toContain("text/html");
    expect(headers["cache-control"], `Cache-Control on ${path}`).toContain("no-store");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();

    // Every inline and external script carries this response's nonce.
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = await page.locator("script").evaluateAll((els) => els.map((s) => (s as HTMLScriptElement).nonce));
    expect(scripts.length).toBeGreaterThan(0);
    for (const scriptNonce of scripts) expect(scriptNonce).toBe(nonce);
  }
});

test("each response gets a new nonce", async ({ request }) => {
  const nonceOf = async () => {
    const response = await request.get("/");
    return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  };
  const first = await nonceOf();
  const second = await nonceOf();
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  expect(first).not.toBe(second);
});

test("fingerprinted /build assets are cached as immutable, and sent compressed @no-js-only", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assets = [...new Set([...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
  expect(assets.length, "the page references /build assets").toBeGreaterThan(0);
  expect(assets.some((a) => a.endsWith(".css"))).toBe(true);
  expect(assets.some((a) => a.endsWith(".js"))).toBe(true);
  const encodings: string[] = [];
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const cacheControl = response.headers()["cache-control"] ?? "";
    expect(cacheControl, `Cache-Control of ${asset}`).toContain("immutable");
    expect(cacheControl).toMatch(/max-age=\d{7,}/);
    // The compression middleware's (ADR 0237): brotli or gzip, whichever the client prefers.
    encodings.push(response.headers()["content-encoding"] ?? "none");
  }
  expect(encodings.filter((encoding) => encoding === "br" || encoding === "gzip")).not.toHaveLength(0);
});

test("the session cookie is HttpOnly, SameSite=Lax and holds no application data @no-js-only", async ({
  page,
  context,
}, testInfo) => {
  await reachOtp(page, testInfo);
  const cookies = await context.cookies();
  expect(cookies.map((c) => c.name)).toEqual(["__Host-sid"]);
  const session = cookies[0]!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");
  expect(session.secure).toBe(true);
  expect(session.path).toBe("/");
  for (const value of Object.values(APPLICANT)) {
    if (typeof value === "string") expect(session.value).not.toContain(value);
  }
  expect(await page.evaluate(() => document.cookie).catch(() => "")).toBe("");

  // The session id changes once the code is verified (no session fixation).
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/debt-to-income$/);
  const after = (await context.cookies()).find((c) => c.name === "__Host-sid");
  expect(after?.httpOnly).toBe(true);
  expect(after?.value).not.toBe(session.value);
});
