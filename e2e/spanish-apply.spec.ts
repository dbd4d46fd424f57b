import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { APPLICANT, fillBasicInfo, otpBoxes, VALID_CODE, WRONG_CODE } from "./support/flow";
import { HOME, seedAtTermsFundingLater } from "./support/funding";
import { resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { LAST4, personaEmail } from "./support/status";
import { press, seedApplicant } from "./support/steps";

/*
 * Issue 16: the start of the application in US Spanish — the entry page, the code, the disclosures and
 * one journey without JavaScript; every text in both languages is the catalogue tests' (app/i18n).
 * The browser asks for Spanish (Accept-Language), as a Spanish-speaking applicant's would.
 */
test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9" } });

test.beforeEach(async ({ request }) => {
  // A few screens and axe runs per test on a busy 2-core machine.
  test.setTimeout(60_000);
  await resetMock(request);
});

async function expectSpanish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

/** Basic information in Spanish, from an entry page. */
async function openBasicInfo(page: Page, testInfo: TestInfo, entry = "/Secured/Apply") {
  await page.goto(entry);
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByRole("heading", { level: 1, name: /Tiene una preaprobación/ })).toBeVisible();
  await waitForHydration(page, testInfo);
}

/** The code, typed as a person would: the six boxes with JS (Enter once it no longer sends by itself). */
async function typeCode(page: Page, testInfo: TestInfo, code: string, { manual = false } = {}) {
  if (hasJs(testInfo)) {
    await expect(otpBoxes(page)).toHaveCount(6);
    await otpBoxes(page).first().click();
    await page.keyboard.type(code);
    if (manual) await page.keyboard.press("Enter");
  } else {
    await page.locator('input[name="otpCode"]').fill(code);
    await press(page, "Verificar");
  }
}

async function reachCode(page: Page, testInfo: TestInfo) {
  await openBasicInfo(page, testInfo);
  await fillBasicInfo(page, APPLICANT);
  await press(page, "Siguiente");
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ingrese su código de verificación" })).toBeVisible();
  await waitForHydration(page, testInfo);
}

test("the entry page asks in Spanish before starting over; starting over opens basic information @no-js-only", async ({
  page,
}, testInfo) => {
  await seedApplicant(page, { cardType: "basic" });
  await page.goto("/SecuredPlus/Apply");
  await expectSpanish(page);
  await expect(page).toHaveTitle("¿Desea empezar una solicitud nueva?");
  await expect(page.getByRole("heading", { level: 1, name: "¿Desea empezar una solicitud nueva?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continuar con mi solicitud" })).toBeVisible();
  await expectNoAxeViolations(page, "start over (es)");
  await page.getByRole("button", { name: "Empezar una solicitud nueva" }).click();
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByRole("heading", { level: 1, name: /Tiene una preaprobación/ })).toBeVisible();
  await expect(page.getByText("Sin cuota anual.")).toBeVisible();
  await waitForHydration(page, testInfo);
});

test("the code screen in Spanish: where the code went, a refused code, a new code", async ({ page }, testInfo) => {
  await reachCode(page, testInfo);
  await expectSpanish(page);
  await expect(page).toHaveTitle("Ingrese su código – Paso 2 de 9");
  await expect(page.getByText("Enviamos un código de 6 dígitos por correo electrónico a")).toBeVisible();
  await expect(page.locator(".otp-validity")).toContainText(
    hasJs(testInfo) ? "Su código vence en" : "Su código es válido por 5 minutos (vence a esta hora:",
  );
  await expect(page.getByText("¿No recibió el código o ya venció?")).toBeVisible();
  await expectNoAxeViolations(page, "code (es)");

  await typeCode(page, testInfo, WRONG_CODE);
  await expect(page).toHaveTitle("Error: Ingrese su código – Paso 2 de 9");
  await expect(page.locator(".error-summary")).toContainText(
    "El código que ingresó no es válido. ¡Inténtelo de nuevo!",
  );
  if (hasJs(testInfo)) {
    await expect(page.getByText("6 dígitos. Presione Verificar cuando haya ingresado el código.")).toBeVisible();
  } else {
    await expect(page.getByText("6 dígitos, por ejemplo 123456")).toBeVisible();
  }
  await expectNoAxeViolations(page, "code (es, error)");

  await press(page, "Enviar un código nuevo");
  await expect(page.getByRole("status").filter({ hasText: "Le enviamos un código nuevo." })).toBeVisible();
});

