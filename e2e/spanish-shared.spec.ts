import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
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

async function openInSpanish(page: Page, path: string) {
  await page.goto(`${path}?lng=es`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
}

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
