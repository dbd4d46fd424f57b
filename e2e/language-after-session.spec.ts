import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { APPLICANT, fillBasicInfo } from "./support/flow";
import { mockSettings, resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";

/**
 * Issue 46 item 9: the language chosen with the header's link outlives the session. A bank 401/403
 * ends the session; the session-expired page and the pages after it speak the language chosen (the
 * browser here asks for English). The idle limit: e2e/session.spec.ts.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("a Spanish journey that the bank's 401 ends: the session-expired page and the next page in Spanish", async ({
  page,
  request,
}, testInfo) => {
  await page.goto("/Secured/Apply?lng=es");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await waitForHydration(page, testInfo);
  await mockSettings(request, { faults: { createLead: { kind: "401" } } });
  await fillBasicInfo(page, APPLICANT);
  await page.getByRole("button", { name: "Siguiente" }).click();
  await expect(page).toHaveURL(/\/session-expired$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: "Por su seguridad, su sesión venció." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Entendido" })).toBeVisible();
  await expectNoAxeViolations(page, "session expired after a 401 (es)");
  // A new application in the new session: still Spanish, nothing of the old one.
  await mockSettings(request, { faults: { createLead: null } });
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.locator('form [name="firstName"]')).toHaveValue("");
});
