import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { otpBoxes, VALID_CODE } from "./support/flow";
import { mockSettings, resetMock } from "./support/mock";
import { hasJs } from "./support/project";
import { expectFigures, LAST4, personaEmail } from "./support/status";

/**
 * Issue 16: the returning applicant's side and the error and status pages in US Spanish, with and
 * without JavaScript. The English specs (status-screens, error-catalogue, withdrawal, documents…)
 * keep the English texts; here the same screens are opened in Spanish.
 */

const PHONE = "1-800-555-0199";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

async function expectSpanishPage(page: Page, heading: string | RegExp, title: string | RegExp = heading) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(title);
}

/**
 * The status check in Spanish, whatever the form screens say: the form by its field names, the code
 * typed into the six boxes (JS, sent by itself when complete) or the one field (no JS).
 */
async function checkStatusInSpanish(page: Page, testInfo: TestInfo, emailAddress: string): Promise<void> {
  await page.goto("/check-application-status?lng=es");
  await expect(page).toHaveURL(/\/check-application-status$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await page.locator('form [name="emailAddress"]').fill(emailAddress);
  await page.locator('form [name="last4SSN"]').fill(LAST4);
  await page.locator('form:has([name="last4SSN"]) button[type="submit"]').click();
  await expect(page).toHaveURL(/\/otp-check$/);
  if (hasJs(testInfo)) {
    await expect(otpBoxes(page)).toHaveCount(6);
    await otpBoxes(page).first().click();
    await page.keyboard.type(VALID_CODE);
  } else {
    await page.locator('input[name="otpCode"]').fill(VALID_CODE);
    await page.locator('form:has([name="otpCode"]) button[type="submit"]:not([value="resend"])').click();
  }
  await expect(page).not.toHaveURL(/\/otp-check$/);
}

// Server-rendered texts: one project (the scripted status check in Spanish is the journey below).
test.describe("status screens in Spanish @no-js-only", () => {
  test("the boarded screen's tips, and no withdrawal once the account is open", async ({ page }, testInfo) => {
    await checkStatusInSpanish(page, testInfo, personaEmail("end_brd"));
    const tips = page.getByRole("region", { name: "Consejos para mejorar su crédito" });
    await expect(tips.getByText("Use menos del 30% de su crédito disponible.")).toBeVisible();
    await expect(
      tips.getByText("Después de 6 meses, le consideraremos para un aumento de su límite de crédito."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Entendido" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Retirar mi solicitud" })).toHaveCount(0);
  });

  test("waiting for funds: the figures, the fund-today toggle and its button in Spanish", async ({
    page,
  }, testInfo) => {
    await checkStatusInSpanish(page, testInfo, personaEmail("wt_fnd"));
    await expectFigures(page, {
      "Línea de crédito": "$500",
      "Depósito de garantía reembolsable": "$500",
      "Depósito recibido": "$100",
      "Monto pendiente": "$400",
      "Días que quedan para pagar": "60",
    });
    await expect(page.getByText("Número de solicitud")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Pagar todo mi depósito hoy" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Retirar mi solicitud" })).toHaveAttribute("href", "/withdrawal");
    await page.getByRole("button", { name: "Pagar el depósito de mi tarjeta" }).click();
    await expect(page).toHaveURL(/\/funding-payment$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  });

  test("the expired screen offers to apply again", async ({ page }, testInfo) => {
    await checkStatusInSpanish(page, testInfo, personaEmail("end_exp"));
    await expect(page.getByRole("link", { name: "Volver a solicitar" })).toHaveAttribute("href", "/");
  });

  test("a refused post (an expired form) is explained in Spanish on the error page", async ({ page }, testInfo) => {
    await checkStatusInSpanish(page, testInfo, personaEmail("wt_fnd"));
    await page.locator('form.status-fund input[name="csrf"]').evaluate((input: HTMLInputElement) => {
      input.value = "not-the-token-not-the-token";
    });
    await page.getByRole("button", { name: "Pagar el depósito de mi tarjeta" }).click();
    await expectSpanishPage(page, "Lo sentimos, no pudimos hacerlo");
    await expect(
      page.getByText("Este formulario venció. Vuelva atrás, vuelva a cargar la página e inténtelo de nuevo."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al formulario" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expectNoAxeViolations(page, "refused post (es)");
  });
});

/** Two of SPEC §8's error screens in Spanish (the catalogue tests hold every text in both languages). */
const ERROR_SCREENS: Array<{ reason: string; heading: string; button: string; text?: string }> = [
  {
    reason: "payment-declined",
    heading: "Revisemos la información de su pago",
    button: "Intentar de nuevo",
    text: "*Le queda 1 intento",
  },
];

test.describe("the error, notice and information pages in Spanish @no-js-only", () => {
  test.use({ locale: "es-US", extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9" } });

  for (const screen of ERROR_SCREENS) {
    test(`the SPEC §8 error screen ${screen.reason}`, async ({ page }) => {
      await page.goto(`/error?reason=${screen.reason}`);
      await expectSpanishPage(page, screen.heading);
      await expect(page.getByRole("link", { name: screen.button, exact: true })).toBeVisible();
      if (screen.text) await expect(page.getByText(screen.text)).toBeVisible();
      await expectNoAxeViolations(page, `error ${screen.reason} (es)`);
    });
  }

  test("an unknown reason is the generic error, in Spanish", async ({ page }) => {
    await page.goto("/error?reason=nonsense");
    await expectSpanishPage(page, "Lo sentimos, algo salió mal al procesar su solicitud.");
  });

  test("the session-expired page, with the idle warning", async ({ page }) => {
    await page.goto("/session-expired?reason=idle");
    await expectSpanishPage(page, "Por su seguridad, su sesión venció.", "Sesión vencida");
    await expect(page.getByRole("link", { name: "Entendido" })).toBeVisible();
    await expectNoAxeViolations(page, "session expired (es)");
  });

  test("the maintenance page", async ({ page, request }) => {
    await mockSettings(request, { maintenance: true });
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/maintenance$/);
    await expectSpanishPage(page, "¡Volvemos pronto!");
    await expect(page.getByText("Disculpe las molestias.")).toBeVisible();
    await expectNoAxeViolations(page, "maintenance (es)");
    await mockSettings(request, { maintenance: false });
  });

  test("the testimonials", async ({ page }) => {
    await page.goto("/testimonials");
    await expectSpanishPage(
      page,
      "Lo que dicen nuestros tarjetahabientes",
      "Lo que dicen nuestros tarjetahabientes – Tarjetas de crédito Visa aseguradas",
    );
    await expect(page.getByText("Los resultados varían según la persona.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Elija su tarjeta" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page, "testimonials (es)");
  });

  test("the accessibility statement, its date in Spanish and the phone as a link", async ({ page }) => {
    await page.goto("/accessibility");
    await expectSpanishPage(page, "Declaración de accesibilidad");
    await expect(page.getByText("Esta declaración se preparó el 24 de noviembre de 2026.")).toBeVisible();
    await expect(page.getByText("su sesión termina después de 15 minutos sin actividad")).toBeVisible();
    await expect(page.getByRole("link", { name: PHONE })).toHaveAttribute("href", "tel:18005550199");
    await expectNoAxeViolations(page, "accessibility statement (es)");
  });

  test("a post to an address without a form is explained in Spanish", async ({ page }) => {
    const response = await page.request.post("/no-such-form", { form: { a: "b" }, maxRedirects: 0 });
    expect(response.status()).toBe(404);
    // The page a browser shows for it: the root error page in the session's language.
    await page.goto("/testimonials");
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/no-such-form";
      document.body.append(form);
      form.submit();
    });
    await expect(page.getByText("No hay ningún formulario en esta dirección.")).toBeVisible();
    await expectSpanishPage(page, "Página no encontrada");
    await expectNoAxeViolations(page, "no form here (es)");
  });
});

test("signing out in Spanish: the question, the button and the signed-out page @no-js-only", async ({
  page,
}, testInfo) => {
  await checkStatusInSpanish(page, testInfo, personaEmail("wt_fnd"));
  await page.goto("/sign-out");
  await expectSpanishPage(page, "¿Cerrar sesión?");
  await expect(page.getByRole("link", { name: "Seguir con la sesión abierta" })).toBeVisible();
  await expectNoAxeViolations(page, "sign out? (es)");
  await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cerró sesión" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Consultar el estado de la solicitud" })).toHaveAttribute(
    "href",
    "/check-application-status",
  );
  await expectNoAxeViolations(page, "signed out (es)");
});

