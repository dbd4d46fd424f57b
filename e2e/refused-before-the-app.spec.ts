import { expect, test } from "@playwright/test";
import { plainPageHtml } from "../app/domain/unavailable";
import { thrownResponseData } from "../app/server/http/thrown-response-data.server";
import { en } from "../app/i18n/en";
import { es } from "../app/i18n/es";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { press, seedApplicant } from "./support/steps";

/*
 * A client navigation's post refused before the application runs (too many posts from one IP, a body
 * over its limit): the server answers the refusal as single fetch reads a Response the action threw
 * (ADR 0229; the server's half is in test/server-hardening.test.ts). The browser shows the root
 * boundary's page with the refusal's own words, in the page's language, and a way back to the form —
 * not 'something went wrong' from data it could not decode. Without JavaScript the post is a page
 * load and the plain page itself is shown.
 */
test("a post over the per-IP limit, with JavaScript: the limit's own words and a way back @js-only", async ({
  page,
  request,
}) => {
  await resetMock(request);
  await seedApplicant(page, { cardType: "basic" });
  await page.goto("/debt-to-income?lng=es");
  // The e2e server's limits are out of the way; the answer is the one the limiter sends (same function).
  const body = await thrownResponseData(429, es.plainPages.tooManyMessage);
  await page.route(
    (url) => url.pathname === "/debt-to-income.data",
    (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 429, contentType: "text/x-script", body })
        : route.continue(),
  );
  await page.getByLabel("Pago mensual de vivienda").fill("900");
  await page.getByLabel("Ingreso anual").fill("52000");
  await press(page, "Siguiente");

  await expect(page.getByRole("heading", { level: 1, name: es.errors.couldNotDoThat })).toBeVisible();
  await expect(page.getByText(es.plainPages.tooManyMessage)).toBeVisible();
  const back = page.getByRole("link", { name: es.errors.backToForm });
  await expect(back).toHaveAttribute("href", "/debt-to-income");
  await expectNoAxeViolations(page, "refused before the application (429, JS)");
  await page.unrouteAll();
  await back.click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(es.errors.couldNotDoThat);
  await expect(page).toHaveURL(/\/debt-to-income$/);
});

/*
 * A client navigation's GET refused before its loaders run (a new visit past its network's budget,
 * ADR 0082): each loader's result is the refusal, so the root boundary shows its words — never the
 * null data a page cannot render. Without JavaScript the link is a page load and the plain page shows.
 */
test("a client navigation refused past the new-visit budget: the limit's own words @js-only", async ({ page }) => {
  await page.goto("/");
  // The e2e server's budget is out of the way; the answer is the one the server sends (same function,
  // the loaders of the root and of the page asked for).
  const body = await thrownResponseData(429, en.plainPages.tooManyVisitsMessage, ["root", "routes/_index"]);
  await page.route(
    (url) => url.pathname === "/_root.data",
    (route) => route.fulfill({ status: 429, contentType: "text/x-script", body }),
  );
  await page.getByRole("link", { name: "Español" }).click();

  await expect(page.getByRole("heading", { level: 1, name: en.errors.couldNotDoThat })).toBeVisible();
  await expect(page.getByText(en.plainPages.tooManyVisitsMessage)).toBeVisible();
  await expect(page.getByRole("link", { name: en.errors.backToStart })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page, "a client navigation refused (429, JS)");
});

/*
 * The plain pages themselves (the store down, a body too large, too many posts, too many new visits):
 * what the server writes (plainPageHtml), served here at a path of the site so its stylesheet loads as
 * it does for a refused request. They look like the product and pass axe, in both languages.
 */
for (const [lang, texts] of [
  ["en-US", en.plainPages],
  ["es-US", es.plainPages],
] as const) {
  test(`the plain pages answered before the application: styled, and no axe violations (${lang})${lang === "es-US" ? " @no-js-only" : ""}`, async ({
    page,
  }) => {
    const pages: [kind: string, title: string, message: string, link: string][] = [
      ["unavailable", texts.unavailableTitle, texts.unavailableMessage, texts.unavailableRetry],
      ["tooLarge", texts.tooLargeTitle, texts.tooLargeMessage, texts.tooLargeBack],
      ["tooMany", texts.tooManyTitle, texts.tooManyMessage, texts.tooManyBack],
      ["tooManyVisits", texts.tooManyVisitsTitle, texts.tooManyVisitsMessage, texts.tooManyVisitsBack],
    ];
    for (const [kind, title, message, link] of pages) {
      const html = plainPageHtml("Meridian", { title, message, link: { href: "/", text: link } }, lang);
      await page.route(`**/plain-${kind}`, (route) =>
        route.fulfill({ status: 429, contentType: "text/html", body: html }),
      );
      await page.goto(`/plain-${kind}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("link", { name: link })).toHaveAttribute("href", "/");
      // The stylesheet applied: the message sits on a white card over the page's wash.
      await expect(page.locator("main")).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(page.locator("html")).toHaveCSS("background-color", "rgb(243, 246, 249)");
      await expectNoAxeViolations(page, `plain page ${kind} (${lang})`);
    }
  });
}
