import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, test, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { FULL_CHROMIUM } from "../scripts/lib/test-browser.mjs";
import { en } from "../app/i18n/en";
import { es } from "../app/i18n/es";

/*
 * A browser whose cookies are blocked (issue 47): the cookie check's page, not "too many redirects".
 * The block is the browser's own setting (a profile whose content setting refuses every site's
 * cookies), so nothing between the browser and the server is faked. The full browser honours it; the
 * headless shell the other specs use ignores a profile's content settings.
 */
let profile = "";
let context: BrowserContext | undefined;

async function cookielessBrowser(javaScriptEnabled: boolean, locale: string, baseURL: string) {
  profile = mkdtempSync(join(tmpdir(), "cookies-blocked-"));
  mkdirSync(join(profile, "Default"));
  const block = { profile: { default_content_setting_values: { cookies: 2 } } };
  writeFileSync(join(profile, "Default", "Preferences"), JSON.stringify(block));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    javaScriptEnabled,
    locale,
    baseURL,
  });
  return context;
}

test.afterEach(async () => {
  await context?.close();
  context = undefined;
  if (profile) rmSync(profile, { recursive: true, force: true });
});

for (const { locale, texts } of [
  { locale: "en-US", texts: en.plainPages },
  { locale: "es-US", texts: es.plainPages },
]) {
  test(`cookies blocked (${locale}): the entry page says cookies must be on, and why; trying again is the same page${locale === "es-US" ? " @no-js-only" : ""}`, async ({
    javaScriptEnabled,
    baseURL,
  }) => {
    const browser = await cookielessBrowser(javaScriptEnabled, locale, baseURL ?? "");
    const page = browser.pages()[0] ?? (await browser.newPage());

    const answer = await page.goto("/Secured/Apply");
    await expect(page.getByRole("heading", { level: 1, name: texts.cookiesBlockedTitle })).toBeVisible();
    expect(answer?.status()).toBe(403);
    await expect(page.getByText(texts.cookiesBlockedDetail)).toBeVisible();
    expect(await browser.cookies()).toEqual([]);

    await page.getByRole("link", { name: texts.cookiesBlockedRetry }).click();
    await expect(page.getByRole("heading", { level: 1, name: texts.cookiesBlockedTitle })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/Secured/Apply");
  });
}

test("cookies blocked: choosing a card on the home page ends on the same page", async ({
  javaScriptEnabled,
  baseURL,
}) => {
  const browser = await cookielessBrowser(javaScriptEnabled, "en-US", baseURL ?? "");
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto("/");
  await page.locator(".card-offer__choose").first().click();
  await expect(page.getByRole("heading", { level: 1, name: en.plainPages.cookiesBlockedTitle })).toBeVisible();
});
