// Screenshots of every screen of the application journey and the returning-applicant side, at 375 px
// (a cheap phone) and 1280 px (a laptop), plus 320 px for the first screens, into docs/screens/.
// Starts its own production server on the development mock (real 15-minute idle limit; the warning is
// brought up with Playwright's fake clock) and stops it afterwards.
// Usage: npm run build && npm run screens
// In US Spanish (issue 16): SCREENS_LANG=es npm run screens → the same screens at 375 px into
// docs/screens/es/. SCREENS_ONLY=identity,idle-warning takes only the screens named.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import SEED_DRAFTS from "../e2e/support/seed-drafts.json" with { type: "json" };
import { FULL_CHROMIUM } from "./lib/test-browser.mjs";

// SCREENS_PORT: another port when several checkouts take screenshots at once.
const PORT = Number(process.env.SCREENS_PORT ?? 3399);
const LOCALE_TAG = { en: "en-US", es: "es-US" };
const BASE = `http://localhost:${PORT}`;
const LANG = process.env.SCREENS_LANG === "es" ? "es" : "en";
const OUT = LANG === "es" ? "docs/screens/es" : "docs/screens";
/** The primary button's name in the screenshots' language (a screen not translated yet still says 'Next'). */
const NEXT = { en: /^Next$/, es: /^(Siguiente|Next)$/ }[LANG];
const ONLY = new Set((process.env.SCREENS_ONLY ?? "").split(",").filter(Boolean));
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// The same seeded answers as the browser tests.
const { afterCreditLine: AFTER_CREDIT_LINE, home: HOME, pii: PII } = SEED_DRAFTS;
const IDENTITY_DONE = {
  ...AFTER_CREDIT_LINE,
  homeAddress: HOME,
  completed: [...AFTER_CREDIT_LINE.completed, "identity"],
};
const MAILING_DONE = {
  ...IDENTITY_DONE,
  mailToType: "home",
  completed: [...IDENTITY_DONE.completed, "identityConfirm", "mailingAddress"],
};

/** Seeds the page's session at a later step (mock only: POST /__mock/session). */
async function seed(page, draft, pii) {
  const response = await page.request.post(`${BASE}/__mock/session`, { data: { draft, ...(pii ? { pii } : {}) } });
  if (!response.ok()) throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
}

async function next(page) {
  await page.locator("h1").click();
  await page.getByRole("button", { name: NEXT }).click({ force: true });
}

