import { defineConfig } from "@playwright/test";
import type { Engine } from "./e2e/engines/driver";
import { origin, server } from "./playwright.config";

/**
 * The journeys of e2e/engines/ in Firefox (WebDriver BiDi) and WebKit (W3C WebDriver), JavaScript on,
 * over HTTPS: `node scripts/run-engines.mjs` (it starts the X display WebKit needs). The 'chromium'
 * project runs the same steps in Playwright's Chromium, the reference, on demand only.
 */
const PORT = Number(process.env.ENGINES_PORT ?? 3510);
export const ENGINES_IDLE_ORIGIN = origin(PORT + 100);
/** Its idle limit: the warning's last third must outlast an engine's axe scan and screenshot of it under load. */
export const ENGINES_IDLE_SECONDS = 75;

export default defineConfig<object, { engine: Engine }>({
  testDir: "e2e/engines",
  testMatch: "*.journey.ts",
  outputDir: process.env.ENGINES_OUTPUT_DIR ?? "test-results/engines",
  // A whole application in an engine with its axe scans, beside six Chromium shards on a slow machine.
  timeout: 360_000,
  fullyParallel: false,
  // The mock's switches are shared: one test at a time.
  workers: 1,
  // One retry everywhere: CI runs on 2 cores with the engines beside the Chromium shards, where a
  // focus or hydration wait can miss its 7 s once (a retried test is reported as flaky, not hidden).
  retries: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: { baseURL: origin(PORT), ignoreHTTPSErrors: true },
  projects: [
    { name: "firefox", use: { engine: "firefox" } },
    { name: "webkit", use: { engine: "webkit" } },
    { name: "chromium", use: { engine: "chromium" } },
  ],
  webServer: [server(PORT, {}), server(PORT + 100, { TEST_IDLE_TIMEOUT_SECONDS: String(ENGINES_IDLE_SECONDS) })],
});
