import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { enterOtp, reachOtp, startApplication, submitBasicInfo, VALID_CODE, WRONG_CODE } from "./support/flow";
import { resetMock } from "./support/mock";

/* axe-core with WCAG 2.0/2.1 A and AA and 2.2 AA rules: 0 violations on every screen and state. */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("intro @no-js-only", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
  await expectNoAxeViolations(page, "intro");
});

test("basic information, then with errors", async ({ page }, testInfo) => {
  await startApplication(page, testInfo, "/SecuredPlus/Apply");
  await expectNoAxeViolations(page, "basic information");
  await submitBasicInfo(page);
  await expect(page.locator(".error-summary")).toBeVisible();
  await expect(page.locator(".field__error").first()).toBeVisible();
  await expectNoAxeViolations(page, "basic information (errors)");
});

test("the code screen: as sent, with an invalid code, after 'Send a new code'; then debt to income", async ({
  page,
}, testInfo) => {
  await reachOtp(page, testInfo);
  await expectNoAxeViolations(page, "OTP check");
  await enterOtp(page, testInfo, WRONG_CODE);
  await expect(page.locator(".field__error")).toBeVisible();
  await expectNoAxeViolations(page, "OTP check (invalid code)");
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByText("We sent you a new code.")).toBeVisible();
  await expectNoAxeViolations(page, "OTP check (new code sent)");
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page.getByRole("heading", { level: 1, name: "Tell us about your income" })).toBeVisible();
  await expectNoAxeViolations(page, "debt to income");
});

// The error template's three states (title only; message and help; the warning icon), served alike with and without JS.
for (const reason of ["generic", "check-status-failed", "idle-timeout"]) {
  test(`error screen (${reason}) @no-js-only`, async ({ page }) => {
    await page.goto(`/error?reason=${reason}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `error screen (${reason})`);
  });
}

test("session expired screen @no-js-only", async ({ page }) => {
  await page.goto("/session-expired");
  await expect(
    page.getByRole("heading", { level: 1, name: "For security reasons, your session with the product has expired." }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "session expired screen");
});
