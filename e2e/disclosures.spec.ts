import { expect, test } from "@playwright/test";
import { HOME, seedAtTermsFundingLater } from "./support/funding";
import { resetMock } from "./support/mock";
import { hasJs } from "./support/project";
import { expectNoAxeViolations } from "./support/axe";

test.beforeEach(async ({ page, request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
  await seedAtTermsFundingLater(page, { cardType: "plus" });
});

test("opened from the terms: tabs for one card, each a link (an ARIA tablist with JS)", async ({ page }, testInfo) => {
  await page.goto("/terms-and-conditions");
  await page.getByRole("link", { name: "E-Sign Consent" }).click();
  await expect(page).toHaveURL(/\/disclosures\?tab=esign&cardType=plus$/);
  await expect(page.getByRole("heading", { level: 1, name: "Disclosures" })).toBeVisible();
  await expect(page.getByText("By agreeing to the E-Sign Consent")).toBeVisible();
  await expect(page.getByText("Annual percentage rate (APR) for purchases")).toBeHidden();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/terms-and-conditions");
  await expectNoAxeViolations(page, "disclosures");

  if (hasJs(testInfo)) {
    const esign = page.getByRole("tab", { name: "E-Sign Consent" });
    await expect(page.getByRole("tablist", { name: "Disclosures" })).toBeVisible();
    await expect(esign).toHaveAttribute("aria-selected", "true");
    await esign.focus();
    await page.keyboard.press("ArrowLeft");
    const rates = page.getByRole("tab", { name: "Rates and fees" });
    await expect(rates).toHaveAttribute("aria-selected", "true");
    await expect(rates).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Rates and fees" })).toBeVisible();
    await expect(page).toHaveURL(/\/disclosures\?tab=rates&cardType=plus$/);
    // The title names the tab shown, as the same address loaded without JavaScript does.
    await expect(page).toHaveTitle("Disclosures: Rates and fees");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "State notices" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveTitle("Disclosures: State notices");
  } else {
    await page.getByRole("link", { name: "Rates and fees" }).click();
    await expect(page).toHaveURL(/\/disclosures\?tab=rates&cardType=plus$/);
    await expect(page).toHaveTitle("Disclosures: Rates and fees");
    await expect(page.getByRole("link", { name: "Rates and fees" })).toHaveAttribute("aria-current", "page");
  }
  await page.goto("/disclosures?tab=rates&cardType=plus");
  const apr = page.locator(".facts__row", { hasText: "Annual percentage rate (APR) for purchases" }).locator("dd");
  await expect(apr).toHaveText("29.99%");
  await expect(page.locator(".facts__row", { hasText: "Annual fee" }).locator("dd")).toHaveText("None");
});

test("the state notices mark the applicant's own state; Launch shows its monthly fee @no-js-only", async ({ page }) => {
  await seedAtTermsFundingLater(page, {
    cardType: "plus",
    draft: { homeAddress: { ...HOME, city: "Columbus", state: "OH", zipCode: "43004" } },
  });
  await page.goto("/disclosures?tab=state&cardType=plus");
  await expect(page.getByRole("heading", { name: "Ohio residents (your state)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "California residents", exact: true })).toBeVisible();
  await page.goto("/disclosures?tab=rates&cardType=launch");
  await expect(
    page.getByText(
      "The Launch Secured Visa Card has a monthly fee of $2 per month ($24 annualized) for the first 12 months, then $3 per month ($36) for as long as the account is open.",
    ),
  ).toBeVisible();
  await expect(page.locator(".facts__row", { hasText: "Program fee" }).locator("dd")).toHaveText("$19.95");
});
