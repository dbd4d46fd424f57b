import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_UPSTREAM_TIMEOUT_MS } from "../playwright.config";
import {
  CARDS,
  expectVisited,
  fillCard,
  seedAtFunding,
  seedAtTermsFundingLater,
  seedReturning,
  VALID_CARD,
  visitedPaths,
} from "./support/funding";
import { mockSettings, resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { checkStatus, personaEmail } from "./support/status";

/**
 * Issue 16: the funding source, funding payment, terms and submitting screens in US Spanish, their
 * error states included, and the end of a new application in Spanish (ADR 0178).
 */

const DECLINED_TITLE = "Revisemos la información de su pago";
const DECLINED_MESSAGE =
  "¡Ocurrió un error! No pudimos procesar el pago con su tarjeta. Su banco no verificó la información que nos dio. Revise que la información de facturación y de su tarjeta sea correcta.";

test.beforeEach(async ({ request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(90_000);
  await resetMock(request);
});

/** Opens a page in Spanish: the header's language choice, remembered by the session. */
async function openInSpanish(page: Page, path: string) {
  await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=es`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

/** 'Siguiente' ('Next'): activating it always submits. */
async function siguiente(page: Page) {
  await page.getByRole("button", { name: "Siguiente" }).click();
}

async function agreeAndSend(page: Page) {
  await page.getByRole("checkbox", { name: /consentimiento de firma electrónica/ }).check();
  await page.getByRole("checkbox", { name: /Contrato del titular de la tarjeta/ }).check();
  await page.getByRole("button", { name: "Enviar" }).click();
}

test("the funding source in Spanish, and its error when nothing is chosen", async ({ page }) => {
  await seedAtFunding(page);
  await openInSpanish(page, "/funding-source");
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page).toHaveTitle("Pague su depósito de garantía – Paso 8 de 9");
  await expect(page.getByRole("heading", { level: 1, name: "Pague su depósito de garantía" })).toBeVisible();
  await expect(page.getByText("está respaldada por un depósito de garantía reembolsable de $200")).toBeVisible();
  await expect(page.getByRole("group", { name: "¿Cuándo quiere pagar su depósito?" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Pagar ahora con tarjeta de débito/ })).toBeVisible();
  await expect(page.getByText("Envíe su solicitud ahora y pague su depósito dentro de 60 días.")).toBeVisible();
  await expectNoAxeViolations(page, "funding source (es)");

  await siguiente(page);
  await expect(page).toHaveTitle("Error: Pague su depósito de garantía – Paso 8 de 9");
  await expect(page.locator(".error-summary")).toContainText("Elija cuándo quiere pagar su depósito de garantía.");
  await expectNoAxeViolations(page, "funding source (es, error)");
});

test("the debit card screen in Spanish: labels, money, and a rejected amount", async ({ page }, testInfo) => {
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await openInSpanish(page, "/funding-payment");
  await waitForHydration(page, testInfo);
  await expect(page).toHaveTitle("Pague su depósito de garantía – Paso 8 de 9");
  await expect(page.getByText("Depósito de garantía", { exact: true })).toBeVisible();
  await expect(page.getByText("$200", { exact: true })).toBeVisible();
  const full = page.getByRole("checkbox", { name: "Pagar hoy el total de $200" });
  await expect(full).toBeChecked();
  await expect(page.getByRole("group", { name: "Dirección de facturación" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Siguiente" })).toBeVisible();
  await expectNoAxeViolations(page, "funding payment (es)");

  await full.uncheck();
  const amount = page.getByLabel("Monto a pagar hoy");
  await expect(amount).toBeVisible();
  await fillCard(page, VALID_CARD);
  await amount.fill("201");
  await siguiente(page);
  await expect(page).toHaveTitle("Error: Pague su depósito de garantía – Paso 8 de 9");
  await expect(page.locator(".error-summary")).toContainText("El monto debe ser de $200 como máximo");
  await expectNoAxeViolations(page, "funding payment (es, rejected amount)");
});

test("paying into an application in Spanish: the figures, a rejected amount, then the result", async ({ page }) => {
  await seedReturning(page);
  await openInSpanish(page, "/funding-payment");
  await expect(page).toHaveTitle("Pague su depósito de garantía");
  await expect(page.getByText("Falta pagar del depósito")).toBeVisible();
  await expect(page.getByText("Línea de crédito $500 · recibido hasta ahora $100")).toBeVisible();
  await page.getByRole("checkbox", { name: "Pagar hoy el total de $400" }).uncheck();
  await fillCard(page, VALID_CARD);
  await page.getByLabel("Monto a pagar hoy").fill("401");
  await siguiente(page);
  await expect(page.locator(".error-summary")).toContainText("El monto debe ser de $400 como máximo");

  // The card is never kept: typed again.
  await page.getByRole("checkbox", { name: "Pagar hoy el total de $400" }).uncheck();
  await fillCard(page, VALID_CARD);
  await page.getByLabel("Monto a pagar hoy").fill("150");
  await siguiente(page);
  await expect(page.getByRole("heading", { level: 1, name: "Su pago fue aprobado" })).toBeVisible();
  await expect(page).toHaveTitle("Pago recibido");
  await expect(page.getByText("Monto aprobado")).toBeVisible();
  await expect(page.getByText("Pague los $250 que faltan dentro de")).toBeVisible();
  await expect(page.getByRole("link", { name: "Siguiente" })).toBeVisible();
  await expectNoAxeViolations(page, "funding payment result (es)");
});

test("a declined card in Spanish: SPEC's banner, the card cleared, '*Le queda 1 intento'", async ({ page }) => {
  await seedReturning(page);
  await openInSpanish(page, "/funding-payment");
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.declineOnce });
  await siguiente(page);
  // Said as the funding source says it (PageAlert): the alert focused, the title 'Error: '.
  await expect(page.getByRole("region", { name: DECLINED_TITLE })).toBeFocused({ timeout: 15_000 });
  await expect(page).toHaveTitle("Error: Pague su depósito de garantía");
  await expect(page.getByText(DECLINED_MESSAGE)).toBeVisible();
  await expect(page.getByText("*Le queda 1 intento")).toBeVisible();
  await expect(page.locator('form [name="cardNumber"]')).toHaveValue("");
  await expectNoAxeViolations(page, "funding payment (es, declined)");
});

test("after a status check found a fund failure, in Spanish: the banner, then 'Pagar más tarde'", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("fundfailure"));
  await expect(page).toHaveURL(/\/funding-source$/);
  await openInSpanish(page, "/funding-source");
  await expect(page).toHaveTitle("Error: Pague su depósito de garantía");
  const alert = page.getByRole("region", { name: DECLINED_TITLE });
  await expect(alert).toContainText(DECLINED_MESSAGE);
  await expect(alert).toContainText("*Le queda 1 intento");
  await expect(page.getByText("Todavía falta pagar $400 de ese depósito.")).toBeVisible();
  await expect(
    page.getByText("Su solicitud sigue abierta: pague su depósito dentro de los 60 días que le quedan."),
  ).toBeVisible();
  await expectNoAxeViolations(page, "funding source, status check (es)");

  await page.getByRole("radio", { name: /Pagar más tarde/ }).check();
  await siguiente(page);
  await expect(page).toHaveURL(/\/funding-source\?view=later$/);
  await expect(page).toHaveTitle("Puede pagar su depósito más tarde");
  await expect(page.getByRole("heading", { level: 1, name: "Puede pagar su depósito más tarde" })).toBeVisible();
  await expect(
    page.getByText("Le quedan 60 días para pagar los $400 que faltan de su depósito de garantía."),
  ).toBeVisible();
  await expect(page.getByText("Pagar ahora con tarjeta de débito", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entendido" })).toBeVisible();
  await expectNoAxeViolations(page, "funding source, fund later (es)");
});

test("the terms in Spanish: the bank's agreements marked '(en inglés)', both boxes required", async ({ page }) => {
  await seedAtTermsFundingLater(page);
  await openInSpanish(page, "/terms-and-conditions");
  await expect(page).toHaveTitle("Términos y condiciones – Paso 9 de 9");
  await expect(page.getByRole("heading", { level: 1, name: "Términos y condiciones" })).toBeVisible();
  await expect(page.getByText("Más tarde, dentro de 60 días")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Términos y condiciones y Contrato del titular de la tarjeta (en inglés)" }),
  ).toHaveAttribute("href", /tab=terms/);
  await expect(page.getByRole("checkbox", { name: /Contrato del titular de la tarjeta \(en inglés\)/ })).toBeVisible();
  await expectNoAxeViolations(page, "terms (es)");

  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page).toHaveTitle("Error: Términos y condiciones – Paso 9 de 9");
  const summary = page.locator(".error-summary");
  await expect(summary).toContainText("Acepte el consentimiento de firma electrónica (E-Sign)");
  await expect(summary).toContainText("Acepte los Términos y condiciones");
  await expectNoAxeViolations(page, "terms (es, error)");
});

test("the submitting page in Spanish while the bank takes its time", async ({ page, request }, testInfo) => {
  test.setTimeout(E2E_UPSTREAM_TIMEOUT_MS + 45_000);
  await seedAtTermsFundingLater(page);
  await openInSpanish(page, "/terms-and-conditions");
  // The bank answers 5 s before the e2e server's timeout: much later than the submitting page waits
  // (8 s) before it shows itself, so the second tab's checks fit on a busy machine (an answer after
  // 11 s came first once), and it is still an answer, not a timeout.
  await mockSettings(request, { faults: { submitLead: { latencyMs: E2E_UPSTREAM_TIMEOUT_MS - 5_000 } } });
  await page.getByRole("checkbox", { name: /consentimiento de firma electrónica/ }).check();
  await page.getByRole("checkbox", { name: /Contrato del titular de la tarjeta/ }).check();
  await page.getByRole("button", { name: "Enviar" }).click({ noWaitAfter: true });

  // A second tab of the same session opens the submitting page while the submission runs. With
  // JavaScript that page asks again every 3 s and leaves once the bank has answered; its asking is
  // held while it is checked, or on a busy machine the answer came before the checks ended (the
  // bank's 20 s, the page's arrival at ~8 s, CI 2026-11-27).
  const other = await page.context().newPage();
  await other.route(/\/submit-application\.data/, () => {});
  await other.goto("/submit-application");
  await expect(other.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(other).toHaveTitle("Estamos enviando su solicitud");
  await expect(other.getByRole("heading", { level: 1, name: "Estamos enviando su solicitud" })).toBeVisible();
  await expect(other.getByText("Estamos procesando su solicitud. Esto puede tardar un momento.")).toBeVisible();
  await expect(
    other.getByText(
      hasJs(testInfo)
        ? "Esta página mostrará el resultado en cuanto esté listo."
        : "Seleccione “Verificar ahora” para ver si ya terminó.",
    ),
  ).toBeVisible();
  await expect(other.getByRole("link", { name: "Verificar ahora" })).toHaveAttribute("href", "/submit-application");
  await expectNoAxeViolations(other, "submitting (es)");
  await other.close();
  // The bank's answer, not the timeout's error page: the application is approved, the deposit to come.
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: E2E_UPSTREAM_TIMEOUT_MS + 10_000 });
});

test("the end of a new application in Spanish: a declined card, the funding source again, then submitted", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const visited = visitedPaths(page);
  await seedAtFunding(page);
  await openInSpanish(page, "/funding-source");
  await page.getByRole("radio", { name: /Pagar ahora con tarjeta de débito/ }).check();
  await siguiente(page);
  await expect(page).toHaveURL(/\/funding-payment$/);
  await fillCard(page, { ...VALID_CARD, cardNumber: CARDS.declineOnce });
  await siguiente(page);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Con tarjeta de débito hoy: $200")).toBeVisible();
  await agreeAndSend(page);

  // SPEC §4.1 FundFailure: back to the funding source, with SPEC §8's banner in Spanish.
  await expect(page).toHaveURL(/\/funding-source$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 2, name: DECLINED_TITLE })).toBeVisible();
  await expect(page.getByText("*Le queda 1 intento")).toBeVisible();
  await expect(page).toHaveTitle(/^Error: Pague su depósito de garantía/);
  await expectNoAxeViolations(page, "funding source (es, declined at submission)");
  await page.getByRole("radio", { name: /Pagar ahora con tarjeta de débito/ }).check();
  await siguiente(page);
  await expect(page.getByRole("region", { name: DECLINED_TITLE })).toBeFocused();
  await expect(page).toHaveTitle("Error: Pague su depósito de garantía – Paso 8 de 9");
  await fillCard(page, VALID_CARD);
  await siguiente(page);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await agreeAndSend(page);

  await expectVisited(visited, "/app-approved-in-good-funds");
  await expect(page).toHaveURL(/\/app-approved-in-good-funds$/, { timeout: 20_000 });
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  expect(visited).toContain("/submit-application");
});
