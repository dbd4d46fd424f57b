import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { answerIncome, press, seedApplicant } from "./support/steps";

/*
 * A client-side request that gets no answer (a phone losing its signal): the root boundary says what
 * happened, in the page's language, and 'Try again' loads the page itself. JavaScript only: without
 * it every request is a page load, and the browser shows its own offline page.
 */

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await seedApplicant(page, { cardType: "basic" });
});

/** Requests for a page's data (single fetch) fail as if the connection had dropped. */
async function dropData(page: Page, method: "GET" | "POST") {
  await page.route(
    (url) => url.pathname.endsWith(".data"),
    (route) => (route.request().method() === method ? route.abort("internetdisconnected") : route.continue()),
  );
}

test("a post that gets no answer: 'We could not reach our servers', then 'Try again' loads the page @js-only", async ({
  page,
}) => {
  await page.goto("/debt-to-income");
  await dropData(page, "POST");
  await answerIncome(page);
  await expect(page.getByRole("heading", { level: 1, name: "We could not reach our servers" })).toBeVisible();
  await expect(page.getByText("Your connection may have dropped.")).toBeVisible();
  await expectNoAxeViolations(page, "lost connection (post)");

  await page.unroute((url) => url.pathname.endsWith(".data"));
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(page.getByLabel("Annual income")).toBeVisible();
});

test("the page after a post never comes: the page's language, not the texts' keys @js-only", async ({ page }) => {
  // After the post's redirect the root's data fails with the page's: the boundary had no words before.
  await page.goto("/debt-to-income?lng=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await dropData(page, "GET");
  await page.getByLabel("Pago mensual de vivienda").fill("900");
  await page.getByLabel("Ingreso anual").fill("52000");
  await press(page, "Siguiente");
  const heading = page.getByRole("heading", { level: 1, name: "No pudimos comunicarnos con nuestros servidores" });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("No pudimos comunicarnos con nuestros servidores");
  await expect(page.locator("body")).not.toContainText("errors.");

  await page.unroute((url) => url.pathname.endsWith(".data"));
  await page.getByRole("link", { name: "Intentar de nuevo" }).click();
  // The post had been answered: the page now is the step after income.
  await expect(page).not.toHaveURL(/\/debt-to-income/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
