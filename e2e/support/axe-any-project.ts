import type { Page, TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { hasJs } from "./project";

/**
 * axe-core in both projects. In 'no-js' Chromium runs no timers in the page (setTimeout never fires
 * when JavaScript is disabled), so axe's analyze() never returns there. The no-JS page is therefore
 * checked as a snapshot: its exact HTML (scripts removed) at its own URL, with its own stylesheets,
 * in a JavaScript-enabled page that runs no script of ours. What axe sees is what the no-JS visitor got,
 * including a one-time error state that a reload would lose.
 */
export async function expectNoAxeViolationsIn(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (hasJs(testInfo)) return expectNoAxeViolations(page, screen);
  const url = page.url();
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open the snapshot in");
  const snapshot = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await snapshot.newPage();
    await copy.route("**/*", async (route) => {
      const request = route.request();
      if (request.url() === url && request.resourceType() === "document") {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      }
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    await expectNoAxeViolations(copy, `${screen} (no-js)`);
  } finally {
    await snapshot.close();
  }
}
