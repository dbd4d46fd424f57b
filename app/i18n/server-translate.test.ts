/**
 * The server's translation (serverTranslate): the request language's catalogue with English behind
 * it, every `{{name}}` filled when values are given, a key no catalogue has shown as itself — for
 * every key of both catalogues. (translate.test.ts covers the interpolation's own rules.)
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES, serverTranslate } from "./catalogues.server";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { flatten } from "./translate";

const TEXTS = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(CATALOGUES[locale])]));
const KEYS = [...new Set(LOCALES.flatMap((locale) => Object.keys(TEXTS[locale]!)))];
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A value for every placeholder any text has (numbers too: the server passes amounts and days). */
const PARAMS: Record<string, string | number> = {};
for (const locale of LOCALES) {
  for (const text of Object.values(TEXTS[locale]!)) {
    for (const [, name] of text.matchAll(PLACEHOLDER)) PARAMS[name!] = name === "days" ? 3 : `<${name}>`;
  }
}

describe("serverTranslate", () => {
  it("covers the catalogues (a sanity check of this test)", () => {
    expect(KEYS.length).toBeGreaterThan(500);
    expect(Object.keys(PARAMS).length).toBeGreaterThan(10);
  });

  for (const locale of LOCALES) {
    it(`answers every key in ${locale} from its catalogue, else English, with and without values`, () => {
      const ours = serverTranslate(locale);
      for (const key of KEYS) {
        const text = TEXTS[locale]![key] ?? TEXTS[DEFAULT_LOCALE]![key]!;
        expect(ours(key), key).toBe(text);
        expect(ours(key, PARAMS), key).toBe(text.replace(PLACEHOLDER, (_, name: string) => String(PARAMS[name])));
      }
    });

    it(`answers a key no catalogue has with the key itself, in ${locale}`, () => {
      expect(serverTranslate(locale)("status.noSuchText")).toBe("status.noSuchText");
      expect(serverTranslate(locale)("nowhere", PARAMS)).toBe("nowhere");
    });
  }
});
