/**
 * The server's translation (serverTranslate) answers what i18next — its engine before issue 15 — with
 * the options we gave it answers, for every key of both catalogues, with and without values for the
 * placeholders, and for keys that are missing in Spanish or everywhere.
 */
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { CATALOGUES, serverTranslate } from "./catalogues.server";
import { LOCALES } from "./locales";
import { flatten } from "./translate";

const oracle = i18next.createInstance();
await oracle.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: flatten(CATALOGUES[locale]) }])),
  lng: "en",
  fallbackLng: "en",
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initImmediate: false,
  returnNull: false,
});

const KEYS = [...new Set(LOCALES.flatMap((locale) => Object.keys(flatten(CATALOGUES[locale]))))];

/** A value for every placeholder any text has (numbers too: the server passes amounts and days). */
const PARAMS: Record<string, string | number> = {};
for (const locale of LOCALES) {
  for (const text of Object.values(flatten(CATALOGUES[locale]))) {
    for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) PARAMS[name!] = name === "days" ? 3 : `<${name}>`;
  }
}

describe("serverTranslate", () => {
  it("covers the catalogues (a sanity check of this test)", () => {
    expect(KEYS.length).toBeGreaterThan(500);
    expect(Object.keys(PARAMS).length).toBeGreaterThan(10);
  });

  for (const locale of LOCALES) {
    it(`answers as i18next did for every key in ${locale}, with and without values`, () => {
      const ours = serverTranslate(locale);
      const theirs = oracle.getFixedT(locale);
      for (const key of KEYS) {
        expect(ours(key), key).toBe(theirs(key, {}));
        expect(ours(key, PARAMS), key).toBe(theirs(key, PARAMS));
      }
    });

    it(`answers a key no catalogue has with the key itself, in ${locale}`, () => {
      expect(serverTranslate(locale)("status.noSuchText")).toBe("status.noSuchText");
      expect(serverTranslate(locale)("nowhere")).toBe(oracle.getFixedT(locale)("nowhere", {}));
    });
  }
});
