import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CARDS, expectVisited, fillCard, next, seedReturning, VALID_CARD, visitedPaths } from "./support/funding";
import { mockCalls, mockSettings, resetMock } from "./support/mock";
import { E2E_UPSTREAM_TIMEOUT_MS } from "../playwright.config";
import { hasJs, waitForHydration } from "./support/project";
import { expectNoAxeViolations } from "./support/axe";

/*
 * The funding payment screen's existing payment context (SPEC §4.3): a returning applicant, verified
 * by the status check, chose 'Fund my card' for an application waiting for funds (credit limit 500,
 * 100 received). Seeded with POST /__mock/payment-session.
 */

const DECLINED_BANNER =
  "An error has occurred! We were unable to process your card payment. The information you provided was not verified by your bank. Please review your billing and card information for accuracy.";

test.beforeEach(async ({ page, request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
  await seedReturning(page);
});

async function openPayment(page: Page) {
  await page.goto("/funding-payment");
  await expect(page.getByRole("heading", { level: 1, name: "Fund your security deposit" })).toBeVisible();
}

// The same server-rendered words with JS: one project.
test("a promotion is shown as what it is: promotional credit apart from what was paid (issue 11, item 7) @no-js-only", async ({
  page,
}) => {
  // A fresh session for this application (the one seeded before each test is replaced).
  await page.context().clearCookies();
  await seedReturning(page, { creditLimit: 200, received: 0, promotion: 50 });
  await openPayment(page);
  await expect(page.getByText("$150", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Credit line $200 · promotional credit toward your deposit $50 · you pay $150 · received so far $0"),
  ).toBeVisible();
  await expectNoAxeViolations(page, "funding payment with a promotion");
});

// The real form post; with JS the payment is posted (and this form scanned) in 'while the payment runs'. A repeat
// visit: funding-payment.test.ts 'a partial payment → the result view … a repeat visit is refused'.
test("shows what is left to fund and pays all of it → in good funds @no-js-only", async ({ page }) => {
  const visited = visitedPaths(page);
  await openPayment(page);
  await expect(page).toHaveTitle("Fund your security deposit");
  await expect(page.getByText("Deposit still to fund")).toBeVisible();
  await expect(page.getByText("$400", { exact: true })).toBeVisible();
  await expect(page.getByText("Credit line $500 · received so far $100")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Fund the full $400 today" })).toBeChecked();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/app-approved-waiting-for-funds");
  await expectNoAxeViolations(page, "funding payment (existing application)");

  await fillCard(page, VALID_CARD);
  await next(page);
  await expectVisited(visited, "/app-approved-in-good-funds");
});

// The focus after the same-path navigation is JavaScript's; without it status-screens.spec's 'fund-today toggle
// off' posts a partial payment. The amount's limits, a reload and a repeat visit: funding-payment.test.ts.
test("a partial payment → the result view; 'Next' goes to the product home @js-only", async ({ page }) => {
  await openPayment(page);
  await page.getByRole("checkbox", { name: "Fund the full $400 today" }).uncheck();
  await fillCard(page, VALID_CARD);
  await page.getByLabel("Amount to fund today").fill("150");
  await next(page);
  await expect(page).toHaveURL(/\/funding-payment\?view=result$/);
  await expect(page).toHaveTitle("Payment received");
  // The result came by navigations to the same path: focus starts the new view at its heading.
  await expect(page.getByRole("heading", { level: 1, name: "Your payment is approved" })).toBeFocused();
  const facts = page.locator(".facts");
  await expect(facts.getByText("Approved amount")).toBeVisible();
  await expect(facts.locator(".facts__row", { hasText: "Approved amount" }).locator("dd")).toHaveText("$150");
  await expect(facts.locator(".facts__row", { hasText: "Deposit received" }).locator("dd")).toHaveText("$250");
  await expect(facts.locator(".facts__row", { hasText: "Still to fund" }).locator("dd")).toHaveText("$250");
  await expect(facts.locator(".facts__row", { hasText: "Days left to fund" }).locator("dd")).toHaveText("60");
  await expect(page.getByRole("link", { name: "Next" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page, "funding payment result");
});

// The focus after the same-path post is JavaScript's. Without JS, and this state's axe scan: status-screens.spec's
// fund failure; the retry: funding-payment.test.ts 'FundFailure → the form again … the retry may succeed'.
test("FundFailure: 'Let's double check your funding info', card form cleared, '*1 attempt remaining' @js-only", async ({
  page,
}) => {
  await openPayment(page);
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.declineOnce });
  await next(page);
  // Said as the funding source says it: the alert first and focused, the title 'Error: ' (PageAlert).
  const alert = page.getByRole("region", { name: "Let's double check your funding info" });
  await expect(alert).toBeFocused();
  await expect(page).toHaveTitle("Error: Fund your security deposit");
  await expect(alert.getByText(DECLINED_BANNER)).toBeVisible();
  await expect(page.getByText("*1 attempt remaining")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expect(page.getByLabel("Security code")).toHaveValue("");
  // No partial amount in the failure state: the full remainder.
  await expect(page.getByLabel("Amount to fund today")).toHaveCount(0);
});

// Only JavaScript's processing page asks again after a wait with no answer. The rule (timeout, the funding record,
// the retry): funding-payment.test.ts 'a timeout: …' and 'an answer that never comes …'; the page: test/error-pages.test.ts.
test("no answer from the bank (the slow card): the funding record is read, the applicant is told nothing was charged @js-only", async ({
  page,
}) => {
  // The client's timeout is E2E_UPSTREAM_TIMEOUT_MS; the processing page covers the wait.
  test.setTimeout(E2E_UPSTREAM_TIMEOUT_MS + 75_000);
  await openPayment(page);
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.timeout });
  await next(page);
  await expect(page).toHaveURL(/\/error\?reason=payment-timeout$/, { timeout: E2E_UPSTREAM_TIMEOUT_MS + 25_000 });
  await expect(
    page.getByText(
      "Your bank did not answer in time. We checked your application with the bank: no payment was received, so nothing was charged.",
    ),
  ).toBeVisible();
  const calls = await mockCalls(page.request);
  expect(calls.makePayment).toBe(1);
  // Asked for the truth after the timeout (besides the read that showed the form and the one before the call).
  expect(calls.getApplicationPaymentStatus).toBeGreaterThanOrEqual(3);
});

const PROCESSING = "/funding-payment?view=processing";
const WAITING = "/funding-payment?view=processing&wait=1";

async function slowPayments(request: APIRequestContext, latencyMs: number) {
  await mockSettings(request, { faults: { makePayment: { latencyMs } } });
}

test("while the payment runs: the loading view with JS, the processing page; then the answer", async ({
  page,
  request,
}, testInfo) => {
  // Screens and axe runs while a 6 s payment runs (docs/decisions/0054).
  test.setTimeout(90_000);
  const visited = visitedPaths(page);
  const heading = page.getByRole("heading", { level: 1, name: "Processing your payment" });
  let releasePost = () => {};
  const held: string[] = [];
  if (hasJs(testInfo)) {
    // The post is held back until its loading view has been checked.
    const gate = new Promise<void>((resolve) => (releasePost = resolve));
    await page.route(
      (url) => url.pathname === "/funding-payment.data",
      async (route) => {
        if (route.request().method() === "POST") await gate;
        await route.continue();
      },
    );
  } else {
    // The processing page moves on at once to a request that waits for the answer; while that
    // request is open Playwright waits for it. Answered 204 (No Content), the browser keeps the page,
    // so it can be looked at; 'Check now' then asks again.
    await page.route(`**${WAITING}`, (route) => {
      held.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
  }
  await openPayment(page);
  if (hasJs(testInfo)) {
    // The form as enhanced (the partial amount hidden while the box is ticked), scanned once.
    await waitForHydration(page, testInfo);
    await expectNoAxeViolations(page, "funding payment (existing application, JS)");
  }
  await slowPayments(request, 6000);
  await fillCard(page, VALID_CARD);
  await next(page);
  await expect(heading).toBeVisible();
  await expect(page.getByRole("status").getByText("Please do not close or refresh this page.")).toBeVisible();
  if (hasJs(testInfo)) {
    // The form is replaced without a navigation: announced as a page, not focus lost to the body.
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle("Processing your payment");
    await expectNoAxeViolations(page, "funding payment loading view");
    releasePost();
  }
  // The processing page: with JS it asks for the answer itself, without JS by its instant redirect.
  await expect(page.getByRole("link", { name: "Check now" })).toHaveAttribute("href", WAITING);
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("Processing your payment");
  if (!hasJs(testInfo)) {
    // The same page with JS, rendered in the browser: scanned once.
    await expectNoAxeViolations(page, "funding payment processing page");
    await expect(page).toHaveURL(new RegExp(`${PROCESSING.replace("?", "\\?")}$`));
    // No timed reload: a 0-second refresh to the request that waits for the answer (WCAG H76).
    await expect(page.locator('noscript meta[http-equiv="refresh"]')).toHaveAttribute("content", `0;url=${WAITING}`);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.unroute(`**${WAITING}`);
    await page.getByRole("link", { name: "Check now" }).click();
  }
  await expectVisited(visited, "/app-approved-in-good-funds");
  expect(visited).toContain(hasJs(testInfo) ? WAITING : PROCESSING);

  // The payment is made: a processing page opened late leads to its answer. Recorded as made, its screen is
  // closed: funding-payment.test.ts 'a slow answer: …'.
  const late = await page.request.get(PROCESSING, { maxRedirects: 0 });
  expect(late.headers()["location"]).toBe("/app-approved-in-good-funds");
});

// With JS 'while the payment runs' shows the page moving on; the slow failure's rule: funding-payment.test.ts.
test("the processing page moves on by itself when the answer comes @no-js-only", async ({ page, request }) => {
  const visited = visitedPaths(page);
  await openPayment(page);
  await slowPayments(request, 3000);
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.declineOnce });
  await next(page);
  // A slow card failure: the form again, in SPEC's failure state.
  await expect(page.getByRole("region", { name: "Let's double check your funding info" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("*1 attempt remaining")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveValue("");
  expect(visited).toContain(PROCESSING);
  expect(visited).toContain(WAITING);
});
