import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { seedAtFunding } from "./support/funding";
import { control, fillFields, IDENTITY } from "./support/identity";
import { resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { seedIdentityDone } from "./support/seed";
import { expectInvalid, inlineError, press, seedApplicant } from "./support/steps";

/**
 * Issue 16: the credit line step (preset, custom, switch cards), identity confirm, the mailing
 * address, and the fund-later, 'Just to confirm' and Launch downsell screens in US Spanish: their
 * words, the server's messages in the error states, `lang` and no axe violations.
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

/** A field's message, inline and in the summary, with 'Error: ' at the start of the title. */
async function expectFieldError(page: Page, name: string, message: string) {
  await expect(inlineError(page, name)).toContainText(message);
  await expect(page.locator(".error-summary").getByRole("link", { name: message, exact: true })).toHaveCount(1);
  await expectInvalid(control(page, name), message);
  await expect(page).toHaveTitle(/^Error: /);
}

/** The form's own submit button, whatever the shared kit calls it. */
async function submit(page: Page, name: string) {
  await page.locator("main").getByRole("button", { name, exact: true }).click();
}

test.describe("the credit line step", () => {
  test("preset amounts: words, the missing choice, help and switch cards", async ({ page }, testInfo) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] });
    await openInSpanish(page, "/credit-line", "Elija su línea de crédito");
    await waitForHydration(page, testInfo);
    await expect(page).toHaveTitle("Su línea de crédito – Paso 4 de 9");
    await expect(page.getByText("Su línea de crédito es igual a su depósito de garantía reembolsable.")).toBeVisible();
    await expect(page.getByRole("group", { name: /Elija un monto/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Elegir otro monto" })).toHaveAttribute("href", "/credit-line-custom");
    await expectNoAxeViolations(page, "credit line (es)");

    await press(page, "Confirmar");
    await expect(page).toHaveURL(/\/credit-line$/);
    await expectFieldError(page, "amount", "Elija una línea de crédito.");
    await expect(page).toHaveTitle("Error: Su línea de crédito – Paso 4 de 9");
    await expectNoAxeViolations(page, "credit line (es, no choice)");

    // Switch cards: a dialog with JavaScript, a page of its own without it.
    await page.getByRole("link", { name: "Cambiar de tarjeta" }).click();
    if (hasJs(testInfo)) {
      const dialog = page.getByRole("dialog", { name: "Cambiar de tarjeta" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText("¿Prefiere otra tarjeta?", { exact: false })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Conservar mi tarjeta" })).toBeVisible();
      await expectNoAxeViolations(page, "switch cards dialog (es)");
      await dialog.getByRole("button", { name: "Conservar mi tarjeta" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await expect(page).toHaveURL(/\/credit-line-switch$/);
      await expectSpanish(page, "Cambiar de tarjeta");
      await expect(page.getByRole("link", { name: "Conservar mi tarjeta" })).toHaveAttribute("href", "/credit-line");
    }
  });

  test("the switch cards page", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] });
    await openInSpanish(page, "/credit-line-switch", "Cambiar de tarjeta");
    await expect(page).toHaveTitle("Cambiar de tarjeta – Paso 4 de 9");
    await expect(
      page.getByText(
        "¿Prefiere otra tarjeta? Compárela con la suya y cámbiela. Conservamos las respuestas que ya nos dio.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Conservar mi tarjeta" })).toBeVisible();
    await expectNoAxeViolations(page, "switch cards (es)");
  });

  test("Launch: the pre-approved amount", async ({ page }) => {
    await seedApplicant(page, { cardType: "launch", completed: ["income"] });
    await openInSpanish(page, "/credit-line", "Su línea de crédito preaprobada");
    await expect(page.getByText("Línea de crédito preaprobada", { exact: true })).toBeVisible();
    await expect(page.locator(".pre-approved__deposit")).toHaveText("Depósito de garantía reembolsable: $100");
    await expectNoAxeViolations(page, "credit line (es, Launch)");
  });

  test("a different amount: words and the server's messages", async ({ page }) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] });
    await openInSpanish(page, "/credit-line-custom", "Elija otro monto");
    await expect(page).toHaveTitle("Elija otro monto – Paso 4 de 9");
    const amount = page.getByLabel("Monto de la línea de crédito");
    await expect(amount).toBeVisible();
    await expect(page.getByText("Un monto de $300 a $3,000 para la Secured Plus Visa Card.")).toBeVisible();
    await expectNoAxeViolations(page, "custom credit line (es)");

    await submit(page, "Continuar");
    await expectFieldError(page, "amount", "Debe ingresar un valor numérico");
    await expect(page).toHaveTitle("Error: Elija otro monto – Paso 4 de 9");
    await expectNoAxeViolations(page, "custom credit line (es, empty)");

    await amount.fill("299");
    await submit(page, "Continuar");
    await expectFieldError(page, "amount", "El monto debe ser mayor de $300.00");
    await expect(amount).toHaveValue("299");
    await expectNoAxeViolations(page, "custom credit line (es, below the minimum)");
  });
});

