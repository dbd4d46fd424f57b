import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations, formatViolations, WCAG_TAGS } from "./axe";
import { hasJs } from "./project";

/**
 * axe-core on the page as it is now, in either project. axe is a script, and a page opened with
 * JavaScript disabled cannot run it (the evaluation never returns). So in the 'no-js' project the
 * page's HTML — exactly what the server sent, the state it shows included — is copied into a
 * scratch page of a JavaScript-enabled context with the application's own scripts removed, and
 * axe runs there, with the same stylesheets (contrast) and viewport.
 */
export async function expectNoAxeViolationsAnyJs(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  if (hasJs(testInfo)) return expectNoAxeViolations(page, screen);
  const html = await page.content();
  const origin = new URL(page.url()).origin;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    const withoutScripts = html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "")
      .replace(/<head>/i, `<head><base href="${origin}/">`);
    // Load the copy from the application's origin so its stylesheets and images resolve.
    await copy.route(`${origin}/__axe-copy`, (route) => route.fulfill({ contentType: "text/html", body: withoutScripts }));
    await copy.goto(`${origin}/__axe-copy`);
    const results = await new AxeBuilder({ page: copy }).withTags(WCAG_TAGS).analyze();
    const count = results.violations.length;
    expect(count, `${count} accessibility violation(s) on ${screen} without JavaScript (${page.url()}):\n\n${formatViolations(results.violations)}`).toBe(0);
  } finally {
    await context.close();
  }
}
