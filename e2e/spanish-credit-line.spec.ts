import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { seedAtFunding } from "./support/funding";
import { fillFields, IDENTITY } from "./support/identity";
import { resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { press, seedApplicant } from "./support/steps";

/**
 * Issue 16: the middle of a new application in US Spanish, as one journey, and the Launch downsell;
 * every text in both languages is the catalogue tests' (app/i18n).
 */

test.beforeEach(async ({ request }) => {
  // Several screens with axe runs per test on a busy 2-core machine.
  test.setTimeout(90_000);
  await resetMock(request);
});

/** Opens a screen in Spanish (the `lng` link's redirect: the session remembers the choice). */
async function openInSpanish(page: Page, path: string, heading: string, level: 1 | 2 = 1) {
  await page.goto(`${path}?lng=es`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectSpanish(page, heading, level);
}

async function expectSpanish(page: Page, heading: string, level: 1 | 2 = 1) {
  await expect(page.getByRole("heading", { level, name: heading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

/** The form's own submit button, whatever the shared kit calls it. */
async function submit(page: Page, name: string) {
  await page.locator("main").getByRole("button", { name, exact: true }).click();
}

test.describe("funding later", () => {
  test("the Launch downsell, and the accepted offer said on identity confirm", async ({ page }, testInfo) => {
    await seedAtFunding(page, { cardType: "plus" });
    await page.goto("/launch-downsell?lng=es");
    await expect(page).toHaveURL(/\/launch-downsell$/);
    await waitForHydration(page, testInfo);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page).toHaveTitle("Pruebe la tarjeta Launch Secured Card");
    const offer = hasJs(testInfo)
      ? page.getByRole("dialog", { name: "¿Prefiere no pagar $300 hoy?" })
      : page.locator("main");
    await expect(
      offer.getByRole("heading", { level: hasJs(testInfo) ? 2 : 1, name: "¿Prefiere no pagar $300 hoy?" }),
    ).toBeVisible();
    await expect(offer.getByText("Pruebe la nueva Launch Secured Visa Card y pague $100 hoy.")).toBeVisible();
    await expect(offer.getByText("Cargo del programa")).toBeVisible();
    // The rate as the other Spanish screens write it (it said '29.99%').
    await expect(offer.locator(".facts__row", { hasText: "(APR)" }).locator("dd")).toHaveText("29.99%");
    await expect(
      offer.getByRole("link", { name: "Términos y condiciones de la Launch Secured Visa Card (en inglés)" }),
    ).toBeVisible();
    await expect(
      offer.getByText(
        "La Launch Secured Visa Card tiene un cargo mensual de $2 al mes ($24 al año) durante los primeros 12 meses y, después, de $3 al mes ($36 al año) mientras la cuenta esté abierta.",
      ),
    ).toBeVisible();
    await expect(offer.getByRole("button", { name: "Cerrar" })).toBeVisible();
    await expectNoAxeViolations(page, "launch downsell (es)");

    await offer.getByRole("button", { name: "Aceptar la oferta" }).click();
    await expect(page).toHaveURL(/\/identity-confirm$/);
    await expectSpanish(page, "Confirme sus datos");
    await expect(
      page
        .getByRole("status")
        .getByText(
          "Oferta aceptada: su Launch Secured Visa Card tiene una línea de crédito de $100, garantizada con un depósito de garantía reembolsable de $100. Confirme sus datos para continuar.",
        ),
    ).toBeVisible();
    await expectNoAxeViolations(page, "identity confirm (es, offer accepted)");
  });
});

test("the middle of a new application in Spanish: credit line → identity → confirm → mailing @no-js-only", async ({
  page,
}, testInfo) => {
  await seedApplicant(page, { cardType: "basic", completed: ["income"] });
  await openInSpanish(page, "/credit-line", "Elija su línea de crédito");
  await waitForHydration(page, testInfo);
  await page.locator('input[name="amount"][value="300"]').check();
  await press(page, "Confirmar");

  await expect(page).toHaveURL(/\/identity-verification$/);
  await expectSpanish(page, "Verifique su identidad");
  await waitForHydration(page, testInfo);
  await fillFields(page, IDENTITY);
  await page.locator("h1").click();
  // The identity step's own button (its words are that screen's translator's).
  await page.locator("form#identity button[type=submit]").click();

  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expectSpanish(page, "Confirme sus datos");
  await expect(page.locator(".summary-list__value").nth(1)).toHaveText("7 de marzo de 1990");
  await press(page, "Confirmar");

  await expect(page).toHaveURL(/\/mailing-address$/);
  await expectSpanish(page, "Dirección postal");
  await page.getByLabel("A la dirección de mi casa (la que aparece arriba)").check();
  await submit(page, "Siguiente");
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
});
