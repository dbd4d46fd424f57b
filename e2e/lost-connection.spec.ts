import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { answerIncome, press, seedApplicant } from "./support/steps";
import { otpBoxes, reachOtp, VALID_CODE } from "./support/flow";
import { waitForHydration } from "./support/project";
import { seedIdentityDone } from "./support/seed";
import { chooseFiles, pdfNamed, reachUpload } from "./support/status";

/*
 * A client-side request that gets no answer (a phone losing its signal), ADR 0002: a form's post
 * leaves the form as it was, answers and all, with a message; the page after a post's redirect gets
 * the root boundary's page in the page's language, whose 'Try again' loads the page itself.
 * JavaScript only: without it every request is a page load, and the browser shows its own offline page.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/**
 * Requests for a page's data (single fetch) fail as if the connection had dropped: all of them, or
 * those of one method. The answer brings the connection back.
 */
async function dropData(page: Page, method?: "GET" | "POST"): Promise<() => Promise<void>> {
  const data = (url: URL) => url.pathname.endsWith(".data");
  await page.route(data, (route) =>
    !method || route.request().method() === method ? route.abort("internetdisconnected") : route.continue(),
  );
  return () => page.unroute(data);
}

test("a post that gets no answer: the form stays with its answers and says so; sent again, it goes on @js-only", async ({
  page,
}) => {
  await seedApplicant(page, { cardType: "basic" });
  await page.goto("/debt-to-income");
  // Offline for everything: the post, and the page's data the router would load again after it.
  const reconnect = await dropData(page);
  await answerIncome(page);
  const alert = page.getByRole("region", { name: "We could not reach our servers" });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText("Your answers are still in the form below.");
  await expect(page.getByLabel("Monthly housing payment")).toHaveValue("900");
  await expect(page.getByLabel("Annual income")).toHaveValue("52000");
  await expectNoAxeViolations(page, "lost connection (post)");

  await reconnect();
  await press(page, "Next");
  await expect(page).not.toHaveURL(/\/debt-to-income/);
  await expect(alert).toHaveCount(0);
});

test("the page after a post never comes: the page's language, not the texts' keys @js-only", async ({ page }) => {
  await seedApplicant(page, { cardType: "basic" });
  // After the post's redirect the root's data fails with the page's: the boundary had no words before.
  await page.goto("/debt-to-income?lng=es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const reconnect = await dropData(page, "GET");
  await page.getByLabel("Pago mensual de vivienda").fill("900");
  await page.getByLabel("Ingreso anual").fill("52000");
  await press(page, "Siguiente");
  const heading = page.getByRole("heading", { level: 1, name: "No pudimos comunicarnos con nuestros servidores" });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle("No pudimos comunicarnos con nuestros servidores");
  await expect(page.locator("body")).not.toContainText("errors.");

  await reconnect();
  await page.getByRole("link", { name: "Intentar de nuevo" }).click();
  // The post had been answered: the page now is the step after income.
  await expect(page).not.toHaveURL(/\/debt-to-income/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/* The forms outside ScreenForm whose answers take typing or choosing again: the code, the PO box, the files. */
const lostAlert = (page: Page) => page.getByRole("region", { name: "We could not reach our servers" });

test("the code typed stays in its boxes when its post gets no answer @js-only", async ({ page }, testInfo) => {
  await reachOtp(page, testInfo);
  const reconnect = await dropData(page);
  await otpBoxes(page).first().click();
  // The sixth digit sends the code by itself.
  await page.keyboard.type(VALID_CODE);
  await expect(lostAlert(page)).toBeFocused();
  await expect(lostAlert(page)).toContainText("Your answers are still in the form below.");
  for (const [i, digit] of [...VALID_CODE].entries()) await expect(otpBoxes(page).nth(i)).toHaveValue(digit);
  await expectNoAxeViolations(page, "lost connection (code)");

  await reconnect();
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/otp-check/);
});

test("the PO box typed stays when its post gets no answer, and a second lost post is said again @js-only", async ({
  page,
}, testInfo) => {
  await seedIdentityDone(page.request, { completed: ["identityConfirm"] });
  await page.goto("/mailing-address");
  await waitForHydration(page, testInfo);
  const reconnect = await dropData(page);
  await page.getByLabel("To a PO Box or rural route (RR) address").check();
  const box = page.getByRole("group", { name: "PO Box or rural route address" });
  await box.getByLabel("Street address").fill("PO Box 123");
  await press(page, "Next");
  await expect(lostAlert(page)).toBeFocused();
  await expect(box.getByLabel("Street address")).toHaveValue("PO Box 123");
  await expect(page.getByLabel("To a PO Box or rural route (RR) address")).toBeChecked();

  // Still offline: sent again, the alert is read again (focused anew), not left as it was.
  await press(page, "Next");
  await expect(lostAlert(page)).toBeFocused();
  await expect(lostAlert(page)).toHaveCount(1);
  await reconnect();
});

test("the files chosen stay chosen when the upload gets no answer @js-only", async ({ page }, testInfo) => {
  await reachUpload(page, testInfo);
  await chooseFiles(page, pdfNamed("bill.pdf"), pdfNamed("stub.pdf"));
  const reconnect = await dropData(page, "POST");
  await page.getByRole("button", { name: "Upload documents" }).click();
  await expect(lostAlert(page)).toBeFocused();
  for (const label of ["Upload your Utility bill", "Upload your Pay stub"]) {
    expect(await page.getByLabel(label).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
  }
  await expect(page.getByRole("button", { name: "Upload documents" })).toBeEnabled();

  await reconnect();
  await page.getByRole("button", { name: "Upload documents" }).click();
  await expect(page).toHaveURL(/\/app-pending-manual-document-review$/);
});
