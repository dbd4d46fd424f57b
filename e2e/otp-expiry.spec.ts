import { expect, test } from "@playwright/test";
import { enterOtp, reachOtp, VALID_CODE, APPLICANT } from "./support/flow";
import { resetMock } from "./support/mock";
import { hasJs } from "./support/project";

/*
 * The code's expiry is decided on the server (sent time + 5 minutes), so Playwright's clock, which
 * only controls the browser, cannot expire it. What the browser does own is the countdown shown
 * with JavaScript: that is tested with the clock. Without JavaScript the page states the time limit
 * as text rendered by the server.
 */
test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("the page tells how long the code is valid and says when it has expired", async ({ page }, testInfo) => {
  if (hasJs(testInfo)) {
    await page.clock.install();
    await reachOtp(page, testInfo);
    await expect(page.getByText(/Your code expires in [45]:\d\d\./)).toBeVisible();
    await expect(page.getByText("Code expired")).toHaveCount(0);

    await page.clock.fastForward("04:00");
    await expect(page.getByText(/Your code expires in 0:\d\d\./)).toBeVisible();
    await expect(page.getByText("Less than a minute left.")).toBeAttached();

    await page.clock.fastForward("01:05");
    await expect(page.getByRole("alert").filter({ hasText: "Code expired" })).toBeVisible();
    await expect(page.getByText(/Your code expires in/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send a new code" })).toBeVisible();

    // A new code starts a new 5 minutes. The browser's clock is now 5 minutes ahead of the server's
    // (only the browser's was moved), and the countdown measures that offset when the page loads, so
    // the page is loaded again to count from the new code.
    await page.getByRole("button", { name: "Send a new code" }).click();
    await expect(page.getByRole("status").filter({ hasText: "We sent you a new code." })).toBeVisible();
    await page.reload();
    await expect(page.getByText(/Your code expires in [45]:\d\d\./)).toBeVisible();
    await expect(page.getByText("Code expired")).toHaveCount(0);
  } else {
    await reachOtp(page, testInfo);
    const validity = page.locator(".otp-validity");
    await expect(validity).toContainText("Your code is valid for 5 minutes, until");
    // The end time is given as a clock time, not as a countdown that cannot tick without JS.
    await expect(validity.locator("strong")).toHaveText(/\d{1,2}:\d\d/);
    await expect(page.getByRole("button", { name: "Send a new code" })).toBeVisible();
  }
  // The (server-side still valid) code is accepted either way.
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(page.getByText(`Thank you, ${APPLICANT.firstName}.`)).toBeVisible();
});
