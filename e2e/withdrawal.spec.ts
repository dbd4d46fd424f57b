import { expect, test } from "@playwright/test";
import { mockCalls, mockSettings, resetMock } from "./support/mock";
import { checkStatus, expectFieldError, personaEmail, statusViewTarget } from "./support/status";
import { expectNoAxeViolations } from "./support/axe";
import { hasJs } from "./support/project";
import { WITHDRAW_REASONS as REASONS } from "../app/domain/withdraw-reasons";

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await checkStatus(page, testInfo, personaEmail("wt_fnd"));
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await page.getByRole("link", { name: "Withdraw my application" }).click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw your application" })).toBeVisible();
});

test("the reasons are SPEC's fixed list; one is required @no-js-only", async ({ page }) => {
  await expect(
    page.getByRole("group", { name: "Why are you withdrawing your application?" }).getByRole("radio"),
  ).toHaveCount(REASONS.length);
  for (const reason of REASONS) await expect(page.getByRole("radio", { name: reason, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/app-approved-waiting-for-funds");
  await expect(page.getByRole("link", { name: "Keep my application" })).toHaveAttribute(
    "href",
    "/app-approved-waiting-for-funds",
  );
  await expectNoAxeViolations(page, "withdrawal");

  await page.getByRole("button", { name: "Withdraw my application" }).click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  await expectFieldError(page, "withdrawReason", "Please select a reason for withdrawing.");
  await expectNoAxeViolations(page, "withdrawal, errors");
  // Nothing was withdrawn.
  expect(await statusViewTarget(page)).toBe("/app-approved-waiting-for-funds");
});

test("withdrawing leads to the closed-withdrawn screen; the session can then neither withdraw nor fund it again", async ({
  page,
}) => {
  // The form's token, as a second tab or the Back button would still have it.
  const csrf = await page.locator('form input[name="csrf"]').first().inputValue();
  const applicationId = await page.locator('form input[name="applicationId"]').inputValue();
  await page.getByRole("radio", { name: "Process too long" }).check();
  await page.getByRole("button", { name: "Withdraw my application" }).click();
  await expect(page).toHaveURL(/\/app-closed-withdrawn$/);
  await expect(page.getByRole("heading", { level: 1, name: "We received your withdrawal" })).toBeVisible();
  await expect(
    page.getByText("Other payments are refunded by mail within 10 business days.", { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "closed withdrawn");
  // The bank has it too.
  expect(await statusViewTarget(page)).toBe("/app-closed-withdrawn");
  // The form is not offered again, nor the payment, nor the screen that said 'You've been approved!'.
  for (const path of ["/withdrawal", "/funding-payment", "/app-approved-waiting-for-funds"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/app-closed-withdrawn$/);
  }
  await expect(page.getByRole("button", { name: "Fund my card" })).toHaveCount(0);
  // A second withdraw and a payment posted with the session's token: the withdrawn screen.
  const again = await page.request.post("/withdrawal", {
    form: { csrf, applicationId, withdrawReason: "Other" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe("/app-closed-withdrawn");
  const fund = await page.request.post("/funding-payment", {
    form: {
      csrf,
      paymentId: "x",
      fundToday: "on",
      cardNumber: "4111111111111111",
      cardExpiration: "12/29",
      cardSecurityCode: "123",
    },
    maxRedirects: 0,
  });
  expect(fund.status()).toBe(303);
  expect(fund.headers()["location"]).toBe("/app-closed-withdrawn");
  const calls = await mockCalls(page.request);
  expect(calls.withdrawApplication).toBe(1);
  expect(calls.makePayment ?? 0).toBe(0);
});

test("a failed withdrawal keeps the form, the answer and a working button, and says so each time", async ({
  page,
  request,
}, testInfo) => {
  await mockSettings(request, { faults: { withdrawApplication: { kind: "500" } } });
  await page.getByRole("radio", { name: "Received another offer" }).check();
  await page.getByRole("button", { name: "Withdraw my application" }).click();
  await expect(page).toHaveURL(/\/withdrawal$/);
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "We could not withdraw your application. Please try again." });
  await expect(alert).toBeVisible();
  // Without JavaScript the page opens on it (an alert already in a loaded page is not announced).
  if (!hasJs(testInfo)) await expect(alert).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.getByRole("radio", { name: "Received another offer" })).toBeChecked();
  const button = page.getByRole("button", { name: "Withdraw my application" });
  await expect(button).toBeEnabled();
  await expect(button).not.toHaveAttribute("aria-disabled", "true");
  await expectNoAxeViolations(page, "withdrawal failed");

  // Failing again: a new alert, announced again (the same node with the same words said nothing).
  await alert.evaluate((node) => node.setAttribute("data-seen", ""));
  await button.click();
  await expect(page.locator("[role=alert][data-seen]")).toHaveCount(0);
  await expect(alert).toBeVisible();
  if (!hasJs(testInfo)) await expect(alert).toBeFocused();

  await mockSettings(request, { faults: { withdrawApplication: null } });
  await button.click();
  await expect(page).toHaveURL(/\/app-closed-withdrawn$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We received your withdrawal");
});
