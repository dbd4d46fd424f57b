import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { checkStatus, personaEmail } from "./support/status";

/**
 * SPEC §2.4 lists two status screens that no §4.1 code leads to: 'Funding declined'
 * (/app-thank-you-b) and 'Submitted' (/app-submitted). They exist for links from the bank's emails
 * (docs/decisions/0050); like every status screen they need a verified status check.
 */
const UNMAPPED = [
  {
    path: "/app-thank-you-b",
    heading: "Your deposit payment was declined",
    text: "Thank you for applying. We were unable to accept your deposit payment.",
  },
  {
    path: "/app-submitted",
    heading: "Your application has been submitted",
    text: "Thank you for applying. We will email you about the next steps.",
  },
];

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

for (const screen of UNMAPPED) {
  test(`${screen.path}: its heading, text, withdrawal link and 'Ok, Got it' after a status check`, async ({ page }, testInfo) => {
    await checkStatus(page, testInfo, personaEmail("ui_mrv"));
    await page.goto(screen.path);
    await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(screen.heading);
    await expect(page.getByText(screen.text)).toBeVisible();
    await expect(page.getByRole("link", { name: "Withdraw my application" })).toHaveAttribute("href", "/withdrawal");
    await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
    await expectNoAxeViolations(page, screen.path);
  });

  test(`${screen.path} is closed to a visitor who has not checked their status`, async ({ page }) => {
    // A visit starts on a start page (docs/decisions/0017); then the status screen is asked for.
    await page.goto("/check-application-status");
    await page.goto(screen.path);
    await expect(page).toHaveURL(/\/check-application-status$/);
  });
}
