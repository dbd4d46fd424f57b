import { expect, test, type Page } from "@playwright/test";
import {
  agreeAndSubmit,
  CARDS,
  expectVisited,
  fillCard,
  next,
  seedAtFunding,
  seedAtTermsFundingLater,
  VALID_CARD,
  visitedPaths,
} from "./support/funding";
import { resetMock, submitLeadCalls } from "./support/mock";
import { hasJs } from "./support/project";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_UPSTREAM_TIMEOUT_MS } from "../playwright.config";

/*
 * Every submitLead persona of the mock (docs/mock.md: the email's plus tag) lands on the screen
 * SPEC §4.1 gives its code: its address, its heading and a line of its text.
 */
const PHONE = "1-800-555-0199";
const API_FAILED = "We are unable to access your application at this time. Please try again later.";
const OOPS = "Oops, something went wrong processing your application.";
const SUBMIT_UNCONFIRMED = "So that your card is not charged twice, please do not apply again.";
const DAILY_LIMIT =
  "You have exceeded the maximum number of transactions in a single day. Return as soon as tomorrow to make another payment.";
const PERSONAS: Array<[tag: string, path: string, heading: string, text: string]> = [
  ["wt_doc", "/documents-requested", "Additional information required", "We need documents that show your:"],
  ["wt_fnd", "/app-approved-waiting-for-funds", "You've been approved!", "Fund your refundable security deposit"],
  ["wt_fre", "/app-approved-in-good-funds", "We received your deposit", "We will email you when your card ships."],
  [
    "wt_fis",
    "/app-approved-deposit-approved",
    "Your deposit has been approved",
    "Your account is open and we are preparing your card.",
  ],
  ["end_cls", "/app-closed", "Your application is closed", "your refund will be processed in 5-10 business days"],
  [
    "end_exp",
    "/app-closed-expired-or-incomplete",
    "Your application is closed",
    "we did not receive your identity information or your security deposit",
  ],
  ["end_dcl", "/app-denied", "Your application was declined", "We are unable to approve your application"],
  [
    "end_wdr",
    "/app-closed-withdrawn",
    "We received your withdrawal",
    "your refund can take as little as 5 business days. Other payments are refunded by mail within 10 business days.",
  ],
  [
    "end_brd",
    "/app-approved-boarded",
    "Your card is on its way",
    "Your card will be mailed within 4 days and should arrive in 12-14 business days.",
  ],
  ["cb_cache", "/app-pending-api-failed", API_FAILED, "Check application status again"],
  ["api_err", "/app-pending-api-failed", API_FAILED, "Check application status again"],
  ["ui_mrv", "/app-pending-manual-review", "Your application is being reviewed", "We will email you with updates."],
  ["ui_mdr", "/app-pending-manual-document-review", "We received your documents", "Your documents are being processed"],
  [
    "ui_sdr",
    "/app-closed-waiting-on-refund",
    "Your application has been processed and closed",
    "If you paid a deposit, your refund will be processed in 5-10 business days.",
  ],
  [
    "end_emn",
    "/app-status-no-match",
    "Sorry, please try again",
    `Please contact Customer Service at ${PHONE} for assistance.`,
  ],
  // After a submission the screen asks for the email again (after a status check too: decision 0051).
  [
    "invalidemail",
    "/invalid-email",
    "Check your email address",
    "Please enter a valid email address so we can keep you informed.",
  ],
  ["fundfailure", "/funding-source", "Fund your security deposit", "Let's double check your funding info"],
  [
    "fundfailurefinal",
    "/app-thank-you-c",
    "Oops! We were unable to process your payment at this time.",
    "we will email you instructions for funding your deposit",
  ],
  [
    "exceededdailypaymenttransactions",
    "/error?reason=payment-daily-limit",
    "An error occurred with your payment.",
    DAILY_LIMIT,
  ],
  ["unknown", "/app-pending-api-failed", API_FAILED, "Check application status again"],
  // SPEC §8 'Any 500 or 400 response': 'Ok, Got it' to the product home site.
  ["422", "/error?reason=generic", OOPS, "Ok, Got it"],
];

