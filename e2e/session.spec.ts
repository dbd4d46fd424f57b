import { expect, test, type Page } from "@playwright/test";
import { IDLE_PORT, IDLE_SECONDS, origin } from "../playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// These run against the second test server whose idle limit is IDLE_SECONDS (TEST_IDLE_TIMEOUT_SECONDS).
test.use({ baseURL: origin(IDLE_PORT) });
// Two warnings and an expiry at a 45 s limit: about 90 s of waiting in the longest test.
test.describe.configure({ timeout: 180_000 });

const EXPIRED = "For security reasons, your session with the product has expired.";

test("without JavaScript the limit is stated and an expired submit lands on the session-expired page, in English and in Spanish @no-js-only", async ({
  page,
  browser,
}) => {
  // Both languages wait out the same limit side by side: one wait, not two.
  const spanish = await browser.newPage({
    javaScriptEnabled: false,
    ignoreHTTPSErrors: true,
    baseURL: origin(IDLE_PORT),
  });
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(
    page.getByText(/this page will time out at .+ if you do not continue \(\d+ (minutes|seconds) without activity\)/),
  ).toBeVisible();
  await page.locator('[name="firstName"]').fill("Jane");
  await spanish.goto("/Secured/Apply?lng=es");
  await expect(spanish).toHaveURL(/\/basic-info$/);
  await spanish.locator('[name="firstName"]').fill("José");
  await page.waitForTimeout((IDLE_SECONDS + 2) * 1000);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/session-expired\?reason=idle$/);
  await expect(page.getByRole("heading", { level: 1, name: EXPIRED })).toBeVisible();
  // SPEC §8: the idle timeout has the warning icon, with or without JavaScript.
  await expect(page.locator(".icon--warning")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
  await expectNoAxeViolations(page, "session expired");

  await spanish.getByRole("button", { name: "Siguiente" }).click();
  await expect(spanish).toHaveURL(/\/session-expired\?reason=idle$/);
  await expect(spanish.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(spanish.getByRole("heading", { level: 1, name: "Por su seguridad, su sesión venció." })).toBeVisible();
  await expect(spanish.getByRole("link", { name: "Entendido" })).toBeVisible();
  await spanish.close();
});

/** A new application left alone until the idle warning opens. */
async function idleUntilWarned(page: Page) {
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  const dialog = page.getByRole("dialog", { name: "Your session is about to expire!" });
  await expect(dialog).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
  return dialog;
}

/** The warning counts down, Stay Connected keeps the session, and idling ends it. */
async function stayConnectedThenExpire(page: Page) {
  const dialog = await idleUntilWarned(page);
  await expect(dialog).toContainText(/\d:\d\d/);
  await expect(dialog.getByRole("button", { name: "Stay Connected" })).toBeFocused();
  await expectNoAxeViolations(page, "idle warning dialog");

  await dialog.getByRole("button", { name: "Stay Connected" }).click();
  await expect(dialog).toBeHidden();
  // Still the same, live session: the page works and no expiry happened.
  await expect(page).toHaveURL(/\/basic-info$/);

  // Now stay idle past the limit.
  await expect(dialog).toBeVisible({ timeout: IDLE_SECONDS * 1000 });
  await expect(page).toHaveURL(/\/session-expired\?reason=idle$/, { timeout: IDLE_SECONDS * 1000 });
  await expect(page.getByRole("heading", { level: 1, name: EXPIRED })).toBeVisible();
  await expect(page.locator(".icon--warning")).toBeVisible();
  // The server ended it too: the flow starts again from the card choice.
  await page.goto("/otp-check");
  await expect(page).not.toHaveURL(/\/otp-check$/);
}

/** The warning stays until answered: Tab and other keys leave it, Escape stays connected (ADR 0110). */
async function keysLeaveTheWarning(page: Page) {
  const dialog = await idleUntilWarned(page);
  // Read once: the time is the dialog's description; the live region does not say it again on opening.
  await expect(dialog).toHaveAccessibleDescription(/For your security, your session will end in/);
  await expect(dialog.locator("[aria-live]")).toHaveText("");
  let pings = 0;
  page.on("request", (r) => {
    if (r.url().endsWith("/keep-alive")) pings++;
  });
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("h");
  await page.waitForTimeout(500);
  await expect(dialog).toBeVisible();
  expect(pings).toBe(0);
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Stay Connected" })).toBeFocused();

  const pinged = page.waitForResponse((r) => r.url().endsWith("/keep-alive") && r.status() === 200);
  await page.keyboard.press("Escape");
  // The server counted it: the ping answered ok for a live session.
  expect(await (await pinged).json()).toMatchObject({ ok: true });
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/basic-info$/);
}

test("with JavaScript the idle warning: Stay Connected, the countdown and the expiry; keys leave it, Escape stays connected @js-only", async ({
  page,
  browser,
}) => {
  // A second visitor, with a session of its own, waits out the same limit beside the first: one wait, not two.
  const other = await browser.newPage({ ignoreHTTPSErrors: true, baseURL: origin(IDLE_PORT) });
  await Promise.all([stayConnectedThenExpire(page), keysLeaveTheWarning(other)]);
  await other.close();
});
