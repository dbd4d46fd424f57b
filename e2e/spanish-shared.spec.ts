import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { control, fillFields, IDENTITY } from "./support/identity";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedIdentityDone, seedSession } from "./support/seed";

/**
 * Issue 16: the shared parts of every form screen in US Spanish (ADR 0160) — the frame (step, back
 * link, help, time-out notice and warning), the error summary, the fields' labels and hints, the
 * address suggestions and the debit card panel — with JavaScript and without.
 */

const IDENTITY_PATH = "/identity-verification";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The form's primary button, whichever language its screen is in yet (routes are translated apart). */
async function submit(page: Page) {
  await page.locator("h1").click();
  await page.getByRole("button", { name: /^(Siguiente|Next)$/ }).click();
}

async function openInSpanish(page: Page, path: string) {
  await page.goto(`${path}?lng=es`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

test("a form screen's frame and fields in Spanish, and its error state", async ({ page }, testInfo) => {
  await seedSession(page.request);
  await openInSpanish(page, IDENTITY_PATH);
  await waitForHydration(page, testInfo);

  // The frame: back link, help, step counter, time-out notice.
  await expect(page.getByRole("link", { name: "Atrás", exact: true })).toBeVisible();
  await expect(page.locator("summary.help-toggle__summary")).toHaveText("?Ayuda");
  await expect(page.locator("#progress-label")).toHaveText("Paso 5 de 9");
  await expect(page.getByRole("progressbar", { name: "Paso 5 de 9" })).toBeVisible();
  await expect(page.locator(".idle-notice")).toContainText(
    /^Por su seguridad, esta página expirará si no continúa antes de la hora límite: \d{1,2}:\d\d\s[ap]\.\s?m\. .+ \(15 minutos sin actividad\)\.$/,
  );
  await page.locator("summary.help-toggle__summary").click();
  await expect(page.getByRole("heading", { level: 2, name: "¿Necesita ayuda?" })).toBeVisible();
  await expect(page.getByText(/Si deja esta página sin actividad durante 15 minutos/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a la solicitud" })).toBeVisible();
  await expect(page.locator("summary.help-tray__summary")).toHaveText("?Ayuda con este paso");

  // The fields the shared components label: date of birth, address, ZIP hint, state placeholder.
  await expect(page.getByLabel("Mes", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Día", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Año", { exact: true })).toBeVisible();
  await expect(control(page, "birthMonth").locator("option").first()).toHaveText("Mes");
  await expect(page.getByLabel("Dirección (calle y número)")).toBeVisible();
  await expect(page.getByLabel("Apartamento, suite o unidad (opcional)")).toBeVisible();
  await expect(page.getByLabel("Ciudad", { exact: true })).toBeVisible();
  await expect(control(page, "state").locator("option").first()).toHaveText("Seleccione un estado");
  await expect(page.getByLabel("Código postal (ZIP)")).toHaveAccessibleDescription("5 dígitos, o 5+4");
  await expectNoAxeViolations(page, "identity frame (es)");

  // The error state: summary heading and links in Spanish, each link to its field, 'Error: ' title.
  await fillFields(page, { ...IDENTITY, firstName: "", city: "" });
  await submit(page);
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { name: "Hay un problema" })).toBeVisible();
  await expect(summary).toBeFocused();
  const firstName = summary.getByRole("link", { name: "El nombre es obligatorio.", exact: true });
  await expect(firstName).toHaveAttribute("href", `#${await control(page, "firstName").getAttribute("id")}`);
  await expect(summary.getByRole("link", { name: "La ciudad es obligatoria", exact: true })).toHaveAttribute(
    "href",
    `#${await control(page, "city").getAttribute("id")}`,
  );
  await expect(control(page, "city")).toHaveAccessibleDescription("Error: La ciudad es obligatoria");
  await expect(page).toHaveTitle(/^Error: /);
  await expect(page.locator("#progress-label")).toHaveText("Paso 5 de 9");
  await expectNoAxeViolations(page, "identity errors (es)");
  await firstName.click();
  await expect(control(page, "firstName")).toBeFocused();
});

test("the session-expiry warning in Spanish @js-only", async ({ page }, testInfo) => {
  await seedSession(page.request);
  // The real 15-minute limit: the fake clock jumps to the warning, 5 minutes before the end.
  await page.clock.install();
  await openInSpanish(page, IDENTITY_PATH);
  await waitForHydration(page, testInfo);
  // The warning's code arrives after hydration (ADR 0141): its timer runs once its dialog is there.
  await expect(page.locator("#idle-title")).toHaveCount(1);
  await page.clock.fastForward("10:01");
  const dialog = page.getByRole("dialog", { name: "¡Su sesión está a punto de expirar!" });
  await expect(dialog).toBeVisible();
  // The visible m:ss is hidden from the description; the coarse words are read instead (ADR 0110).
  await expect(dialog).toHaveAccessibleDescription(/^Por su seguridad, su sesión terminará en unos 5 minutos ?\.$/);
  await expect(dialog).toContainText(/\d:\d\d/);
  const stay = dialog.getByRole("button", { name: "Seguir conectado" });
  await expect(stay).toBeFocused();
  await expectNoAxeViolations(page, "idle warning (es)");
  await stay.click();
  await expect(dialog).toBeHidden();
});

test("address suggestions speak Spanish @js-only", async ({ page }, testInfo) => {
  await seedSession(page.request);
  await openInSpanish(page, IDENTITY_PATH);
  await waitForHydration(page, testInfo);
  const combobox = page.getByRole("combobox", { name: "Dirección (calle y número)" });
  await combobox.click();
  await page.keyboard.type("12 oak");
  const list = page.getByRole("listbox", { name: "Direcciones sugeridas" });
  await expect(list.getByRole("option")).toHaveCount(5);
  await expect(page.getByRole("status").filter({ hasText: "5 direcciones sugeridas." })).toHaveCount(1);
  await expectNoAxeViolations(page, "address suggestions (es)");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Dirección completada: 12 Oak St/ })).toHaveCount(1);
});

test("the debit card panel in Spanish", async ({ page }, testInfo) => {
  await seedIdentityDone(page.request, {
    completed: ["identityConfirm", "mailingAddress", "fundingSource"],
    draft: { mailToType: "home", fundingType: "DBT" },
  });
  await openInSpanish(page, "/funding-payment");
  await waitForHydration(page, testInfo);
  const panel = page.getByRole("group", { name: /^Tarjeta de débito/ });
  await expect(panel).toContainText("Aceptamos tarjetas de débito Visa y Mastercard.");
  await expect(page.getByLabel("Nombre del titular de la tarjeta")).toBeVisible();
  await expect(page.getByLabel("Apellido del titular de la tarjeta")).toBeVisible();
  await expect(page.getByLabel("Número de tarjeta")).toHaveAccessibleDescription(
    "El número largo en el frente de su tarjeta",
  );
  await expect(page.getByLabel("Fecha de vencimiento")).toHaveAccessibleDescription("MM/AA, por ejemplo 04/28");
  await expect(page.getByLabel("Código de seguridad")).toHaveAccessibleDescription(
    "3 dígitos en el reverso de la tarjeta, en la línea de la firma o encima de ella",
  );
  await expect(page.getByRole("img", { name: "Miembro de la FDIC" })).toBeVisible();
  await expectNoAxeViolations(page, "debit card panel (es)");
});
