import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

/**
 * A form sent to a page that has none (a stale bookmark of a form, a crafted post) answers 405 with
 * the product's own page, never the framework's internal text (docs/decisions/0229).
 */
for (const path of ["/terms-and-conditions", "/disclosures"]) {
  test(`a post to ${path} answers 405 with the product's page @no-js-only`, async ({ page }) => {
    await page.goto(path);
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);
    // A plain HTML form post, as a browser without JavaScript would send it.
    await page.evaluate((action) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      const field = document.createElement("input");
      field.type = "hidden";
      field.name = "anything";
      field.value = "x";
      form.append(field);
      document.body.append(form);
      HTMLFormElement.prototype.submit.call(form);
    }, path);
    expect((await answered).status()).toBe(405);
    await expect(page.getByRole("heading", { level: 1, name: "Sorry, we could not do that" })).toBeVisible();
    await expect(
      page.getByText("This page has no form to send. Please go back to the page and use its buttons and links."),
    ).toBeVisible();
    await expect(page.getByText("did not provide an `action`", { exact: false })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", path);
    await expectNoAxeViolations(page, `405 on ${path}`);
  });
}
