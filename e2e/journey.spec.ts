import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { checkOnNewScreen, enterOtp, reachOtp, VALID_CODE } from "./support/flow";
import { fillCard, VALID_CARD } from "./support/funding";
import { answerIncome, press } from "./support/steps";
import { fillFields, IDENTITY } from "./support/identity";
import { resetMock, submitLeadCalls } from "./support/mock";
import { serverEvents, stepEvents } from "./support/analytics";

/*
 * The whole product as one person uses it, with no seeding: choose a card, every step of the
 * application to a submitted application, then the status check of that same application as a
 * returning applicant. Runs in both projects (JavaScript on and off).
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const EMAIL = "riley.walker@example.com";

const CARDS = {
  basic: { link: "Choose Secured Visa Card", entry: "/Secured/Apply" },
  launch: { link: "Choose Launch Secured Visa Card", entry: "/Launch/Apply" },
} as const;

async function applyAndSubmit(
  page: Page,
  testInfo: TestInfo,
  fund: "now" | "later",
  card: keyof typeof CARDS = "basic",
  email = EMAIL,
) {
  await page.goto("/");
  await page.getByRole("link", { name: CARDS[card].link }).click();
  const applicant = { firstName: "Riley", lastName: "Walker", emailAddress: email, primaryPhone: "555-234-5678" };
  await reachOtp(page, testInfo, applicant, CARDS[card].entry);
  await enterOtp(page, testInfo, VALID_CODE);

  await expect(page).toHaveURL(/\/debt-to-income$/);
  await answerIncome(page);

  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByText("Step 4 of 9")).toBeVisible();
  if (card === "launch") {
    // Launch: its pre-approved amount, nothing to choose.
    await expect(page.getByRole("heading", { level: 1, name: "Your pre-approved credit line" })).toBeVisible();
    await expect(page.locator(".pre-approved__amount")).toHaveText("$100");
  } else {
    await page.locator('input[name="amount"]').first().check();
  }
  await press(page, "Confirm");

  await expect(page).toHaveURL(/\/identity-verification$/);
  await fillFields(page, { ...IDENTITY, firstName: undefined, lastName: undefined });
  await press(page, "Next");

  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.getByText("***-**-6789")).toBeVisible();
  await press(page, "Confirm");

  await expect(page).toHaveURL(/\/mailing-address$/);
  await page.getByLabel("To my home address (shown above)").check();
  await press(page, "Next");

  await expect(page).toHaveURL(/\/funding-source$/);
  await page.locator(`input[name="fundingType"][value="${fund === "now" ? "DBT" : "FDL"}"]`).check();
  await press(page, "Next");

  if (fund === "now") {
    await expect(page).toHaveURL(/\/funding-payment$/);
    if (card === "launch") await expect(page.getByRole("checkbox", { name: "Fund the full $100 today" })).toBeChecked();
    await fillCard(page, VALID_CARD);
    await press(page, "Next");
  } else {
    await expect(page).toHaveURL(/\/credit-line-fund-later$/);
    await page
      .getByRole("button", { name: /Continue/ })
      .first()
      .click();
  }

  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Step 9 of 9")).toBeVisible();
  await checkOnNewScreen(
    page.getByLabel("I agree to the E-Sign Consent and to receive my disclosures and documents electronically."),
  );
  await page.getByLabel("I have read and agree to the Terms and Conditions and the Cardholder Agreement.").check();
  await press(page, "Submit");
}

test("Launch: from the Launch card on the intro, every step, funded now at $100, to an application in good funds", async ({
  page,
}, testInfo) => {
  const email = "rowan.launch@example.com";
  await applyAndSubmit(page, testInfo, "now", "launch", email);
  await expect(page).toHaveURL(/\/app-approved-in-good-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "We received your deposit" })).toBeVisible();
  expect(await submitLeadCalls(page.request)).toBe(1);
  // Every step counted by the server for the Launch card (people without JavaScript too).
  const events = await serverEvents(page.request, email);
  expect(events.map((e) => e.event)).toEqual([
    ...stepEvents("Launch_", ["BasicInfoNext", "OtpNext", "IncomeNext", "CreditLineNext", "IdentityNext"], 1),
    ...stepEvents("Launch_", ["IdentityConfirmNext", "MailingAddressNext", "FundingSourceNext", "TermsNext"], 6),
    "application_submitted",
  ]);
  expect(events.at(-1)).toMatchObject({ card_selected: "launch", result: "immediate" });
});

/**
 * The status check of the application with its email and the SSN's last 4, then its code. In the
 * same browser session every time: what this session did before (the application, an earlier
 * payment) must not get in the way.
 */
async function checkStatusAsReturningApplicant(page: Page, testInfo: TestInfo) {
  await page.goto("/check-application-status");
  await page.locator('[name="emailAddress"]').fill(EMAIL);
  await page.locator('[name="last4SSN"]').fill("6789");
  await press(page, "Check My Application Status");
  await expect(page).toHaveURL(/\/otp-check$/);
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "You've been approved!" })).toBeVisible();
}

test("apply and fund later; then as a returning applicant fund part of the deposit, come back and fund the rest", async ({
  page,
}, testInfo) => {
  await applyAndSubmit(page, testInfo, "later");
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });

  // First return: pay $50 of the $200 deposit.
  await checkStatusAsReturningApplicant(page, testInfo);
  await press(page, "Fund my card");
  await expect(page).toHaveURL(/\/funding-payment/);
  await page.getByRole("checkbox", { name: "Fund the full $200 today" }).uncheck();
  await page.getByLabel("Amount to fund today").fill("50");
  await fillCard(page, VALID_CARD);
  await press(page, "Next");
  await expect(page).toHaveURL(/\/funding-payment\?view=result$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Your payment is approved" })).toBeVisible();
  await expect(page.locator(".facts__row", { hasText: "Still to fund" }).locator("dd")).toHaveText("$150");

  // Second return, same browser session: the status shows what is left; fund the rest and the
  // deposit is in good funds.
  await checkStatusAsReturningApplicant(page, testInfo);
  await expect(
    page
      .locator(".status-summary__row")
      .filter({ has: page.locator("dt", { hasText: /^Left to fund$/ }) })
      .locator("dd"),
  ).toHaveText("$150");
  await press(page, "Fund my card");
  await expect(page.getByRole("checkbox", { name: "Fund the full $150 today" })).toBeChecked();
  await fillCard(page, VALID_CARD);
  await press(page, "Next");
  await expect(page).toHaveURL(/\/app-approved-in-good-funds$/, { timeout: 20_000 });

  // That payment is made: a repeat visit says so.
  await page.goto("/funding-payment");
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops, your payment was already submitted." }),
  ).toBeVisible();
});
