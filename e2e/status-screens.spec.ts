import { expect, test, type Page } from "@playwright/test";
import { mockCalls, resetMock } from "./support/mock";
import { checkStatus, expectFigures, personaEmail, statusViewTarget } from "./support/status";
import { expectNoAxeViolations } from "./support/axe";
import { CARDS, expectVisited, fillCard, next, VALID_CARD, visitedPaths } from "./support/funding";
import { hasJs } from "./support/project";

const PHONE = "1-800-555-0199";
const API_FAILED = "We are unable to access your application at this time. Please try again later.";

/** Every status screen (docs/mock.md's personas) → its SPEC §2.4 path, heading, a line of its text and what else it must show. */
interface StatusScreen {
  tag: string;
  path: string;
  heading: string;
  text: string;
  more?: (page: Page) => Promise<void>;
}
const SCREENS: StatusScreen[] = [
  {
    tag: "wt_doc",
    path: "/documents-requested",
    heading: "Additional information required",
    text: "We need documents that show your:",
  },
  {
    tag: "wt_fnd",
    path: "/app-approved-waiting-for-funds",
    heading: "You've been approved!",
    text: "Fund your refundable security deposit",
  },
  {
    tag: "wt_fre",
    path: "/app-approved-in-good-funds",
    heading: "We received your deposit",
    text: "We will email you when your card ships.",
  },
  {
    tag: "wt_fis",
    path: "/app-approved-deposit-approved",
    heading: "Your deposit has been approved",
    text: "Your account is open and we are preparing your card.",
  },
  {
    tag: "end_brd",
    path: "/app-approved-boarded",
    heading: "Your card is on its way",
    text: "Your card will be mailed within 4 days and should arrive in 12-14 business days.",
    // SPEC's tips; no withdrawal once the account is open.
    more: async (page) => {
      const tips = page.getByRole("region", { name: "Tips for building your credit" });
      await expect(tips.getByText("Use less than 30% of your available credit.")).toBeVisible();
      await expect(tips.getByText("After 6 months, we will consider you for a credit limit increase.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Withdraw my application" })).toHaveCount(0);
    },
  },
  {
    tag: "end_cls",
    path: "/app-closed",
    heading: "Your application is closed",
    text: "your refund will be processed in 5-10 business days",
  },
  {
    tag: "end_exp",
    path: "/app-closed-expired-or-incomplete",
    heading: "Your application is closed",
    text: "we did not receive your identity information or your security deposit",
    more: (page) => expect(page.getByRole("link", { name: "Apply again" })).toHaveAttribute("href", "/"),
  },
  {
    tag: "end_wdr",
    path: "/app-closed-withdrawn",
    heading: "We received your withdrawal",
    text: "your refund can take as little as 5 business days. Other payments are refunded by mail within 10 business days.",
  },
  {
    tag: "end_dcl",
    path: "/app-denied",
    heading: "Your application was declined",
    text: "We are unable to approve your application",
  },
  { tag: "api_err", path: "/app-pending-api-failed", heading: API_FAILED, text: "Check application status again" },
  {
    tag: "ui_mrv",
    path: "/app-pending-manual-review",
    heading: "Your application is being reviewed",
    text: "We will email you with updates.",
  },
  {
    tag: "ui_mdr",
    path: "/app-pending-manual-document-review",
    heading: "We received your documents",
    text: "Your documents are being processed",
  },
  {
    tag: "ui_sdr",
    path: "/app-closed-waiting-on-refund",
    heading: "Your application has been processed and closed",
    text: "If you paid a deposit, your refund will be processed in 5-10 business days.",
  },
  {
    tag: "end_emn",
    path: "/app-status-no-match",
    heading: "Sorry, please try again",
    text: `Please contact Customer Service at ${PHONE} for assistance.`,
  },
  {
    tag: "invalidemail",
    path: "/invalid-email",
    heading: "Check your email address",
    // SPEC §8 'Invalid email: re-entry screen', after a status check too (docs/decisions/0051).
    text: "Please enter a valid email address so we can keep you informed.",
  },
  {
    tag: "fundfailurefinal",
    path: "/app-thank-you-c",
    heading: "Oops! We were unable to process your payment at this time.",
    text: "we will email you instructions for funding your deposit",
  },
];

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// One project: each screen is a row of the server's table; the journeys cover the scripted path.
// (CB_CACHE shows API_ERR's screen: app/domain/status-codes.test.ts.)
for (const screen of SCREENS) {
  test(`status ${screen.tag} → ${screen.path} @no-js-only`, async ({ page }, testInfo) => {
    await checkStatus(page, testInfo, personaEmail(screen.tag));
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(screen.heading);
    await expect(page.getByText(screen.text)).toBeVisible();
    await screen.more?.(page);
    await expectNoAxeViolations(page, screen.path);
  });
}

