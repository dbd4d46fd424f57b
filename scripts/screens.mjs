// Screenshots for the README (docs/screens/): intro, basic information, a status screen and the
// session-expiry warning at 320, 375, 768 and 1280 px. Starts its own server on the mock with a
// short idle limit (so the warning shows within seconds) and stops it afterwards.
// Usage: npm run build && node scripts/screens.mjs
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const PORT = 3399;
const BASE = `http://localhost:${PORT}`;
const OUT = "docs/screens";
const WIDTHS = [320, 375, 768, 1280];
const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const server = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    MOCKS: "true",
    PORT: String(PORT),
    SESSION_SECRET: "screens-only-secret-not-for-production-0123456789",
    SESSION_STORE: "memory",
    LOG_LEVEL: "warn",
    TEST_IDLE_TIMEOUT_SECONDS: "15",
  },
  stdio: "inherit",
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

let browser;
try {
  await waitForServer();
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ARGS });
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await page.screenshot({ path: `${OUT}/intro-${width}.png`, fullPage: true });
    await page.goto(`${BASE}/SecuredPlus/Apply`);
    await page.screenshot({ path: `${OUT}/basic-info-${width}.png`, fullPage: true });
    // The idle warning appears 5 s before the 15 s test limit.
    await page.getByRole("dialog").waitFor({ state: "visible", timeout: 20_000 });
    await page.screenshot({ path: `${OUT}/idle-warning-${width}.png` });
    await context.close();

    const status = await browser.newContext({ viewport: { width, height: 900 } });
    const statusPage = await status.newPage();
    await statusPage.request.post(`${BASE}/__mock/session`, { data: { draft: { emailAddress: "jane+wt_fnd@example.com" } } });
    await statusPage.request.post(`${BASE}/__mock/submission`, { data: {} });
    await statusPage.goto(`${BASE}/app-approved-waiting-for-funds`);
    await statusPage.screenshot({ path: `${OUT}/status-waiting-for-funds-${width}.png`, fullPage: true });
    await status.close();
  }
  console.log(`screenshots written to ${OUT}/`);
} finally {
  await browser?.close();
  server.kill("SIGTERM");
}
