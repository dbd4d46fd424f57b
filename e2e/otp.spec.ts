import { expect, test, type Page } from "@playwright/test";
import { APPLICANT, BAD_REQUEST_CODE, enterOtp, otpBoxes, reachOtp, VALID_CODE, WRONG_CODE } from "./support/flow";
import { resetMock } from "./support/mock";
import { hasJs } from "./support/project";

const INVALID_CODE = "The code you entered was invalid, please try again!";
const GENERIC_ERROR = "Oops, something went wrong processing your application.";
const SESSION_EXPIRED = "For security reasons, your session with the product has expired.";

async function expectIncomeStep(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tell us about your income" })).toBeVisible();
  await expect(page.getByText(`Thank you, ${firstName}.`)).toBeVisible();
}

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await reachOtp(page, testInfo);
});

test("shows where the code went and how long it is valid @no-js-only", async ({ page }) => {
  await expect(page).toHaveTitle(/^Enter your code/);
  await expect(page.getByText("by email to")).toBeVisible();
  await expect(page.getByText("j***@example.com")).toBeVisible();
  await expect(page.getByText("Your code is valid for 5 minutes, until")).toBeVisible();
});

test("the right code goes to the income step and greets the applicant", async ({ page }, testInfo) => {
  await enterOtp(page, testInfo, VALID_CODE);
  await expectIncomeStep(page, APPLICANT.firstName);
});

test("a wrong code shows the invalid-code message, then the right code goes on", async ({ page }, testInfo) => {
  await enterOtp(page, testInfo, WRONG_CODE);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.locator(".field__error")).toHaveText(`Error: ${INVALID_CODE}`);
  await expect(page.locator(".error-summary").getByRole("link", { name: INVALID_CODE })).toBeVisible();
  await expect(page).toHaveTitle(/^Error: /);
  if (hasJs(testInfo)) {
    // The refused digits are cleared, so typing the new code starts from the first box.
    for (let i = 0; i < 6; i++) await expect(otpBoxes(page).nth(i)).toHaveValue("");
  } else {
    await expect(page.locator('input[name="otpCode"]')).toHaveValue("");
  }

  await enterOtp(page, testInfo, VALID_CODE);
  await expectIncomeStep(page, APPLICANT.firstName);
});

test("code 000000 leads to the generic error screen @no-js-only", async ({ page }, testInfo) => {
  await enterOtp(page, testInfo, BAD_REQUEST_CODE);
  await expect(page).toHaveURL(/\/error\?reason=/);
  await expect(page.getByRole("heading", { level: 1, name: GENERIC_ERROR })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
});

test("two wrong codes end the session @no-js-only", async ({ page }, testInfo) => {
  await enterOtp(page, testInfo, WRONG_CODE);
  await expect(page.locator(".field__error")).toHaveText(`Error: ${INVALID_CODE}`);
  await enterOtp(page, testInfo, "111111");
  await expect(page).toHaveURL(/\/session-expired$/);
  await expect(page.getByRole("heading", { level: 1, name: SESSION_EXPIRED })).toBeVisible();
  // The old session is gone: the flow cannot be resumed.
  await page.goto("/debt-to-income");
  await expect(page).not.toHaveURL(/\/debt-to-income$/);
});

test("an incomplete code is refused", async ({ page }, testInfo) => {
  if (hasJs(testInfo)) {
    // The boxes only submit when complete; 'Verify' with three digits shows the message.
    await otpBoxes(page).first().click();
    await page.keyboard.type("123");
  } else {
    await page.locator('input[name="otpCode"]').fill("123");
  }
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.locator(".field__error")).toHaveText(`Error: ${INVALID_CODE}`);
});

test("'Send a new code' confirms the new code", async ({ page }, testInfo) => {
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByRole("status").filter({ hasText: "We sent you a new code." })).toBeVisible();
  await enterOtp(page, testInfo, VALID_CODE);
  await expectIncomeStep(page, APPLICANT.firstName);
});

test("a code of '123 456' with a space is accepted", async ({ page }, testInfo) => {
  if (hasJs(testInfo)) {
    // The boxes take digits only; typing the space is ignored.
    await otpBoxes(page).first().click();
    await page.keyboard.type("123 456");
  } else {
    const input = page.locator('input[name="otpCode"]');
    await expect(input).toHaveAttribute("autocomplete", "one-time-code");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await input.fill("123 456");
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await expectIncomeStep(page, APPLICANT.firstName);
});
