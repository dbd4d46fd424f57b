import { expect, type Page, type TestInfo } from "@playwright/test";

/** True in the 'js' project, false in 'no-js'. Branch only where the behaviour really differs. */
export function hasJs(testInfo: TestInfo): boolean {
  return testInfo.project.name !== "no-js";
}

/** With JS, waits until React has hydrated the page (root.tsx marks <html data-hydrated>). */
export async function waitForHydration(page: Page, testInfo: TestInfo): Promise<void> {
  if (hasJs(testInfo)) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}
