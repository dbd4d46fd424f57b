import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";

const LINES = [
  "Up to 10% cash back rewards at 40,000+ merchants",
  "Credit limit increase considered after 6 months",
  "Consideration for an unsecured card in as few as 6 months",
];

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Every marker on the page points at a footer disclosure that exists; returns their numbers. */
async function markersResolve(page: Page): Promise<Set<string>> {
  const hrefs = await page
    .locator("main a.marker")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^#disclosure-\d$/);
    await expect(page.locator(href), href).toHaveCount(1);
  }
  return new Set(hrefs.map((h) => h.slice("#disclosure-".length)));
}

test("the intro and basic information state SPEC's marketing lines, each tied to a footer disclosure @no-js-only", async ({
  page,
}) => {
  const used = new Set<string>();
  for (const path of ["/", "/Secured/Apply"]) {
    await page.goto(path);
    const benefits = page.locator("main .benefits");
    for (const line of LINES) await expect(benefits.getByText(line), `${path}: ${line}`).toBeVisible();
    for (const n of await markersResolve(page)) used.add(n);
    await expectNoAxeViolations(page, `${path} marketing`);
  }
  // Every numbered footer disclosure is referenced from a screen.
  const footer = await page
    .locator("footer .disclosures > li")
    .evaluateAll((items) => items.map((li) => li.id.replace("disclosure-", "")));
  expect(footer).toEqual(["1", "2", "3", "4"]);
  expect([...used].sort()).toEqual(footer);
});

test("a disclosure marker takes the reader to its footer text @no-js-only", async ({ page }) => {
  await page.goto("/");
  await page.locator("main a.marker", { hasText: "2" }).first().click();
  await expect(page).toHaveURL(/#disclosure-2$/);
  await expect(page.locator("#disclosure-2")).toContainText(
    "Earn up to 10% cash back rewards at 40,000+ participating merchants.",
  );
  await expect(page.locator("#disclosure-2")).toBeInViewport();
});
