import { expect, test, type Page, type TestInfo } from "@playwright/test";

/** True in the 'js' project, false in 'no-js'. Branch only where the behaviour really differs. */
export function hasJs(testInfo: TestInfo): boolean {
  return testInfo.project.name !== "no-js";
}

/**
 * With JS, waits until the page is enhanced: React has hydrated it and every component has switched
 * to its enhanced form (route-change-effects.ts marks <html data-hydrated> in the same commit, ADR
 * 0002). Until then a page shows its no-JS form and a click posts it as a document. After a client
 * navigation it returns at once.
 */
export async function waitForHydration(page: Page, testInfo: TestInfo = test.info()): Promise<void> {
  if (hasJs(testInfo)) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
