/**
 * A browser that keeps no cookie (blocked by a privacy setting, or a Secure cookie refused over plain
 * HTTP) is told so after one cookie check, never redirected in a loop (issue 47, docs/decisions/0003).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { browser, serverForSuite } from "./server-process";

const sessions = mkdtempSync(join(tmpdir(), "cookies-blocked-"));
const app = serverForSuite({ MOCKS: "true", BRAND_NAME: "Meridian", SESSION_STORE: `file:${sessions}` });
afterAll(() => rmSync(sessions, { recursive: true, force: true }));
const records = () => readdirSync(sessions, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).length;

/** Follows redirects as a browser does, but never sends a cookie; throws past 5 (a browser stops at 20). */
async function withoutCookies(path: string, headers: Record<string, string> = {}) {
  const hops: string[] = [];
  let target = path;
  for (;;) {
    const response = await fetch(`${app.url()}${target}`, { redirect: "manual", headers });
    const location = response.headers.get("location");
    if (!location) return { response, hops, html: await response.text() };
    await response.arrayBuffer();
    hops.push(location);
    if (hops.length > 5) throw new Error(`redirected in a loop: ${path} → ${hops.join(" → ")}`);
    target = location;
  }
}

/** The cookies page a cookieless browser ends on from `path`: within 2 redirects, 403, in `lang`, with `texts`. */
async function expectCookiesPage(path: string, lang: "en-US" | "es-US", texts: string[]) {
  const headers: Record<string, string> = lang === "es-US" ? { "accept-language": "es-US,es;q=0.9" } : {};
  const { response, hops, html } = await withoutCookies(path, headers);
  expect(hops.length).toBeLessThanOrEqual(2);
  expect(response.status).toBe(403);
  expect(html).toContain(`<html lang="${lang}">`);
  for (const text of texts) expect(html).toContain(text);
  return { response, html };
}

describe("a browser that keeps no cookie", () => {
  it.each(["/Secured/Apply", "/Meridian/Apply", "/debt-to-income", "/income"])(
    "%s ends on the cookies page within 2 redirects, 403, in English",
    async (path) => {
      const { response, html } = await expectCookiesPage(path, "en-US", [
        "<h1>Turn on cookies to apply</h1>",
        "we need one to keep your application",
        "We do not use cookies to track you or for advertising.",
      ]);
      // Try again: the entry page itself, without the marker (a visitor who now allows cookies starts there).
      expect(html).toMatch(/<a href="\/(Secured|Meridian)\/Apply">Try again<\/a>/);
      // The security headers of every answer; nothing cached; no cookie the page could not use.
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("set-cookie")).toBeNull();
    },
  );

  it.each(["/Secured/Apply", "/debt-to-income"])("%s says it in Spanish to a Spanish browser", async (path) => {
    await expectCookiesPage(path, "es-US", [
      "<h1>Active las cookies para solicitar</h1>",
      "No usamos cookies de rastreo ni de publicidad.",
      ">Intentar de nuevo</a>",
    ]);
  });

  it("keeps the campaign for the retry, stores nothing, and never redirects off the site", async () => {
    const { hops, html } = await withoutCookies("/SecuredPlus/Apply?utm_source=mail&nid=12");
    expect(hops).toEqual(["/SecuredPlus/Apply?utm_source=mail&nid=12&cookie-check=1"]);
    expect(html).toContain('<a href="/SecuredPlus/Apply?utm_source=mail&#38;nid=12">');
    // The marker carries nothing of ours and leads nowhere but our own entry page.
    const { hops: fromStep } = await withoutCookies("/debt-to-income?cookie-check=https%3A%2F%2Fevil.example");
    expect(fromStep).toEqual(["/Meridian/Apply?cookie-check=1"]);
    // No cookieless request stored a session (ADR 0082): the check comes before the entry page runs.
    expect(records()).toBe(0);
  });

  it("a browser that keeps its cookie goes through the check to the application", async () => {
    const visitor = browser(app.url());
    const first = await fetch(`${app.url()}/Secured/Apply?utm_source=mail`, { redirect: "manual" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/Secured/Apply?utm_source=mail&cookie-check=1");
    expect(first.headers.get("set-cookie")).toMatch(/^__Host-sid=/);
    // The helper follows the check with its cookie, as a browser does.
    const entry = await visitor.request("/Secured/Apply?utm_source=mail");
    expect(entry.headers.get("location")).toBe("/basic-info");
    expect((await visitor.request("/basic-info")).status).toBe(200);
    // Arriving on a later step: one redirect to the entry page (with the check), then the application.
    const late = browser(app.url());
    const step = await late.request("/debt-to-income");
    expect(step.headers.get("location")).toBe("/basic-info");
  });
});