test("waiting for funds: credit line, deposit, the fund-today toggle and 'Fund my card' @no-js-only", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("wt_fnd"));
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await expectFigures(page, {
    "Credit line": "$500",
    "Refundable security deposit": "$500",
    "Deposit received": "$100",
    "Left to fund": "$400",
    "Days left to fund": "60",
  });
  const toggle = page.getByRole("checkbox", { name: "Fund my whole deposit today" });
  await expect(toggle).toBeChecked();
  await expect(page.getByRole("button", { name: "Fund my card" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Withdraw my application" })).toHaveAttribute("href", "/withdrawal");
  await expect(page.getByText("Application number")).toBeVisible();

  // 'Fund my card' with the toggle off: kept for the funding payment screen, which is where it goes.
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const response = await page.request.post("/app-approved-waiting-for-funds", { form: { csrf }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/funding-payment");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Fund my whole deposit today" })).not.toBeChecked();
  const on = await page.request.post("/app-approved-waiting-for-funds", {
    form: { csrf, fundToday: "on" },
    maxRedirects: 0,
  });
  expect(on.headers()["location"]).toBe("/funding-payment");
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Fund my whole deposit today" })).toBeChecked();
});

const DECLINED_BANNER =
  "An error has occurred! We were unable to process your card payment. The information you provided was not verified by your bank. Please review your billing and card information for accuracy.";

/**
 * SPEC §4.1 FundFailure: 'back to funding source to retry' — the funding source screen in its
 * status-check mode, with SPEC §8's card payment failure banner (docs/decisions/0051).
 */
async function expectFundingSourceRetry(page: Page) {
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund your security deposit" })).toBeVisible();
  // The declined payment's page alert makes the title an error's (decision 0110).
  await expect(page).toHaveTitle("Error: Fund your security deposit");
  const alert = page.getByRole("region", { name: "Let's double check your funding info" });
  await expect(alert).toContainText(DECLINED_BANNER);
  await expect(alert).toContainText("*1 attempt remaining");
  await expect(page.getByText("$400", { exact: true })).toBeVisible();
}

test("a fund failure found by the status check: back to the funding source; a debit card now is the payment screen in SPEC's failure state, and a good card pays the rest", async ({
  page,
}, testInfo) => {
  const visited = visitedPaths(page);
  await checkStatus(page, testInfo, personaEmail("fundfailure"));
  expect(await statusViewTarget(page)).toBe("/funding-source");
  await expectFundingSourceRetry(page);
  await expect(page.getByText("Step 8 of 9")).toHaveCount(0);
  await expectNoAxeViolations(page, "funding source (fund failure found by the status check)");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page).toHaveTitle("Error: Fund your security deposit");
  await expect(page.locator(".error-summary")).toBeVisible();
  await expectNoAxeViolations(page, "funding source (status check), no choice");

  await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByRole("region", { name: "Let's double check your funding info" })).toBeFocused();
  await expect(page).toHaveTitle("Error: Fund your security deposit");
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/funding-source");
  await expect(page.getByText(DECLINED_BANNER)).toBeVisible();
  await expect(page.getByText("*1 attempt remaining")).toBeVisible();
  // SPEC §4.3: no partial funding in the failure state: the whole $400 still to fund.
  await expect(page.getByText("Deposit still to fund")).toBeVisible();
  await expect(page.getByText("$400", { exact: true })).toBeVisible();
  await expect(page.getByText("The full amount is paid today.")).toBeVisible();
  await expect(page.getByLabel("Amount to fund today")).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /Fund the full/ })).toHaveCount(0);
  await expect(page.getByLabel("Card number")).toHaveValue("");
  await expectNoAxeViolations(page, "funding payment (fund failure found by the status check)");

  await fillCard(page, VALID_CARD);
  await next(page);
  await expectVisited(visited, "/app-approved-in-good-funds");
  await expect(page).toHaveURL(/\/app-approved-in-good-funds$/);
});

