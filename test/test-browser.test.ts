/** Which Chromium the browser tests drive (scripts/lib/test-browser.mjs, ADR 0219). */
import { describe, expect, it } from "vitest";
import { FULL_CHROMIUM, HEADLESS_SHELL, testBrowserPath } from "../scripts/lib/test-browser.mjs";

const installed =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("testBrowserPath", () => {
  it("takes Debian's headless shell when it is installed", () => {
    expect(testBrowserPath({}, installed(FULL_CHROMIUM, HEADLESS_SHELL))).toBe(HEADLESS_SHELL);
  });

  it("falls back to the full browser without it", () => {
    expect(testBrowserPath({}, installed(FULL_CHROMIUM))).toBe(FULL_CHROMIUM);
  });

  it("obeys CHROMIUM_PATH over both", () => {
    expect(testBrowserPath({ CHROMIUM_PATH: "/opt/chrome" }, installed(FULL_CHROMIUM, HEADLESS_SHELL))).toBe(
      "/opt/chrome",
    );
  });
});
