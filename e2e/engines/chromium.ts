import type { Browser } from "@playwright/test";
import { VIEWPORT, type Driver } from "./driver";

/** Chromium through Playwright: the reference the other engines are held to. */
export async function chromiumDriver(browser: Browser): Promise<Driver> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: VIEWPORT });
  const page = await context.newPage();
  return {
    engine: "chromium",
    goto: async (url) => void (await page.goto(url)),
    url: async () => page.url(),
    evaluate: (expression) => page.evaluate(expression),
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    select: async (selector, value) => void (await page.locator(selector).selectOption(value)),
    upload: (selector, file) => page.locator(selector).setInputFiles(file),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key === "Copy" ? "Control+KeyC" : key === "Paste" ? "Control+KeyV" : key),
    screenshot: async (file) => void (await page.screenshot({ path: file, fullPage: true })),
    close: () => context.close(),
  };
}