test("a fund failure found by the status check: 'Fund later' changes nothing and says how to fund later @no-js-only", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("fundfailure"));
  await expectFundingSourceRetry(page);
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/funding-source\?view=later$/);
  await expect(page.getByRole("heading", { level: 1, name: "You can fund your deposit later" })).toBeVisible();
  await expect(page.getByText("Choosing to fund later changes nothing on your application.")).toBeVisible();
  await expect(
    page.getByText("You have 60 days left to fund the $400 still owed on your security deposit."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "funding source (status check), fund later");
  // Nothing was sent that could charge or change the application.
  const calls = await mockCalls(page.request);
  expect(calls.makePayment ?? 0).toBe(0);
  expect(calls.submitLead ?? 0).toBe(0);
  // Still owed, still offered.
  await page.getByRole("link", { name: "Fund now instead" }).click();
  await expectFundingSourceRetry(page);
});

test("a fund failure found by the status check: the next failure is final @no-js-only", async ({ page }, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("fundfailure"));
  await expectFundingSourceRetry(page);
  await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByText("*1 attempt remaining")).toBeVisible();
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.decline });
  await next(page);
  await expect(page).toHaveURL(/\/error\?reason=funding-failed$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops! We were unable to process your payment at this time." }),
  ).toBeVisible();
  await page.goto("/funding-payment");
  await expect(page).toHaveURL(/\/error\?reason=funding-failed$/);
});

test("'Fund my card' with the fund-today toggle off: the payment screen offers the amount to fund today", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("wt_fnd"));
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await page.getByRole("checkbox", { name: "Fund my whole deposit today" }).uncheck();
  await page.getByRole("button", { name: "Fund my card" }).click();
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund your security deposit" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Fund the full $400 today" })).not.toBeChecked();
  await expect(page.getByLabel("Amount to fund today")).toBeVisible();
  await expectNoAxeViolations(page, "funding payment (fund today off)");
  await page.getByLabel("Amount to fund today").fill("100");
  await fillCard(page, VALID_CARD);
  await next(page);
  await expect(page).toHaveURL(/\/funding-payment\?view=result$/);
  await expect(page.locator(".facts__row", { hasText: "Still to fund" }).locator("dd")).toHaveText("$300");

  // Back on the status screen, the toggle on (its default again): the payment screen pays the rest.
  await page.goto("/app-approved-waiting-for-funds");
  await page.getByRole("checkbox", { name: "Fund my whole deposit today" }).check();
  await page.getByRole("button", { name: "Fund my card" }).click();
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByRole("checkbox", { name: "Fund the full $300 today" })).toBeChecked();
  if (hasJs(testInfo)) await expect(page.getByLabel("Amount to fund today")).toHaveCount(0);
});

// Redirects only: the same with and without a script.
test("status screens are closed to visitors who have not checked @no-js-only", async ({ page }) => {
  await page.goto("/check-application-status");
  for (const path of [
    "/app-approved-boarded",
    "/documents-requested",
    "/check-my-application-status",
    "/invalid-email",
    "/app-submitted",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/check-application-status$/);
  }
});

/*
 * On a phone (375 px) each summary row keeps its value on the right, level with its term: a long
 * term ('Refundable security deposit') or value ('Waiting for funds / funding required') wraps within
 * its own column instead of pushing the value under the term, left-aligned (a QA review).
 */
for (const [persona, path] of [
  ["wt_fnd", /\/app-approved-waiting-for-funds$/],
  ["multi", /\/check-my-application-status$/],
] as const) {
  // CSS only: one project.
  test(`summary rows on a phone: each value on the right, level with its term (${persona}) @no-js-only`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await checkStatus(page, testInfo, personaEmail(persona));
    await expect(page).toHaveURL(path);
    const rows = page.locator(".status-summary__row");
    expect(await rows.count()).toBeGreaterThan(2);
    for (const row of await rows.all()) {
      const [box, term, value] = await Promise.all([
        row.boundingBox(),
        row.locator("dt").boundingBox(),
        row.locator("dd").boundingBox(),
      ]);
      const label = await row.innerText();
      expect(value!.y, `${label}: value level with its term`).toBeLessThan(term!.y + term!.height / 2);
      expect(box!.x + box!.width - (value!.x + value!.width), `${label}: value on the right`).toBeLessThan(1);
      expect(value!.x, `${label}: value beside its term`).toBeGreaterThanOrEqual(term!.x + term!.width);
    }
  });
}
