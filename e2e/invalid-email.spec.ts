import { expect, test, type Page } from "@playwright/test";
import { mockCalls, resetMock } from "./support/mock";
import { checkStatus, expectFieldError, personaEmail, seedSubmittedApplication } from "./support/status";
import { expectNoAxeViolations } from "./support/axe";

const FIELD = "emailAddress";

/** Types `email` over the field's value and sends it. */
async function sendEmail(page: Page, email: string) {
  await page.locator(`form [name="${FIELD}"]`).fill(email);
  await page.getByRole("button", { name: "Continue" }).click();
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe("just after submitting: the corrected email is resubmitted", () => {
  test.beforeEach(async ({ page }) => {
    const submitted = await seedSubmittedApplication(page.request, "jane.doe+invalidemail@example.com");
    expect(submitted.responseCode).toBe("InvalidEmail");
    await page.goto("/correct-email");
    await expect(page).toHaveURL(/\/invalid-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email address" })).toBeVisible();
  });

  test("the email is required and must be valid @no-js-only", async ({ page }) => {
    const input = page.locator(`form [name="${FIELD}"]`);
    await expect(input).toHaveValue("jane.doe+invalidemail@example.com");
    await expect(input).toHaveAttribute("autocomplete", "email");
    await expectNoAxeViolations(page, "invalid email");

    await sendEmail(page, "");
    await expectFieldError(page, FIELD, "Email Address is required.");
    await expectNoAxeViolations(page, "invalid email, errors");

    await sendEmail(page, "jane.doe@example");
    await expectFieldError(page, FIELD, "Invalid Email Address!");
    await expect(input).toHaveValue("jane.doe@example");
  });

  test("an address the bank still cannot use: 'Email is not valid' @no-js-only", async ({ page }) => {
    await sendEmail(page, "jane.d+invalidemail@example.org");
    await expect(page).toHaveURL(/\/invalid-email$/);
    await expectFieldError(page, FIELD, "Email is not valid");
  });

  test("a good address continues the application: approved, waiting for funds", async ({ page }) => {
    await sendEmail(page, "jane.doe@example.com");
    await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
    await expect(page.getByRole("heading", { level: 1, name: "You've been approved!" })).toBeVisible();
  });
});

test.describe("after a status check: SPEC's re-entry screen, the corrected email sent as a correction", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await checkStatus(page, testInfo, personaEmail("invalidemail"));
    await expect(page).toHaveURL(/\/invalid-email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your email address" })).toBeVisible();
  });

  test("the email is required and must be valid @no-js-only", async ({ page }) => {
    const input = page.locator(`form [name="${FIELD}"]`);
    await expect(input).toHaveValue(personaEmail("invalidemail"));
    await expect(input).toHaveAttribute("autocomplete", "email");
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/check-application-status");
    await expect(page.getByText("Please call Customer Service")).toHaveCount(0);
    await expectNoAxeViolations(page, "invalid email after the status check");

    await sendEmail(page, "");
    await expectFieldError(page, FIELD, "Email Address is required.");
    await expectNoAxeViolations(page, "invalid email after the status check, errors");

    await sendEmail(page, "jordan@example");
    await expectFieldError(page, FIELD, "Invalid Email Address!");
    expect((await mockCalls(page.request)).submitLead ?? 0).toBe(0);
  });

  test("an address the bank still cannot use: 'Email is not valid' @no-js-only", async ({ page }) => {
    await sendEmail(page, "jordan.r+invalidemail@example.org");
    await expect(page).toHaveURL(/\/invalid-email$/);
    await expectFieldError(page, FIELD, "Email is not valid");
  });

  test("a good address is taken by the bank: approved, waiting for funds, nothing charged", async ({ page }) => {
    await sendEmail(page, "jordan.rivera@example.com");
    await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
    await expect(page.getByRole("heading", { level: 1, name: "You've been approved!" })).toBeVisible();
    const calls = await mockCalls(page.request);
    expect(calls.submitLead).toBe(1);
    expect(calls.makePayment ?? 0).toBe(0);
  });
});
