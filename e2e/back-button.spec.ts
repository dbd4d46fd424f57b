import { expect, test } from "@playwright/test";
import { agreeToTerms, seedAtTermsFundingLater } from "./support/funding";
import { resetMock, submitLeadCalls } from "./support/mock";
import { enterOtp, reachOtp } from "./support/flow";
import { answerIncome, press, seedApplicant } from "./support/steps";

/*
 * The browser's own Back button (issue 6: 'the back link and the browser back button work'; 'going
 * back and submitting again cannot create a second application').
 */
test.beforeEach(async ({ request }) => {
  test.setTimeout(60_000);
  await resetMock(request);
});

const APPROVED = "You've been approved!";

test("Back after submitting, then the old terms form sent again: still one application", async ({ page }) => {
  await seedAtTermsFundingLater(page);
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await agreeToTerms(page);
  // The page as the browser shows it now, kept as a stale copy would be (a back-forward cache, a
  // second tab): the server's HTML with its CSRF token, without scripts.
  const oldTerms = (await page.content())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  expect(oldTerms).toContain('name="csrf"');

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: APPROVED })).toBeVisible();
  expect(await submitLeadCalls(page.request)).toBe(1);

  // The browser's Back button: the terms screen asks the server again, which shows the result.
  await page.goBack();
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await expect(page.getByRole("heading", { level: 1, name: APPROVED })).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);

  // The old terms form, ticked and sent again: the same application's screen, no second submitLead.
  await page.setContent(oldTerms);
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  await agreeToTerms(page);
  const posted = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/submit-application",
  );
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await posted).postData()).toContain("csrf=");
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: APPROVED })).toBeVisible();
  expect(await submitLeadCalls(page.request)).toBe(1);

  // And Back once more is still the result, never the form.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: APPROVED })).toBeVisible();
  expect(await submitLeadCalls(page.request)).toBe(1);
});

test("Back on earlier steps keeps the answers given", async ({ page }) => {
  await seedApplicant(page, { cardType: "basic", completed: [] });
  await page.goto("/debt-to-income");
  await expect(page.getByText("Step 3 of 9")).toBeVisible();
  await answerIncome(page);

  await expect(page).toHaveURL(/\/credit-line$/);
  await page.locator('input[name="amount"][value="300"]').check();
  await press(page, "Confirm");
  await expect(page).toHaveURL(/\/identity-verification$/);
  await expect(page.getByText("Step 5 of 9")).toBeVisible();

  // Back: the credit line chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByText("Step 4 of 9")).toBeVisible();
  await expect(page.locator('input[name="amount"][value="300"]')).toBeChecked();

  // Back again: the income answers.
  await page.goBack();
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(page.getByText("Step 3 of 9")).toBeVisible();
  await expect(page.getByLabel("Monthly housing payment")).toHaveValue(/^\$?900(\.00)?$/);
  await expect(page.getByLabel("Annual income")).toHaveValue(/^\$?52,?000(\.00)?$/);

  // Forward again with a changed answer: the next step follows it.
  await page.getByLabel("Annual income").fill("60000");
  await press(page, "Next");
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.locator('input[name="amount"][value="300"]')).toBeChecked();
});

/*
 * Back onto a page that now sends its visitor on (the code page once the code is verified): the
 * browser shows where the server sends it in place of that entry, and Back once more goes on to the
 * entry before it. With JavaScript the router used to add the page it was sent to as a new entry,
 * which cut off the history behind it: every further Back came to the code page and was sent on
 * again, and basic information could never be reached by Back (a QA review, twenty-ninth session).
 */
test("Back past the code page once verified reaches basic information, JS on and off", async ({ page }, testInfo) => {
  await reachOtp(page, testInfo);
  await enterOtp(page, testInfo, "123456");
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await answerIncome(page);
  await expect(page).toHaveURL(/\/credit-line$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/debt-to-income$/);
  // The code page's entry: verified, so the server sends the applicant on to the first step not done.
  await page.goBack();
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByText("Step 4 of 9")).toBeVisible();
  // And Back once more goes behind it: basic information, not the code page again.
  await page.goBack();
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