/** name → how to get there. Each runs in a fresh browser context (own session). */
const SCREENS = {
  intro: (page) => page.goto(`${BASE}/`),
  /** A visitor from a partner: the header's partner mark instead of Visa's. */
  "intro-partner": (page) => page.goto(`${BASE}/secured/apply?default=true&utm_source=credit-karma`),
  "basic-info": (page) => page.goto(`${BASE}/SecuredPlus/Apply`),
  "basic-info-errors": async (page) => {
    await page.goto(`${BASE}/Secured/Apply`);
    await page.getByRole("button", { name: NEXT }).click({ force: true });
    await page.locator(".error-summary").waitFor();
  },
  "otp-check": async (page) => {
    await page.goto(`${BASE}/Secured/Apply`);
    await page.locator('[name="firstName"]').fill("Jane");
    await page.locator('[name="lastName"]').fill("Doe");
    await page.locator('[name="emailAddress"]').fill("jane.doe@example.com");
    await page.locator('[name="primaryPhone"]').fill("212-555-0143");
    await page.locator('input[name="otpMethod"][value="Email"]').check();
    await page.locator('[name="phoneConsent"]').check();
    await next(page);
    await page.waitForURL(/\/otp-check$/);
  },
  income: async (page) => {
    await seed(page, { cardType: "basic", completed: [] });
    await page.goto(`${BASE}/debt-to-income`);
  },
  "credit-line": async (page) => {
    await seed(page, { cardType: "plus", housingPayment: 1200, annualIncome: 52000, completed: ["income"] });
    await page.goto(`${BASE}/credit-line`);
  },
  "credit-line-custom": async (page) => {
    await seed(page, { cardType: "plus", housingPayment: 1200, annualIncome: 52000, completed: ["income"] });
    await page.goto(`${BASE}/credit-line-custom`);
  },
  identity: async (page) => {
    await seed(page, AFTER_CREDIT_LINE);
    await page.goto(`${BASE}/identity-verification`);
  },
  "identity-errors": async (page) => {
    await seed(page, AFTER_CREDIT_LINE);
    await page.goto(`${BASE}/identity-verification`);
    await next(page);
    await page.locator(".error-summary").waitFor();
  },
  "identity-confirm": async (page) => {
    await seed(page, IDENTITY_DONE, PII);
    await page.goto(`${BASE}/identity-confirm`);
  },
  "mailing-address": async (page) => {
    await seed(page, { ...IDENTITY_DONE, completed: [...IDENTITY_DONE.completed, "identityConfirm"] }, PII);
    await page.goto(`${BASE}/mailing-address`);
  },
  "funding-source": async (page) => {
    await seed(page, MAILING_DONE, PII);
    await page.goto(`${BASE}/funding-source`);
  },
  "funding-payment": async (page) => {
    await seed(
      page,
      { ...MAILING_DONE, fundingType: "DBT", completed: [...MAILING_DONE.completed, "fundingSource"] },
      PII,
    );
    await page.goto(`${BASE}/funding-payment`);
  },
  terms: async (page) => {
    await seed(
      page,
      {
        ...MAILING_DONE,
        fundingType: "FDL",
        fundToday: false,
        completed: [...MAILING_DONE.completed, "fundingSource"],
      },
      PII,
    );
    await page.goto(`${BASE}/terms-and-conditions`);
  },
  "check-status": (page) => page.goto(`${BASE}/check-application-status`),
  "status-waiting-for-funds": async (page) => {
    await seed(page, { emailAddress: "jane+wt_fnd@example.com" });
    await page.request.post(`${BASE}/__mock/submission`, { data: {} });
    await page.goto(`${BASE}/app-approved-waiting-for-funds`);
  },
  "idle-warning": async (page) => {
    // The real limit: the fake clock jumps to 10 minutes of idleness, when the warning appears.
    await page.clock.install();
    await page.goto(`${BASE}/Secured/Apply`);
    // Hydrated (the idle timer runs): route-change-effects.ts marks <html data-hydrated> once React runs.
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
    // The warning's code arrives after hydration (ADR 0141): its timer runs once its dialog is there.
    await page.locator("#idle-title").waitFor({ state: "attached" });
    await page.clock.fastForward("10:01");
    await page.getByRole("dialog").waitFor({ state: "visible" });
  },
};

const WIDTHS = LANG === "es" ? { default: [375], small: [375] } : { default: [375, 1280], small: [320, 375, 1280] };
const SMALL_TOO = new Set(["intro", "basic-info", "idle-warning"]);

const server = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    MOCKS: "true",
    MOCK_CONTROL: "true",
    PORT: String(PORT),
    SESSION_SECRET: "screens-only-secret-not-for-production-0123456789",
    SESSION_STORE: "memory",
    LOG_LEVEL: "warn",
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
const failed = [];
try {
  await waitForServer();
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({ executablePath: FULL_CHROMIUM, args: ARGS });
  for (const [name, open] of Object.entries(SCREENS)) {
    if (ONLY.size && !ONLY.has(name)) continue;
    for (const width of SMALL_TOO.has(name) ? WIDTHS.small : WIDTHS.default) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: LOCALE_TAG[LANG] });
      const page = await context.newPage();
      try {
        // The header's language link once: the session keeps the choice for every page after it.
        if (LANG !== "en") await page.goto(`${BASE}/?lng=${LANG}`);
        await open(page);
        await page.waitForLoadState("networkidle");
        // Let the layout's delayed scroll-to-top (500 ms after a navigation) happen first.
        await page.waitForTimeout(600);
        await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: name !== "idle-warning" });
      } catch (error) {
        failed.push(`${name} @${width}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
      await context.close();
    }
  }
  console.log(`screenshots written to ${OUT}/`);
  if (failed.length) {
    console.error(`not taken:\n  ${failed.join("\n  ")}`);
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  server.kill("SIGTERM");
}
