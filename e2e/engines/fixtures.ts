import { test as base, type Browser as PlaywrightBrowser } from "@playwright/test";
import type { Browser as PuppeteerBrowser } from "puppeteer-core";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { testBrowserPath } from "../../scripts/lib/test-browser.mjs";
import type { Driver, Engine } from "./driver";
import { chromiumDriver } from "./chromium";
import { firefoxDriver, launchFirefox } from "./firefox";
import { Tab } from "./tab";
import { WebKitService, webkitDriver } from "./webkit";

interface Workers {
  /** The project's engine (playwright.engines.config.ts). */
  engine: Engine;
  /** Each engine's browser or driver service, started once per worker. */
  engineHost: { start(): Promise<Driver>; stop(): Promise<void> };
  /** Screen states axe has checked in this worker: each once. */
  scanned: Set<string>;
}

/** `tab`: a fresh browser (own cookies, own session) on the project's engine, on the HTTPS e2e server. */
export const test = base.extend<{ tab: Tab; openTab: (origin?: string) => Promise<Tab> }, Workers>({
  engine: ["chromium", { option: true, scope: "worker" }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter.
  scanned: [async ({}, use) => use(new Set()), { scope: "worker" }],
  engineHost: [
    async ({ engine, playwright }, use) => {
      if (engine === "firefox") {
        const browser: PuppeteerBrowser = await launchFirefox();
        await use({ start: () => firefoxDriver(browser), stop: () => browser.close() });
      } else if (engine === "webkit") {
        const service = await WebKitService.start();
        await use({ start: () => webkitDriver(service), stop: async () => service.stop() });
      } else {
        const browser: PlaywrightBrowser = await playwright.chromium.launch({
          executablePath: testBrowserPath(),
          args: CHROMIUM_ARGS,
        });
        await use({ start: () => chromiumDriver(browser), stop: () => browser.close() });
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  openTab: async ({ engineHost, scanned, baseURL }, use, testInfo) => {
    const drivers: Driver[] = [];
    await use(async (origin = baseURL) => {
      const driver = await engineHost.start();
      drivers.push(driver);
      return new Tab(driver, origin ?? "", scanned);
    });
    for (const [i, driver] of drivers.entries()) {
      // What the engine showed when the test failed, beside its error.
      if (testInfo.status !== testInfo.expectedStatus) {
        await driver.screenshot(testInfo.outputPath(`failure-${i}.png`)).catch(() => undefined);
      }
      await driver.close().catch(() => undefined);
    }
  },
  tab: async ({ openTab }, use) => use(await openTab()),
});

export { expect } from "@playwright/test";
