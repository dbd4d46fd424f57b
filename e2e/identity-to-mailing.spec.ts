import { expect, test } from "@playwright/test";
import { control, fillFields, IDENTITY, next, open } from "./support/identity";
import { resetMock } from "./support/mock";
import { expectSentTo } from "./support/steps";
import { hasJs } from "./support/project";
import { seedIdentityDone, seedSession } from "./support/seed";
import { expectNoAxeViolations } from "./support/axe";

/*
 * Steps 5 → 6 → 7 → 8 as one journey, from a session seeded after the credit line (steps 1–4 have
 * their own journeys): identity, confirm (SSN as last 4 only, Edit links), mailing same as home,
 * on to the funding source.
 */

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await seedSession(page.request);
});

test("identity → confirm shows the last 4 only → mailing same as home → funding source", async ({ page }, testInfo) => {
  await open(page, testInfo, "/identity-verification", "Verify your identity");
  await fillFields(page, { ...IDENTITY, firstName: "Mary-Ann", lastName: "St. John" });
  await next(page);

  // Step 6: confirm.
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page).toHaveTitle("Confirm your details – Step 6 of 9");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your details" })).toBeVisible();
  await expect(page.getByText("Step 6 of 9")).toBeVisible();
  await expect(page.locator("progress")).toHaveAttribute("value", "60");
  const list = page.locator("dl.summary-list");
  await expect(list.locator(".summary-list__row")).toHaveCount(4);
  await expect(list.locator(".summary-list__key")).toHaveText(["Name", "Date of birth", "SSN or ITIN", "Home address"]);
  await expect(list.locator(".summary-list__value")).toHaveText([
    "Mary-Ann St. John",
    "March 7, 1990",
    /\*\*\*-\*\*-6789\s*ending in 6 7 8 9/,
    /12 Main St\s*Apt 4\s*Springfield, IL 62701/,
  ]);
  // The full SSN is nowhere in the page, not even hidden.
  const html = await page.content();
  expect(html).not.toContain("123-45-6789");
  expect(html).not.toContain("123456789");
  expect(html).not.toContain("12345");
  for (const [what, field] of [
    ["name", "firstName"],
    ["date of birth", "birthMonth"],
    ["SSN or ITIN", "ssn"],
    ["home address", "addressLine1"],
  ]) {
    await expect(page.getByRole("link", { name: `Edit ${what}`, exact: true })).toHaveAttribute(
      "href",
      `/identity-verification#identity-${field}`,
    );
  }
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/identity-verification");
  await expectNoAxeViolations(page, "identity confirm");

  // 'Edit' the SSN: the identity form, with the SSN fields empty and the one on file kept if left so.
  await page.getByRole("link", { name: "Edit SSN or ITIN", exact: true }).click();
  await expect(page).toHaveURL(/\/identity-verification#identity-ssn$/);
  await expect(control(page, "ssn")).toHaveValue("");
  await expect(
    page.getByText("We have the SSN or ITIN ending in 6789. Leave both fields empty to keep it."),
  ).toBeVisible();
  if (hasJs(testInfo)) await expect(control(page, "ssn")).toBeFocused();
  await expect(control(page, "firstName")).toHaveValue("Mary-Ann");
  await expect(control(page, "birthDay")).toHaveValue("07");
  await expect(control(page, "city")).toHaveValue("Springfield");
  // A new SSN typed with a post refused for another field: cleared, and the page says one thing
  // (the one on file stays if the fields are left empty), not 'enter it again' and 'leave them empty'.
  await fillFields(page, { ssn: "234-56-7890", ssnConfirm: "234-56-7890", zipCode: "99951" });
  await next(page);
  await expect(page).toHaveTitle(/^Error: /);
  await expect(control(page, "ssn")).toHaveValue("");
  await expect(
    page.getByText(
      "For your security, we cleared the SSN or ITIN you typed. To change it, enter it again in both fields.",
    ),
  ).toBeVisible();
  await expect(page.getByText("Please enter it again in both fields.")).toHaveCount(0);
  await expect(page.getByText("Leave both fields empty to keep it.")).toBeVisible();
  await fillFields(page, { zipCode: IDENTITY.zipCode });
  await next(page);
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.locator(".summary-list__value").nth(2)).toContainText("***-**-6789");

  await page.getByRole("button", { name: "Confirm" }).click();

  // Step 7: mailing address, same as home.
  await expect(page).toHaveURL(/\/mailing-address$/);
  await expect(page.getByText("Step 7 of 9")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your home address" })).toContainText("12 Main St");
  await page.getByLabel("To my home address (shown above)").check();
  await expectSentTo(page, "/funding-source", () => next(page));
});

test("a too-early visit goes to the first step not done @no-js-only", async ({ page }) => {
  // Seeded after the credit line: confirm and mailing are not open yet.
  await page.goto("/identity-confirm");
  await expect(page).toHaveURL(/\/identity-verification$/);
  await page.goto("/mailing-address");
  await expect(page).toHaveURL(/\/identity-verification$/);
  await page.goto("/mailing-address/edit");
  await expect(page).toHaveURL(/\/identity-verification$/);
  // The second-reading names lead to the same screens.
  await page.goto("/id-verify");
  await expect(page).toHaveURL(/\/identity-verification$/);
});

test("a name with accents: the confirm screen says how the card will print it, in English and Spanish (issue 46 item 10) @no-js-only", async ({
  page,
}) => {
  await seedIdentityDone(page.request, { draft: { firstName: "José", lastName: "Muñoz" } });
  await page.goto("/identity-confirm");
  const name = page.locator(".summary-list__row").filter({ hasText: "José Muñoz" });
  await expect(name).toContainText("On your card: Jose Munoz");
  await expectNoAxeViolations(page, "identity confirm (card name)");
  await page.goto("/identity-confirm?lng=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator(".summary-list__row").filter({ hasText: "José Muñoz" })).toContainText(
    "En su tarjeta: Jose Munoz",
  );
});

test("a name the card prints as typed: no second line @no-js-only", async ({ page }) => {
  await seedIdentityDone(page.request);
  await page.goto("/identity-confirm");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your details" })).toBeVisible();
  await expect(page.getByText("On your card:")).toHaveCount(0);
});
