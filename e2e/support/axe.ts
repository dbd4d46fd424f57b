import AxeBuilder from "@axe-core/playwright";
import { appendFileSync, mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { hasJs } from "./project";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe in the page itself (legacy mode): our pages have no frames, and the default mode opens an extra
 * blank page per scan to combine frame results, which costs seconds on a busy machine.
 */
const axeFor = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

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
 * axe-core needs timers, which do not run in a page with JavaScript turned off. For the 'no-js'
 * project the page as it stands (the server's HTML, scripts removed) is served at the same address
 * in a scripted context that loads the same stylesheets, and checked there.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (hasJs(test.info())) return axeFor(page).analyze();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser for the accessibility check");
  const url = page.url();
  const html = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const mirror = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    await mirror.route(
      (target) => target.href === url,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html; charset=utf-8",
          // The server's rules for styles, images and fonts (inline style attributes stay blocked).
          headers: { "content-security-policy": MIRROR_CSP },
          body: html,
        }),
    );
    const copy = await mirror.newPage();
    await copy.goto(url, { waitUntil: "load" });
    return await axeFor(copy).analyze();
  } finally {
    await mirror.close();
  }
}

/** Every scan's screen, path and count, one JSON line each, per project (`node scripts/axe-summary.mjs`). */
export const AXE_SCANS_DIR = "test-results/axe";

function recordScan(page: Page, screen: string, violations: number): void {
  const { project } = test.info();
  mkdirSync(AXE_SCANS_DIR, { recursive: true });
  const line = { project: project.name, screen, path: new URL(page.url()).pathname, violations };
  appendFileSync(`${AXE_SCANS_DIR}/${project.name}.jsonl`, `${JSON.stringify(line)}\n`);
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
