import { defineConfig } from "@playwright/test";
import { limitsLifted } from "./scripts/lib/limits-lifted.mjs";
import { testBrowserPath } from "./scripts/lib/test-browser.mjs";

export const E2E_SESSION_SECRET = "e2e-only-secret-not-for-production-use-0123456789";
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** A second server with a short idle limit, for the session-expiry tests only (e2e/session.spec.ts). */
export const IDLE_PORT = PORT + 100;
// Long enough that the warning (the last third) outlasts an axe scan of the dialog on a busy machine.
export const IDLE_SECONDS = 45;
/**
 * How long the e2e server waits for the bank (production's default is 15 s). The no-answer tests
 * check the processing screens while a call hangs: with 15 s, a busy machine once took longer than
 * the call's life to show and scan them, and the screen had moved on to the result.
 */
export const E2E_UPSTREAM_TIMEOUT_MS = 25_000;

/** Each server's log and audit stream, scanned for PII after the run (scripts/scan-e2e-logs.mjs). */
const LOGS = "test-results/e2e-logs";

/**
 * The servers answer over HTTPS, as production does: the app behind a TLS terminator that trusts it
 * (scripts/e2e-server.mjs), so its `__Host-` Secure cookie is the one the browsers keep.
 */
export const origin = (port: number): string => `https://localhost:${port}`;

export function server(port: number, extraEnv: Record<string, string>) {
  return {
    command: `mkdir -p ${LOGS} && exec node scripts/e2e-server.mjs >> ${LOGS}/server-${port}.log 2>&1`,
    url: `${origin(port)}/healthz`,
    // The certificate is made at start, self-signed.
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NODE_ENV: "production",
      MOCKS: "true",
      MOCK_CONTROL: "true",
      PORT: String(port),
      SESSION_SECRET: E2E_SESSION_SECRET,
      SESSION_STORE: "memory",
      UPSTREAM_TIMEOUT_MS: String(E2E_UPSTREAM_TIMEOUT_MS),
      LOG_LEVEL: "info",
      AUDIT_LOG: `${LOGS}/audit-${port}.log`,
      // The personas' emails and phone are checked, and sent codes, far more often than any person would.
      ...limitsLifted("100000"),
      ...extraEnv,
    },
  };
}
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
 * build on the development mock. Debian's Chromium is used (no browser download here): its headless
 * shell when installed, else the full browser (scripts/lib/test-browser.mjs, ADR 0219).
 */
export default defineConfig({
  testDir: "e2e",
  // Each parallel Playwright process needs its own artifacts folder: a run empties it when it starts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/playwright",
  // A status-check journey with two axe scans takes ~20 s without JavaScript on a busy 2-core machine
  // running both projects at once (each no-JS scan renders the page again in a scripted context).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Shards are cut test by test, not file by file, so each ends at about the same time.
  fullyParallel: true,
  // The in-process mock's switches (flags, faults) are shared, so a shard runs its tests one at a time.
  workers: 1,
  // One retry everywhere: CI runs on 2 cores with the engines beside the Chromium shards, where a
  // focus or hydration wait can miss its 7 s once (a retried test is reported as flaky, not hidden).
  retries: 1,
  // scripts/test-all.mjs asks for a JSON report too, to print the run's totals.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : "list",
  use: {
    baseURL: origin(PORT),
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    // A trace of a retried test only: recording every test (its screencast and DOM snapshots) took a
    // quarter of the run's time on two cores. For a trace of any run, `npx playwright test --trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  // A test tagged @js-only or @no-js-only belongs to one project (no skipped tests in the other).
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [server(PORT, {}), server(IDLE_PORT, { TEST_IDLE_TIMEOUT_SECONDS: String(IDLE_SECONDS) })],
});