test.describe("identity confirm and the mailing address", () => {
  test("identity confirm: the details, the date in Spanish, the Edit links", async ({ page }) => {
    await seedIdentityDone(page.request);
    await openInSpanish(page, "/identity-confirm", "Confirme sus datos");
    await expect(page).toHaveTitle("Confirme sus datos – Paso 6 de 9");
    const list = page.locator("dl.summary-list");
    await expect(list.locator(".summary-list__key")).toHaveText([
      "Nombre",
      "Fecha de nacimiento",
      "SSN o ITIN",
      "Dirección de su casa",
    ]);
    await expect(list.locator(".summary-list__value").nth(1)).toHaveText("7 de marzo de 1990");
    await expect(list.locator(".summary-list__value").nth(2)).toContainText("que termina en 6 7 8 9");
    await expect(page.getByRole("link", { name: "Editar el SSN o ITIN", exact: true })).toHaveAttribute(
      "href",
      "/identity-verification#identity-ssn",
    );
    await expect(page.getByRole("button", { name: "Confirmar" })).toBeVisible();
    await expectNoAxeViolations(page, "identity confirm (es)");
  });

  test("mailing address: words, nothing chosen, a PO box that is not one", async ({ page }) => {
    await seedIdentityDone(page.request, { completed: ["identityConfirm"] });
    await openInSpanish(page, "/mailing-address", "Dirección postal");
    await expect(page).toHaveTitle("Dirección postal – Paso 7 de 9");
    await expect(page.getByRole("region", { name: "La dirección de su casa" })).toContainText("12 Main St");
    await expect(page.getByRole("link", { name: "Editar la dirección de su casa", exact: true })).toBeVisible();
    await expect(page.getByRole("group", { name: "¿A dónde le enviamos su tarjeta?" })).toBeVisible();
    await expectNoAxeViolations(page, "mailing address (es)");

    await submit(page, "Siguiente");
    await expectFieldError(page, "mailToType", "Elija adónde debemos enviar su tarjeta.");
    await expect(page).toHaveTitle("Error: Dirección postal – Paso 7 de 9");
    await expectNoAxeViolations(page, "mailing address (es, nothing chosen)");

    await page.getByLabel("A un apartado postal (PO Box) o una dirección de ruta rural (RR)").check();
    await fillFields(page, { addressLine1: "12 Main St", city: "Springfield", state: "IL", zipCode: "62701" });
    await submit(page, "Siguiente");
    await expectFieldError(page, "addressLine1", "La dirección postal debe comenzar con PO Box o RR.");
    await expectNoAxeViolations(page, "mailing address (es, not a PO box)");
  });

  test("'Edit your home address?' as a page", async ({ page }) => {
    await seedIdentityDone(page.request, { completed: ["identityConfirm"] });
    await openInSpanish(page, "/mailing-address/edit", "¿Editar la dirección de su casa?");
    await expect(page).toHaveTitle("¿Editar la dirección de su casa? – Paso 7 de 9");
    await expect(page.getByRole("button", { name: "Conservar esta dirección" })).toBeVisible();
    await expectNoAxeViolations(page, "edit home address (es)");
  });
});

test.describe("funding later", () => {
  test("fund later, then 'Just to confirm'", async ({ page }) => {
    await seedAtFunding(page);
    await openInSpanish(page, "/credit-line-fund-later", "Pague su depósito más tarde");
    await expect(page).toHaveTitle("Pague su depósito más tarde – Paso 8 de 9");
    await expect(
      page.getByText("Puede enviar su solicitud ahora y pagar más tarde su depósito de garantía de $200."),
    ).toBeVisible();
    await expect(page.getByText("60 días", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Consultar el estado de la solicitud" })).toBeVisible();
    await expectNoAxeViolations(page, "fund later (es)");

    await page.getByRole("link", { name: "Quiero pagar hoy" }).click();
    await expect(page).toHaveURL(/\/credit-line-confirm$/);
    await expectSpanish(page, "Confirme su elección");
    await expect(page).toHaveTitle("Confirme su elección – Paso 8 de 9");
    await expect(page.getByRole("checkbox", { name: "Pagar hoy mi depósito de garantía de $200" })).toBeChecked();
    await expect(page.getByText("Depósito de garantía reembolsable", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "just to confirm (es)");
  });

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

test("the middle of a new application in Spanish: credit line → identity → confirm → mailing", async ({
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