test.describe("the returning applicant's journey in Spanish", () => {
  test("check status → code → the list → a status screen → withdrawal, with its error", async ({ page }, testInfo) => {
    // Six screens, each with its axe scan: over a minute on a busy machine (timed out once in a full run).
    test.setTimeout(120_000);
    await page.goto("/check-application-status?lng=es");
    await expectSpanishPage(page, "Consulte el estado de su solicitud", "Consulte el estado de su solicitud");
    await page.getByRole("button", { name: "Consultar el estado de mi solicitud" }).click();
    await expect(page).toHaveTitle(/^Error: Consulte el estado de su solicitud$/);
    await expectNoAxeViolations(page, "check status, errors (es)");
    await checkStatusInSpanish(page, testInfo, personaEmail("multi"));
    await expect(page).toHaveURL(/\/check-my-application-status$/);
    await expectSpanishPage(page, "Sus solicitudes");
    await expect(page.getByText("En espera del depósito / se necesita el pago")).toBeVisible();
    await expectNoAxeViolations(page, "status list (es)");
    await page
      .getByRole("button", { name: /^Ver esta solicitud/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/);
    await expectSpanishPage(page, "¡Su solicitud fue aprobada!");
    await page.getByRole("link", { name: "Retirar mi solicitud" }).click();
    await expect(page).toHaveURL(/\/withdrawal$/);
    await expectSpanishPage(page, "Retire su solicitud");
    await expect(page.getByRole("radio", { name: "El proceso es muy largo" })).toBeVisible();
    await expectNoAxeViolations(page, "withdrawal (es)");
    await page.getByRole("button", { name: "Retirar mi solicitud" }).click();
    await expect(page).toHaveTitle("Error: Retire su solicitud");
    await expectNoAxeViolations(page, "withdrawal, errors (es)");
    await page.getByRole("radio", { name: "El proceso es muy largo" }).check();
    await page.getByRole("button", { name: "Retirar mi solicitud" }).click();
    await expect(page).toHaveURL(/\/app-closed-withdrawn$/);
    await expectSpanishPage(page, "Recibimos su retiro");
  });

  test("documents requested → choose the documents (with its error) → the upload page", async ({ page }, testInfo) => {
    await checkStatusInSpanish(page, testInfo, personaEmail("wt_doc"));
    await expect(page).toHaveURL(/\/documents-requested$/);
    await page.getByRole("link", { name: "Comenzar la verificación de identidad" }).click();
    await expect(page).toHaveURL(/\/document-selection$/);
    await expectSpanishPage(page, "Elija sus documentos");
    await expectNoAxeViolations(page, "document selection (es)");
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveTitle("Error: Elija sus documentos");
    await expectNoAxeViolations(page, "document selection, errors (es)");
    for (const select of await page.locator("form select").all()) await select.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/document-upload$/);
    await expectSpanishPage(page, "Suba sus documentos");
    await expect(page.getByRole("link", { name: "Cambiar los documentos que eligió" })).toBeVisible();
    await expectNoAxeViolations(page, "document upload (es)");
  });
});
