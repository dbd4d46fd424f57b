import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { control, fillFields } from "./support/identity";
import { resetMock } from "./support/mock";
import { hasJs } from "./support/project";
import { seedSession } from "./support/seed";

/** Issue 16: the product in US Spanish, chosen by the header's link or by the browser's language. */

const IDENTITY_PATH = "/identity-verification";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe("a browser that prefers Spanish", () => {
  test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9,en;q=0.5" } });

  test("gets the intro in Spanish on its first visit, with lang, title and no axe violations @no-js-only", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle("Elija su camino – Tarjetas de crédito Visa aseguradas");
    await expect(page.getByRole("heading", { level: 1, name: "Elija su camino" })).toBeVisible();
    await expect(page.getByText("Sin cuota anual").first()).toBeVisible();
    await expect(page.locator("#disclosure-2")).toContainText("Gane hasta un 10% de reembolso en efectivo");
    // The link to the other language says its name in that language, marked as such for screen readers.
    const english = page.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("lang", "en-US");
    await expectNoAxeViolations(page, "intro (es)");
  });

  test("can switch to English, which the session then remembers @no-js-only", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
  });
});

test("the header's 'Español' link shows the same page in Spanish at the same address @no-js-only", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Elija su camino" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("link", { name: "English" })).toBeVisible();
});

test("switching language keeps the answers on the page", async ({ page }, testInfo) => {
  await seedSession(page.request);
  await page.goto(IDENTITY_PATH);
  if (hasJs(testInfo)) await expect(page.locator("#idle-title")).toHaveCount(1);
  await fillFields(page, { firstName: "Ana", lastName: "Perez", ssn: "123-45-6789", ssnConfirm: "123-45-6789" });
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verifique su identidad" })).toBeVisible();
  // With JavaScript the page is not reloaded, so what was typed stays, the SSN too (it was never
  // sent); without it, the saved answers show, and an SSN is never filled in by the server.
  if (hasJs(testInfo)) {
    await expect(control(page, "firstName")).toHaveValue("Ana");
    await expect(control(page, "lastName")).toHaveValue("Perez");
    await expect(control(page, "ssn")).toHaveValue("123-45-6789");
    await expect(control(page, "ssnConfirm")).toHaveValue("123-45-6789");
  } else {
    await expect(control(page, "firstName")).toHaveValue("Jane");
    await expect(control(page, "lastName")).toHaveValue("Doe");
    await expect(control(page, "ssn")).toHaveValue("");
  }
});

test("after a rejected post, an SSN typed again stays through a switch of language @js-only", async ({ page }) => {
  await seedSession(page.request);
  await page.goto(IDENTITY_PATH);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await fillFields(page, { firstName: "", ssn: "123-45-6789", ssnConfirm: "123-45-6789" });
  await page.locator("h1").click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page).toHaveTitle(/^Error: /);
  // The post cleared the SSN (never re-filled); typed again, a GET of the page keeps it.
  await expect(control(page, "ssn")).toHaveValue("");
  await fillFields(page, { ssn: "123-45-6789", ssnConfirm: "123-45-6789" });
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verifique su identidad" })).toBeVisible();
  await expect(control(page, "ssn")).toHaveValue("123-45-6789");
  await expect(control(page, "ssnConfirm")).toHaveValue("123-45-6789");
});
