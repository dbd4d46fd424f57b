import type { AxeResults, RunOptions } from "axe-core";
import { appendFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { hasJs } from "./project";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** The minified build (0.6 MB against the 1.3 MB axe-core exports): less for the browser to read at every scan. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: WCAG_TAGS },
  // Only the violations are read: axe then skips building selectors and snippets for every node that passed.
  resultTypes: ["violations"],
};

/**
 * axe-core in the page itself, put there once per document. (@axe-core/playwright's builder puts the
 * whole source in twice per scan and opens a blank page per scan to combine frames; our pages have none.)
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options),
    RUN_OPTIONS,
  );
}

/** One readable paragraph per violation: rule, impact, help, and the offending nodes. */
export function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(" ")}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
        .join("\n");
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : "";
      return `[${v.impact ?? "unknown"}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join("\n\n");
}

const MIRROR_CSP = "default-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; object-src 'none'";

/**
 * One scripted page per browser, kept for the whole run, at the app's origin. Each no-JS scan writes the
 * copy into its document (document.open keeps the window), so axe-core is evaluated and warmed up once.
 */
const mirrors = new WeakMap<Browser, Promise<Page>>();

function mirrorFor(browser: Browser, origin: string) {
  let mirror = mirrors.get(browser);
  if (!mirror) {
    mirror = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      // Its one document; stylesheets, fonts and images come from the server.
      await context.route("**/*", (route) =>
        route.request().isNavigationRequest()
          ? route.fulfill({
              status: 200,
              contentType: "text/html; charset=utf-8",
              // The server's rules for styles, images and fonts (inline style attributes stay blocked).
              headers: { "content-security-policy": MIRROR_CSP },
              body: "<!DOCTYPE html><title>axe</title>",
            })
          : route.continue(),
      );
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      return page;
    })();
    mirrors.set(browser, mirror);
  }
  return mirror;
}

/**
 * axe-core needs timers, which do not run in a page with JavaScript turned off. For the 'no-js'
 * project the page as it stands (the server's HTML, scripts removed) is written into the scripted
 * mirror page, checked there once its stylesheets have loaded.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (hasJs(test.info())) return runAxe(page);
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser for the accessibility check");
  const mirror = await mirrorFor(browser, new URL(page.url()).origin);
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const viewport = page.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  await mirror.evaluate(async (copy) => {
    document.open();
    document.write(copy);
    document.close();
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    await Promise.all(
      sheets.map((link) =>
        link.sheet
          ? undefined
          : new Promise((settled) => {
              link.addEventListener("load", settled);
              link.addEventListener("error", settled);
            }),
      ),
    );
  }, html);
  return runAxe(mirror);
}

/** Every scan's screen, path and count, one JSON line each, per project (`node scripts/axe-summary.mjs`). */
export const AXE_SCANS_DIR = "test-results/axe";

function recordScan(page: Page, screen: string, violations: number): void {
  const { project } = test.info();
  mkdirSync(AXE_SCANS_DIR, { recursive: true });
  const line = { project: project.name, screen, path: new URL(page.url()).pathname, violations };
  appendFileSync(`${AXE_SCANS_DIR}/${project.name}.jsonl`, `${JSON.stringify(line)}\n`);
}

/** The ids of the WCAG 2.x A/AA rules (incl. 2.2 AA) the page as it stands breaks (e2e/axe-helper.spec.ts). */
export async function axeViolationIds(page: Page): Promise<string[]> {
  return (await analyze(page)).violations.map((v) => v.id);
}

/** Runs axe-core with the WCAG 2.x A/AA tags (incl. 2.2 AA) and expects no violations. */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  const results = await analyze(page);
  const count = results.violations.length;
  recordScan(page, screen, count);
  expect(
    count,
    `${count} accessibility violation(s) on ${screen} (${page.url()}):\n\n${formatViolations(results.violations)}`,
  ).toBe(0);
}
