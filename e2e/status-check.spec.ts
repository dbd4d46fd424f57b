import { expect, test } from "@playwright/test";
import { enterOtp, otpBoxes, VALID_CODE, WRONG_CODE } from "./support/flow";
import { mockCalls, mockSettings, resetMock } from "./support/mock";
import { E2E_UPSTREAM_TIMEOUT_MS } from "../playwright.config";
import { hasJs, waitForHydration } from "./support/project";
import { checkStatus, expectFieldError, LAST4, personaEmail, sendStatusCheck } from "./support/status";
import { expectNoAxeViolations } from "./support/axe";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

// Where each legacy address goes is app/domain/routing.test.ts's and shell.spec's; the form looks the same with JS.
test("a legacy address opens the status check form: its fields and axe scan @no-js-only", async ({ page }) => {
  await page.goto("/fund-your-card");
  await expect(page).toHaveURL(/\/check-application-status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check your application status" })).toBeVisible();
  await expect(page).toHaveTitle("Check your application status");
  await expect(page.locator('input[name="emailAddress"]')).toHaveAttribute("autocomplete", "email");
  await expect(page.locator('input[name="last4SSN"]')).toHaveAttribute("inputmode", "numeric");
  await expect(page.locator('input[name="last4SSN"]')).toHaveAttribute("autocomplete", "off");
  await expect(page.locator('input[name="last4SSN"]')).toHaveAttribute("maxlength", "4");
  await expectNoAxeViolations(page, "check application status");
});

test("a wrong email and a short last 4 are refused; the email is kept, the SSN digits never", async ({
  page,
}, testInfo) => {
  await sendStatusCheck(page, "jordan@example", "12");
  await expectFieldError(page, "emailAddress", "Invalid Email Address!");
  await expectFieldError(page, "last4SSN", "SSN or ITIN is required");
  await expect(page.locator('input[name="emailAddress"]')).toHaveValue("jordan@example");
  // Without JS the page came back from the server: the SSN field is empty. With JS it never left.
  if (!hasJs(testInfo)) await expect(page.locator('input[name="last4SSN"]')).toHaveValue("");
  const html = await page.content();
  expect(html).not.toContain('value="12"');
});

test("pasting into the SSN field is blocked with JavaScript (an enhancement only)", async ({ page }, testInfo) => {
  await page.goto("/check-application-status");
  await waitForHydration(page, testInfo);
  const prevented = await page.locator('input[name="last4SSN"]').evaluate((input) => {
    const paste = new ClipboardEvent("paste", { bubbles: true, cancelable: true });
    const copy = new ClipboardEvent("copy", { bubbles: true, cancelable: true });
    input.dispatchEvent(paste);
    input.dispatchEvent(copy);
    return [paste.defaultPrevented, copy.defaultPrevented];
  });
  // With JS both are blocked (SPEC §2.3); without JS nothing is blocked and typing still works.
  expect(prevented).toEqual(hasJs(testInfo) ? [true, true] : [false, false]);
});

test("the status code page: no step counter, back to the form, resend, wrong code @no-js-only", async ({
  page,
}, testInfo) => {
  await sendStatusCheck(page, personaEmail("wt_fnd"), LAST4);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page).toHaveTitle("Enter your code");
  await expect(page.getByText(/Step \d of 9/)).toHaveCount(0);
  await expect(page.getByText("j***@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/check-application-status");
  await page.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent you a new code." })).toBeVisible();
  await enterOtp(page, testInfo, WRONG_CODE);
  await expect(page.locator(".field__error")).toHaveText("Error: The code you entered was invalid, please try again!");
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page, "status code, error");
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
});

test("Enter right after the code sent itself posts it once: the status, not an expired form @js-only", async ({
  page,
}) => {
  // A slow bank keeps the first post in flight while Enter is pressed (QA review: 4 of 4 showed 403).
  await mockSettings(page.request, { faults: { verifyCheckAppStatusOtp: { latencyMs: 1_000 } } });
  await sendStatusCheck(page, personaEmail("wt_fnd"), LAST4);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(otpBoxes(page)).toHaveCount(6);
  await otpBoxes(page).first().click();
  await page.keyboard.type(VALID_CODE);
  await expect(page.getByRole("button", { name: "Checking…" })).toHaveAttribute("aria-disabled", "true");
  // Enter while the code is being checked, twice: nothing more is posted.
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await expect(page.getByText("This form has expired")).toHaveCount(0);
  expect((await mockCalls(page.request)).verifyCheckAppStatusOtp).toBe(1);
});

// The list's rows and where each choice leads are check-my-application-status.test.ts's; here its look and post.
test("several applications: the list, then the chosen one's screen @no-js-only", async ({ page }, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("multi"));
  await expect(page).toHaveURL(/\/check-my-application-status$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your applications" })).toBeVisible();
  const rows = page.locator(".status-choice");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Secured Visa Card");
  await expect(rows.nth(0)).toContainText("Waiting for funds / funding required");
  await expect(rows.nth(1)).toContainText("Secured Plus Visa Card");
  await expect(rows.nth(1)).toContainText("Documents requested / information required");
  await expect(rows.nth(2)).toContainText("Launch Secured Visa Card");
  await expect(rows.nth(2)).toContainText("Withdrawn");
  await expectNoAxeViolations(page, "application list");

  await rows
    .nth(1)
    .getByRole("button", { name: /View this application/ })
    .click();
  await expect(page).toHaveURL(/\/documents-requested$/);
  await expect(page.getByRole("heading", { level: 1, name: "Additional information required" })).toBeVisible();
  await expect(page.getByText("Secured Plus Visa Card")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/check-my-application-status");
});

// The rule is check-application-status.test.ts's; without JS a long post is the browser's own, nothing of ours.
test("the bank unreachable during the check: 'unable to access your application' @js-only", async ({
  page,
  request,
}) => {
  await mockSettings(request, { faults: { sendCheckAppStatusOtp: { kind: "timeout" } } });
  // The client gives up after E2E_UPSTREAM_TIMEOUT_MS; allow for it.
  test.setTimeout(E2E_UPSTREAM_TIMEOUT_MS + 45_000);
  await sendStatusCheck(page, personaEmail("wt_fnd"), LAST4);
  await expect(page).toHaveURL(/\/error\?reason=api-unavailable$/, { timeout: E2E_UPSTREAM_TIMEOUT_MS + 15_000 });
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: "We are unable to access your application at this time. Please try again later.",
    }),
  ).toBeVisible();
});
