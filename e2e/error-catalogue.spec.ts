import { expect, test } from "@playwright/test";
import { ERRORS, fillPlaceholders } from "../app/domain/error-catalogue";
import { expectNoAxeViolations } from "./support/axe";

const PHONE = "1-800-555-0199";
const TARGETS: Record<string, string> = {
  "funding-payment": "/funding-payment",
  "otp-check": "/otp-check",
  terms: "/terms-and-conditions",
  documents: "/document-selection",
};

/** SPEC §8: every entry of the catalogue is reachable by its key, with its exact texts and button. */
for (const [key, entry] of Object.entries(ERRORS)) {
  test(`error page '${key}' @no-js-only`, async ({ page }) => {
    await page.goto(`/error?reason=${key}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
    await expect(page).toHaveTitle(entry.title);
    const message = "message" in entry ? entry.message : undefined;
    const help = "help" in entry ? entry.help : undefined;
    if (message) await expect(page.getByText(message, { exact: true })).toBeVisible();
    if (help) await expect(page.getByText(fillPlaceholders(help, { phone: PHONE }), { exact: true })).toBeVisible();
    const button = page.getByRole("link", { name: entry.buttonText, exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("href", entry.target === "home" ? "/" : TARGETS[entry.target]!);
    await expectNoAxeViolations(page, `error ${key}`);
  });
}

test("an unknown key shows the generic error, never text from the address", async ({ page }) => {
  await page.goto("/error?reason=%3Cscript%3Ealert(1)%3C%2Fscript%3E");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ERRORS.generic.title);
  await expect(page.getByText("alert(1)")).toHaveCount(0);
});
