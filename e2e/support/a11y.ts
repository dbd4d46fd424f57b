import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations, formatViolations, WCAG_TAGS } from "./axe";
import { hasJs } from "./project";

/**
 * axe-core on the page as it is now, in either project. axe runs inside the page and waits on
 * timers, which a page with JavaScript disabled never fires, so in the 'no-js' project the page's
 * server-rendered HTML (exactly what a visitor without JavaScript has) is re-opened in a scratch
 * context that allows only axe to run: the app's own scripts are not loaded, and inline scripts are
 * inert (the CSP nonce of the copy no longer matches anything they need).
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (hasJs(testInfo)) return expectNoAxeViolations(page, screen);
  const url = page.url();
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open the scratch context");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.url() === url) {
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      }
      // The app's scripts stay out: the copy must stay the no-JS page.
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    const results = await new AxeBuilder({ page: copy }).withTags(WCAG_TAGS).analyze();
    const count = results.violations.length;
    expect(
      count,
      `${count} accessibility violation(s) on ${screen} without JavaScript (${url}):\n\n${formatViolations(results.violations)}`,
    ).toBe(0);
  } finally {
    await context.close();
  }
}