test("the code's countdown and expiry in Spanish @js-only", async ({ page }, testInfo) => {
  await page.clock.install();
  await reachCode(page, testInfo);
  await expect(page.getByText(/Su código vence en [45]:\d\d\./)).toBeVisible();
  await page.clock.fastForward("04:00");
  await expect(page.getByText("Queda menos de un minuto.")).toBeAttached();
  await page.clock.fastForward("01:05");
  const expired = page.getByRole("alert").filter({ hasText: "El código venció." });
  await expect(expired).toContainText("Su código era válido por 5 minutos. Pida un código nuevo abajo.");
  await expectNoAxeViolations(page, "code expired (es)");
});

test("the status check's code in Spanish is no step of the application @no-js-only", async ({ page }, testInfo) => {
  // The status check form is another screen's: it is filled by its fields' names.
  await page.goto("/check-application-status");
  const form = page.locator("form").filter({ has: page.locator('[name="last4SSN"]') });
  await form.locator('[name="emailAddress"]').fill(personaEmail("wt_fnd"));
  await form.locator('[name="last4SSN"]').fill(LAST4);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page).toHaveTitle("Ingrese su código");
  await expect(page.getByRole("heading", { level: 1, name: "Ingrese su código de verificación" })).toBeVisible();
  await waitForHydration(page, testInfo);
  await typeCode(page, testInfo, WRONG_CODE);
  await expect(page).toHaveTitle("Error: Ingrese su código");
  await expect(page.locator(".error-summary")).toContainText(
    "El código que ingresó no es válido. ¡Inténtelo de nuevo!",
  );
  await expectNoAxeViolations(page, "status check code (es, error)");
});

test("the disclosures in Spanish; the bank's documents say they are in English @no-js-only", async ({ page }) => {
  await seedAtTermsFundingLater(page, {
    cardType: "plus",
    draft: { homeAddress: { ...HOME, city: "Columbus", state: "OH", zipCode: "43004" } },
  });
  await page.goto("/disclosures?tab=esign&cardType=plus");
  await expectSpanish(page);
  await expect(page).toHaveTitle("Divulgaciones: Firma electrónica (E-Sign)");
  await expect(page.getByRole("heading", { level: 1, name: "Divulgaciones" })).toBeVisible();
  await expect(page.getByText("Al aceptar el consentimiento de firma electrónica (E-Sign)")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Lea el consentimiento de firma electrónica (E-Sign) completo (en inglés)" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "disclosures (es)");

  const tab = (name: string) => page.getByRole("link", { name, exact: true });
  await tab("Avisos estatales").click();
  await expect(page.getByRole("heading", { name: "Residentes de Ohio (su estado)" })).toBeVisible();
  await tab("Privacidad").click();
  await expect(page.getByRole("link", { name: "Política de privacidad (en inglés)" })).toBeVisible();
  await tab("Tasas y cargos").click();
  await expect(page.locator(".facts__row", { hasText: "Cuota anual" }).locator("dd")).toHaveText("Ninguna");
  await expectNoAxeViolations(page, "disclosures, rates (es)");

  await page.goto("/disclosures?tab=rates&cardType=launch");
  await expect(page.getByText(/tiene un cargo mensual de \$2 al mes \(\$24 al año\)/)).toBeVisible();
});

test("a new application starts in Spanish without JavaScript: entry, basic information, code, income @no-js-only", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expectSpanish(page);
  await page
    .getByRole("link", { name: /Elegir/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByRole("heading", { level: 1, name: /Tiene una preaprobación/ })).toBeVisible();
  await fillBasicInfo(page, { ...APPLICANT, otpMethod: "Mobile", phoneConsent: true });
  await press(page, "Siguiente");
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByText("Enviamos un código de 6 dígitos por mensaje de texto al")).toBeVisible();
  await typeCode(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expectSpanish(page);
  await expect(page.getByText(`Gracias, ${APPLICANT.firstName}.`)).toBeVisible();
  await page.getByLabel("Pago mensual de vivienda").fill("900");
  await page.getByLabel("Ingreso anual").fill("52000");
  await press(page, "Siguiente");
  await expect(page).toHaveURL(/\/credit-line$/);
});
