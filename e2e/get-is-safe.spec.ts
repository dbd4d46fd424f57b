import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { seedAtFunding } from "./support/funding";
import { resetMock } from "./support/mock";

/* Issue 10 item 8 (docs/decisions/0017): a GET never discards an application in progress. */

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await seedAtFunding(page);
  await page.goto("/funding-source");
  await expect(page.getByText("Step 8 of 9")).toBeVisible();
});

test("a link to /session-expired only shows the page: the application is still there @no-js-only", async ({ page }) => {
  await page.goto("/session-expired");
  await expect(
    page.getByRole("heading", { level: 1, name: "For security reasons, your session with the product has expired." }),
  ).toBeVisible();
  await page.goto("/funding-source");
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.getByText("Step 8 of 9")).toBeVisible();
});

test("an entry page for another card asks 'Start a new application?'; continuing keeps everything @no-js-only", async ({
  page,
}) => {
  await page.goto("/SecuredPlus/Apply");
  await expect(page).toHaveURL(/\/SecuredPlus\/Apply$/);
  await expect(page.getByRole("heading", { level: 1, name: "Start a new application?" })).toBeVisible();
  await expect(page).toHaveTitle("Start a new application?");
  await expectNoAxeViolations(page, "start a new application?");
  await page.getByRole("link", { name: "Continue my application" }).click();
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.getByText("Step 8 of 9")).toBeVisible();
});

test("'Start a new application' (a POST) starts the other card from the beginning @no-js-only", async ({ page }) => {
  await page.goto("/SecuredPlus/Apply");
  await page.getByRole("button", { name: "Start a new application" }).click();
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(
    page.getByText("No credit check to apply for the Secured Plus Visa Card.", { exact: true }),
  ).toBeVisible();
  await expect(page.locator('form [name="firstName"]')).toHaveValue("");
  await page.goto("/funding-source");
  await expect(page).not.toHaveURL(/\/funding-source$/);
});