/** The landing screen itself: its address, its one h1 and a line of its text. */
async function expectLanding(page: Page, path: string, heading: string, text: string, timeout = 20_000) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`), { timeout });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByText(text).first()).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
});

// One project: each persona is a row of the outcome table; the journeys cover the scripted submit.
for (const [tag, path, heading, text] of PERSONAS) {
  test(`jane+${tag}@example.com → ${path} @no-js-only`, async ({ page }) => {
    const visited = visitedPaths(page);
    await seedAtTermsFundingLater(page, { emailAddress: `jane+${tag}@example.com` });
    await page.goto("/terms-and-conditions");
    await agreeAndSubmit(page);
    await expectVisited(visited, path);
    await expectLanding(page, path, heading, text);
  });
}

test("the screen right after submitting has the 'Card' row a status check shows, in English and Spanish (issue 46 item 11)", async ({
  page,
}) => {
  await seedAtTermsFundingLater(page);
  await page.goto("/terms-and-conditions");
  await agreeAndSubmit(page);
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  const card = page.locator(".status-summary__row").filter({ hasText: "Card" });
  await expect(card.locator("dt")).toHaveText("Card");
  await expect(card.locator("dd")).toHaveText("Secured Visa Card");
  await page.goto("/app-approved-waiting-for-funds?lng=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const tarjeta = page.locator(".status-summary__row").filter({ hasText: "Tarjeta" });
  await expect(tarjeta.locator("dd")).toHaveText("Secured Visa Card");
});

test("a submission refused with a 422: SPEC §8's 'Ok, Got it' to the product home site, no 'Submit again'", async ({
  page,
}) => {
  await seedAtTermsFundingLater(page, { emailAddress: "jane+422@example.com" });
  await page.goto("/terms-and-conditions");
  await agreeAndSubmit(page);
  await expect(page).toHaveURL(/\/error\?reason=generic$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops, something went wrong processing your application." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ok, Got it" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Submit again" })).toHaveCount(0);
  await expectNoAxeViolations(page, "submission failed");
});

/*
 * The debit card personas (docs/mock.md: 'for makePayment, and for submitLead with fundingType DBT')
 * through 'fund now': the card is charged by submitLead itself, and its outcome decides the screen.
 */
test.describe("submitLead outcomes by debit card, funding now", () => {
  const DECLINED = "Let's double check your funding info";

  /**
   * At the funding payment, the card typed and sent, the terms agreed and submitted. `waiting`: the
   * test goes on while the submission runs (without JavaScript a click otherwise waits for the
   * page it starts loading).
   */
  async function submitWithCard(page: Page, cardNumber: string, options: { waiting?: boolean } = {}) {
    await expect(page).toHaveURL(/\/funding-payment$/);
    await fillCard(page, { ...VALID_CARD, cardNumber });
    await next(page);
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await agreeAndSubmit(page, options);
  }

  async function seedFundingNow(page: Page, emailAddress = "jane.doe@example.com") {
    await seedAtFunding(page, {
      emailAddress,
      alsoCompleted: ["fundingSource"],
      draft: { fundingType: "DBT", fundToday: true },
    });
    await page.goto("/funding-payment");
  }

  /** The first decline: back to the funding source with SPEC's banner, 'fund now' chosen again. */
  async function expectDeclinedAndRetry(page: Page) {
    await expectLanding(page, "/funding-source", "Fund your security deposit", DECLINED);
    await expect(page.getByText("*1 attempt remaining")).toBeVisible();
    await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
    await next(page);
  }

  test(`declined once (${CARDS.declineOnce}): back to the funding source, the retry is approved`, async ({ page }) => {
    await seedFundingNow(page);
    await submitWithCard(page, CARDS.declineOnce);
    await expectDeclinedAndRetry(page);
    await submitWithCard(page, CARDS.declineOnce);
    await expectLanding(
      page,
      "/app-approved-in-good-funds",
      "We received your deposit",
      "We will email you when your card ships.",
    );
    // The retry names the same application.
    expect(await submitLeadCalls(page.request)).toBe(2);
  });

  test(`declined (${CARDS.decline}): the retry is declined too, final`, async ({ page }) => {
    await seedFundingNow(page);
    await submitWithCard(page, CARDS.decline);
    await expectDeclinedAndRetry(page);
    await submitWithCard(page, CARDS.decline);
    await expectLanding(
      page,
      "/app-thank-you-c",
      "Oops! We were unable to process your payment at this time.",
      "we will email you instructions for funding your deposit",
    );
    await expectNoAxeViolations(page, "funding failed (after submission)");
  });

  test(`the daily limit (${CARDS.dailyLimit}): SPEC's payment error`, async ({ page }) => {
    await seedFundingNow(page);
    await submitWithCard(page, CARDS.dailyLimit);
    await expectLanding(page, "/error?reason=payment-daily-limit", "An error occurred with your payment.", DAILY_LIMIT);
    await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
  });

  test(`a server error (${CARDS.serverError}): the card may have been charged, so no 'Submit again': how to check instead, and the application is never sent again`, async ({
    page,
  }) => {
    await seedFundingNow(page);
    await submitWithCard(page, CARDS.serverError);
    await expectLanding(page, "/error?reason=submit-unconfirmed", OOPS, SUBMIT_UNCONFIRMED);
    await expect(page.getByRole("link", { name: "Submit again" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Check application status" })).toHaveAttribute(
      "href",
      "/check-application-status",
    );
    await expectNoAxeViolations(page, "submission unconfirmed");
    // Coming back to the terms: the same page, never the bank.
    await page.goto("/terms-and-conditions");
    await expect(page).toHaveURL(/\/error\?reason=submit-unconfirmed$/);
    expect(await submitLeadCalls(page.request)).toBe(1);
  });

  test(`no answer (${CARDS.timeout}): while it waits, the processing screens; then how to check, not 'Submit again'`, async ({
    page,
  }, testInfo) => {
    // The server gives up on the bank after its upstream timeout (E2E_UPSTREAM_TIMEOUT_MS): the
    // screens below are checked while the call hangs, and the landing comes once it is given up.
    test.setTimeout(E2E_UPSTREAM_TIMEOUT_MS + 75_000);
    await seedFundingNow(page);
    // The second tab is opened now: on a busy machine opening one can take longer than the bank's wait.
    const other = await page.context().newPage();
    await submitWithCard(page, CARDS.timeout, { waiting: true });
    // The application has gone to the bank (the session records it as pending before the call).
    await expect.poll(() => submitLeadCalls(page.request)).toBe(1);
    // The same session in a second tab (or after a reload) meanwhile: the processing page, after a
    // moment's wait for the result (PROCESSING_WAIT_MS).
    const opening = other.goto("/submit-application");
    if (hasJs(testInfo)) {
      // With JavaScript the terms screen itself says it is sending (SPEC §2.3 loading view).
      await expect(page.getByRole("heading", { level: 1, name: "Submitting your application" })).toBeVisible();
      await expect(
        page.getByRole("status").getByText("We are sending your application. This can take a moment."),
      ).toBeVisible();
      await expectNoAxeViolations(page, "terms (submitting)");
    }
    await opening;
    await expect(other).toHaveURL(/\/submit-application$/);
    await expect(other.getByRole("heading", { level: 1, name: "Submitting your application" })).toBeVisible();
    await expect(other.getByText("We are processing your application. This can take a moment.")).toBeVisible();
    await expect(other.getByRole("link", { name: "Check now" })).toHaveAttribute("href", "/submit-application");
    await expectNoAxeViolations(other, "submit application (processing)");
    await other.close();

    await expectLanding(
      page,
      "/error?reason=submit-unconfirmed",
      OOPS,
      SUBMIT_UNCONFIRMED,
      E2E_UPSTREAM_TIMEOUT_MS + 10_000,
    );
    await expect(page.getByRole("link", { name: "Submit again" })).toHaveCount(0);
    expect(await submitLeadCalls(page.request)).toBe(1);
  });
});
