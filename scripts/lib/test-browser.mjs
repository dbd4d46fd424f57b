// Which Chromium the browser tests drive (ADR 0219). Debian's `chromium-headless-shell` (the same
// build as its `chromium`, without the full browser's UI process work) opens a page for half the CPU;
// the full browser stays the fallback, and the one Lighthouse and the screenshots use.
import { existsSync } from "node:fs";

export const FULL_CHROMIUM = "/usr/bin/chromium";
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * CHROMIUM_PATH when set; else the headless shell when installed; else the full browser.
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 */
export function testBrowserPath(env = process.env, exists = existsSync) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
