import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { checkStatus, personaEmail, seedSubmittedApplication } from "./support/status";

/**
 * SPEC §2.4/§4.1: each status code leads to its screen. A status screen shows only for the status
 * the bank last reported for the chosen application; any other goes to that one. /app-thank-you-b
 * and /app-submitted are led to by no code, so they go there too (docs/decisions/0050).
 */
const REVIEW = { path: "/app-pending-manual-review", heading: "Your application is being reviewed" };

test.beforeEach(async ({ request }) => {
  // Several screens and an axe run per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
});

test("an application in review (UI_MRV) cannot open another status screen by its address @no-js-only", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("ui_mrv"));
  await expect(page).toHaveURL(new RegExp(`${REVIEW.path}$`));
  for (const path of [
    "/app-approved-boarded",
    "/app-denied",
    "/app-approved-waiting-for-funds",
    "/app-thank-you-b",
    "/app-submitted",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${REVIEW.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: REVIEW.heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Your card is on its way")).toHaveCount(0);
  await expectNoAxeViolations(page, "manual review after a wrong address");
});

test("right after submitting, the status screen has SPEC's common layout Back link (to the status check) @no-js-only", async ({
  page,
}) => {
  const submitted = await seedSubmittedApplication(page.request, personaEmail("wt_fnd", "jane"));
  expect(submitted.responseCode).toBe("WT_FND");
  await page.goto("/app-approved-waiting-for-funds");
  await expect(page.getByRole("heading", { level: 1, name: "You've been approved!" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute(
    "href",
    "/check-application-status",
  );
  // And it too shows only its own status.
  await page.goto("/app-denied");
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  await expectNoAxeViolations(page, "waiting for funds after submitting");
});
