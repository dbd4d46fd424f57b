import { expect, test } from "@playwright/test";
import { expectVisited, seedAtTermsFundingLater, visitedPaths } from "./support/funding";
import { resetMock } from "./support/mock";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Every submitLead persona of the mock (docs/mock.md: the email's plus tag) lands on the screen
 * SPEC §4.1 gives its code. The status screens belong to another issue: their URLs are checked.
 */
const PERSONAS: Array<[tag: string, path: string]> = [
  ["wt_doc", "/documents-requested"],
  ["wt_fnd", "/app-approved-waiting-for-funds"],
  ["wt_fre", "/app-approved-in-good-funds"],
  ["wt_fis", "/app-approved-deposit-approved"],
  ["end_cls", "/app-closed"],
  ["end_exp", "/app-closed-expired-or-incomplete"],
  ["end_dcl", "/app-denied"],
  ["end_wdr", "/app-closed-withdrawn"],
  ["end_brd", "/app-approved-boarded"],
  ["cb_cache", "/app-pending-api-failed"],
  ["api_err", "/app-pending-api-failed"],
  ["ui_mrv", "/app-pending-manual-review"],
  ["ui_mdr", "/app-pending-manual-document-review"],
  ["ui_sdr", "/app-closed-waiting-on-refund"],
  ["end_emn", "/app-status-no-match"],
  ["invalidemail", "/invalid-email"],
  ["fundfailure", "/funding-source"],
  ["fundfailurefinal", "/app-thank-you-c"],
  ["exceededdailypaymenttransactions", "/error?reason=payment-daily-limit"],
  ["unknown", "/app-pending-api-failed"],
  ["422", "/error?reason=submit-failed"],
];

test.beforeEach(async ({ request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
});

for (const [tag, path] of PERSONAS) {
  test(`jane+${tag}@example.com → ${path}`, async ({ page }) => {
    const visited = visitedPaths(page);
    await seedAtTermsFundingLater(page, { emailAddress: `jane+${tag}@example.com` });
    await page.goto("/terms-and-conditions");
    await page.getByRole("checkbox", { name: /E-Sign Consent/ }).check();
    await page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await expectVisited(visited, path);
  });
}

test("a failed submission offers 'Submit again', back to the terms", async ({ page }, testInfo) => {
  await seedAtTermsFundingLater(page, { emailAddress: "jane+422@example.com" });
  await page.goto("/terms-and-conditions");
  await page.getByRole("checkbox", { name: /E-Sign Consent/ }).check();
  await page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/error\?reason=submit-failed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oops, something went wrong processing your application." })).toBeVisible();
  await expectNoAxeViolations(page, "submission failed");
  await page.getByRole("link", { name: "Submit again" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});

test("a first FundFailure at submission: back to the funding source with SPEC's banner", async ({ page }, testInfo) => {
  await seedAtTermsFundingLater(page, { emailAddress: "jane+fundfailure@example.com" });
  await page.goto("/terms-and-conditions");
  await page.getByRole("checkbox", { name: /E-Sign Consent/ }).check();
  await page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.getByText("Let's double check your funding info")).toBeVisible();
  await expect(page.getByText("*1 attempt remaining")).toBeVisible();
  await expectNoAxeViolations(page, "funding source (fund failure)");
});
