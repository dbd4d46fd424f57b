import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Every journey runs twice: with JavaScript ('js') and without ('no-js'), against a production
 * build on the development mock. Debian's Chromium is used (no browser download here).
 */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // The in-process mock's switches (flags, faults) are shared, so tests run one at a time.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // scripts/test-all.mjs asks for a JSON report too, to print the run's totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node build/server.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NODE_ENV: "production",
      MOCKS: "true",
      PORT: String(PORT),
      SESSION_SECRET: "e2e-only-secret-not-for-production-use-0123456789",
      SESSION_STORE: "memory",
      LOG_LEVEL: "warn",
      RATE_LIMIT_POSTS_PER_MINUTE: "100000",
      RATE_LIMIT_OTP_PER_MINUTE: "100000",
    },
  },
});
