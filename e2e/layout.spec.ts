import { expect, test, type Page } from "@playwright/test";
import { resetMock } from "./support/mock";
import { seedSession, seedIdentityDone } from "./support/seed";

/**
 * Issue 5 'Layout and look': 320 px wide and 200 % zoom (a 1280 px window at 200 % is 640 CSS px,
 * at two device pixels per CSS pixel) without horizontal scrolling.
 */
const VIEWPORTS = [
  { name: "320 px", width: 320, height: 640, scale: 1 },
  { name: "200 % zoom @no-js-only", width: 640, height: 400, scale: 2 },
];

const SCREENS: Array<{ path: string; seed?: (page: Page) => Promise<void> }> = [
  { path: "/" },
  { path: "/Secured/Apply" },
  { path: "/check-application-status" },
  { path: "/identity-verification", seed: (page) => seedSession(page.request) },
  { path: "/identity-confirm", seed: (page) => seedIdentityDone(page.request) },
  { path: "/disclosures" },
];

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

for (const viewport of VIEWPORTS) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.scale });

    test("no screen scrolls sideways", async ({ page }) => {
      for (const screen of SCREENS) {
        await screen.seed?.(page);
        await page.goto(screen.path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${screen.path} is ${overflow}px wider than the window`).toBeLessThanOrEqual(0);
      }
    });
  });
}

test("the only animation (the processing spinner) stops when reduced motion is asked for", async ({ page }) => {
  // The spinner shows while a payment or the application is sent; its styles come with the funding screens.
  await seedIdentityDone(page.request, {
    completed: ["identityConfirm", "mailingAddress", "fundingSource"],
    draft: { mailToType: "home", fundingType: "DBT" },
  });
  await page.goto("/funding-payment");
  const spin = () =>
    page.evaluate(() => {
      const spinner = document.createElement("span");
      spinner.className = "processing__spinner";
      document.querySelector("main")?.append(spinner);
      const name = getComputedStyle(spinner).animationName;
      spinner.remove();
      return name;
    });
  expect(await spin()).toBe("processing-spin");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await spin()).toBe("none");
});
