import { expect, test } from "@playwright/test";
import { errorSummary, nextButton, startApplication } from "./support/flow";
import { resetMock } from "./support/mock";

/**
 * A document carries its words once, as JSON data blocks at the end of <head> named by its loader
 * data (ADR 0160); client navigations get them whole in their data. Either way the page says the
 * same words, hydrates without an error, and keeps saying them through posts and a language switch.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("the page's words travel by reference and stay right through a post and a language switch", async ({
  page,
}, testInfo) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));

  await startApplication(page, testInfo);
  const blocks = page.locator('head > script[type="application/json"]');
  expect(await blocks.evaluateAll((elements) => elements.map((element) => element.id))).toEqual([
    "@en:common,errors,form,layout,offer",
    "@en:basicInfo",
  ]);
  // The last nodes of <head>: React hydrates around them.
  expect(await page.evaluate(() => document.head.lastElementChild?.id)).toBe("@en:basicInfo");
  await expect(page.locator("#disclosure-1")).toContainText("Pre-approval means you meet our initial criteria");

  // An empty post: with JavaScript a data request, without it a document; the messages say the words.
  await nextButton(page).click();
  await expect(errorSummary(page)).toContainText("There is a problem");
  await expect(page.getByRole("heading", { level: 1, name: /You're Pre-Approved/ })).toBeVisible();

  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(page.getByRole("heading", { level: 1, name: /Tiene una preaprobación/ })).toBeVisible();
  await expect(page.locator("#disclosure-1")).toContainText("La preaprobación");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Tiene una preaprobación/ })).toBeVisible();
  expect(await blocks.evaluateAll((elements) => elements.map((element) => element.id))).toEqual([
    "@es:common,errors,form,layout,offer",
    "@es:basicInfo",
  ]);
  expect(problems).toEqual([]);
});
