/**
 * Every page's JavaScript — entry, root and the route, every module and modulepreload a
 * first load references, and what those import later — is at most 120 KB gzip (ADR 0141). Measured from the
 * production build's manifest (scripts/bench/js-budget.mjs, the same numbers `npm run bench` prints).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  everyPageScript,
  JS_BUDGET_BYTES,
  lazyScriptsFor,
  measureRoutes,
  readManifest,
  scriptsForRoute,
} from "../scripts/bench/js-budget.mjs";
import { ensureBuild } from "./server-process";

interface RouteRow {
  routeId: string;
  path: string;
  gzip: number;
  lazyGzip: number;
}

describe("JavaScript per page", () => {
  let rows: RouteRow[] = [];
  beforeAll(() => {
    ensureBuild();
    rows = measureRoutes() as RouteRow[];
  }, 120_000);

  it("measures every route of the manifest, step pages and status screens included", () => {
    const paths = rows.map((r) => r.path);
    for (const path of ["/", "/basic-info", "/otp-check", "/identity-verification", "/funding-payment"]) {
      expect(paths).toContain(path);
    }
    // The 17 status screens are one route (ADR 0050).
    expect(paths).toContain("/:statusScreen");
  });

  it("counts the entry, root and the route's own module and imports", () => {
    const manifest = readManifest();
    const scripts: string[] = scriptsForRoute(manifest, "routes/basic-info");
    expect(scripts[0]).toBe(manifest.entry.module);
    expect(scripts).toContain(manifest.routes.root.module);
    expect(scripts).toContain(manifest.routes["routes/basic-info"].module);
    expect(new Set(scripts).size).toBe(scripts.length);
  });

  // The idle warning and the local clock come after hydration (ADR 0141), on every step page:
  // a phone downloads them all the same, so they count (`/basic-info` was 100.3 KB with them).
  it("counts what a page's scripts import later, with what that imports, once", () => {
    const manifest = readManifest();
    const firstLoad: string[] = scriptsForRoute(manifest, "routes/credit-line");
    const later: string[] = lazyScriptsFor(firstLoad);
    expect(later.some((url) => url.includes("/idle-warning-"))).toBe(true);
    expect(later.some((url) => url.includes("/local-clock-"))).toBe(true);
    expect(later.filter((url) => firstLoad.includes(url))).toEqual([]);
    expect(new Set(later).size).toBe(later.length);
    const row = rows.find((r) => r.routeId === "routes/credit-line");
    expect(row?.lazyGzip).toBeGreaterThan(1024);
  });

  it("follows a later chunk's imports of every form: static, bare and dynamic, each file once", () => {
    const dir = mkdtempSync(join(tmpdir(), "js-budget-"));
    try {
      const files: Record<string, string> = {
        "entry.js": 'import{a}from"/build/shared.js";a(()=>import("/build/later.js"));',
        "shared.js": "export const a=f=>f();",
        "later.js": 'import{a}from"/build/shared.js";import"/build/side.js";import{b}from"/build/more.js";b(a);',
        "side.js": 'import("/build/later.js");import("/build/last.js");',
        "more.js": "export const b=f=>f;",
        "last.js": "export{};",
      };
      for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
      expect(lazyScriptsFor(["/build/entry.js", "/build/shared.js"], dir)).toEqual([
        "/build/later.js",
        "/build/side.js",
        "/build/more.js",
        "/build/last.js",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Conform's client renders the server's answer (ADR 0002); the schemas stay on the server (ADR 0002).
  it("keeps zod out of the browser build", () => {
    const everyScript: string[] = everyPageScript();
    expect(everyScript.some((url) => url.includes("/idle-warning-"))).toBe(true);
    const offenders = everyScript.filter((url) => {
      const text = readFileSync(`public${url}`, "utf8");
      return /ZodError|ZodType/.test(text);
    });
    expect(offenders).toEqual([]);
  });

  it("loads no empty chunk for a .server module a route imports only for its loader or action", () => {
    const everyScript: string[] = everyPageScript();
    // Remix's empty module is `module.exports = {}`; minified in a shared chunk: `e.exports={}`. (A
    // resource route's own module is empty the same way: the manifest names it, so it stays.)
    const empty = everyScript
      .filter((url) => url.startsWith("/build/_shared/"))
      .filter((url) => /\w\.exports=\{\}\}\)/.test(readFileSync(`public${url}`, "utf8")));
    expect(empty).toEqual([]);
  });

  it("every page's JavaScript fits in 120 KB gzip", () => {
    const over = rows.filter((r) => r.gzip > JS_BUDGET_BYTES).map((r) => `${r.path} ${(r.gzip / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });
});
