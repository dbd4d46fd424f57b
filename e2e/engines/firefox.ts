import puppeteer, { type Browser, type ElementHandle } from "puppeteer-core";
import { VIEWPORT, type Driver } from "./driver";

export const FIREFOX = "/usr/bin/firefox-esr";

/** Debian's Firefox ESR over WebDriver BiDi, once per worker; each test gets its own context. */
export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    // The e2e servers' certificate is made at start, self-signed.
    acceptInsecureCerts: true,
  });
}

export async function firefoxDriver(browser: Browser): Promise<Driver> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORT);
  return {
    engine: "firefox",
    goto: async (url) => void (await page.goto(url, { waitUntil: "load" })),
    url: async () => page.url(),
    evaluate: async <R>(expression: string) => (await page.evaluate(expression)) as R,
    click: (selector) => page.locator(selector).click(),
    fill: (selector, value) => page.locator(selector).fill(value),
    select: async (selector, value) => void (await page.select(selector, value)),
    upload: async (selector, file) => {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no file input ${selector}`);
      await input.uploadFile(file);
    },
    type: (text) => page.keyboard.type(text),
    press: async (key) => {
      if (key !== "Copy" && key !== "Paste") return page.keyboard.press(key);
      await page.keyboard.down("Control");
      await page.keyboard.press(key === "Copy" ? "KeyC" : "KeyV");
      await page.keyboard.up("Control");
    },
    screenshot: async (file) => void (await page.screenshot({ path: file as `${string}.png`, fullPage: true })),
    close: () => context.close(),
  };
}
