import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { seedAtFunding } from "./support/funding";
import { resetMock } from "./support/mock";
import { checkStatus, personaEmail } from "./support/status";

/* Issue 10 item 5 (docs/decisions/0001): 'Sign out' in the header of every screen, a POST. */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("a returning applicant signs out from a status screen: the session ends, the status screens are closed", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("wt_fnd"));
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
  const signOut = page.getByRole("banner").getByRole("button", { name: "Sign out" });
  await expect(signOut).toBeVisible();
  await signOut.click();
  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole("heading", { level: 1, name: "You have signed out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Check application status" })).toHaveAttribute(
    "href",
    "/check-application-status",
  );
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toHaveCount(0);
  await expectNoAxeViolations(page, "signed out");
  // The next person at this computer finds nothing: the status screens and withdrawal send them to the check.
  await page.goto("/app-approved-waiting-for-funds");
  await expect(page).toHaveURL(/\/check-application-status$/);
  await page.goto("/withdrawal");
  await expect(page).toHaveURL(/\/check-application-status$/);
});

test("an applicant signs out in the middle of the application; a GET of /sign-out only asks", async ({ page }) => {
  await seedAtFunding(page);
  await page.goto("/funding-source");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
  // A link to /sign-out changes nothing: it asks, with the POST button.
  await page.goto("/sign-out");
  await expect(page.getByRole("heading", { level: 1, name: "Sign out?" })).toBeVisible();
  await expectNoAxeViolations(page, "sign out?");
  await page.goto("/funding-source");
  await expect(page).toHaveURL(/\/funding-source$/);
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "You have signed out" })).toBeVisible();
  await page.goto("/funding-source");
  await expect(page).not.toHaveURL(/\/funding-source$/);
});

test("a sign-out post without the session's token is refused @no-js-only", async ({ page }, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("wt_fnd"));
  const refused = await page.request.post("/sign-out", {
    form: { csrf: "not-the-token-not-the-token" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);
  await page.goto("/app-approved-waiting-for-funds");
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
});
