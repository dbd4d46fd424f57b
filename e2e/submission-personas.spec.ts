import { expect, test, type Page } from "@playwright/test";
import {
  agreeAndSubmit,
  CARDS,
  fillCard,
  next,
  seedAtFunding,
  seedAtTermsFundingLater,
  VALID_CARD,
} from "./support/funding";
import { resetMock, submitLeadCalls } from "./support/mock";
import { hasJs } from "./support/project";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_UPSTREAM_TIMEOUT_MS } from "../playwright.config";

/*
 * The submission's card outcomes in the browser: the screens and the retries a person meets. Where each
 * submitLead persona lands is a rule of the route (app/routes/submit-application.test.ts); each status
 * screen's words and axe scan are in e2e/status-screens.spec.ts.
 */
const OOPS = "Oops, something went wrong processing your application.";
const SUBMIT_UNCONFIRMED = "So that your card is not charged twice, please do not apply again.";
const DAILY_LIMIT =
  "You have exceeded the maximum number of transactions in a single day. Return as soon as tomorrow to make another payment.";

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

test("the screen right after submitting has the 'Card' row a status check shows, in English and Spanish (issue 46 item 11) @no-js-only", async ({
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

test("a submission refused with a 422: SPEC §8's 'Ok, Got it' to the product home site, no 'Submit again' @no-js-only", async ({
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

  /**
   * Funding now with `cardNumber`, the first decline: back to the funding source with SPEC's banner,
   * 'fund now' chosen again and the same card submitted a second time.
   */
  async function declinedThenRetried(page: Page, cardNumber: string) {
    await seedFundingNow(page);
    await submitWithCard(page, cardNumber);
    await expectLanding(page, "/funding-source", "Fund your security deposit", DECLINED);
    await expect(page.getByText("*1 attempt remaining")).toBeVisible();
    await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
    await next(page);
    await submitWithCard(page, cardNumber);
  }

  test(`declined once (${CARDS.declineOnce}): back to the funding source, the retry is approved`, async ({ page }) => {
    await declinedThenRetried(page, CARDS.declineOnce);
    await expectLanding(
      page,
      "/app-approved-in-good-funds",
      "We received your deposit",
      "We will email you when your card ships.",
    );
    // The retry names the same application.
    expect(await submitLeadCalls(page.request)).toBe(2);
  });

  test(`declined (${CARDS.decline}): the retry is declined too, final @no-js-only`, async ({ page }) => {
    await declinedThenRetried(page, CARDS.decline);
    await expectLanding(
      page,
      "/app-thank-you-c",
      "Oops! We were unable to process your payment at this time.",
      "we will email you instructions for funding your deposit",
    );
    await expectNoAxeViolations(page, "funding failed (after submission)");
  });

  test(`the daily limit (${CARDS.dailyLimit}): SPEC's payment error @no-js-only`, async ({ page }) => {
    await seedFundingNow(page);
    await submitWithCard(page, CARDS.dailyLimit);
    await expectLanding(page, "/error?reason=payment-daily-limit", "An error occurred with your payment.", DAILY_LIMIT);
    await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
  });

  test(`a server error (${CARDS.serverError}): the card may have been charged, so no 'Submit again': how to check instead, and the application is never sent again @no-js-only`, async ({
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
