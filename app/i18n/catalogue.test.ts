import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, serverTranslate } from "./catalogues.server";
import { createTranslate, flatten } from "./translate";

const en = flatten(CATALOGUES.en);
const es = flatten(CATALOGUES.es);

/**
 * Keys a module builds from data (one key per known value), each listed with the module that does it.
 * Everything else must appear in the source as a literal key.
 */
const BUILT_KEYS: ReadonlyArray<{ prefix: string; by: string }> = [
  // Every field message of app/domain/messages.ts, by its key (MSG_KEY).
  { prefix: "validation.", by: "app/i18n/validation.server.ts" },
  // Each SPEC §8 entry's texts, by the entry's key (/error?reason=…).
  { prefix: "errorPage.", by: "app/routes/error.tsx" },
  // The name of each answer kept after the session ended, by the field's name.
  { prefix: "sessionExpired.fields.", by: "app/routes/session-expired.tsx" },
  // A status list's labels and the document types, by their English text; each category's names, by the category.
  { prefix: "statusList.labels.", by: "app/i18n/labels.server.ts" },
  { prefix: "documents.options.", by: "app/i18n/labels.server.ts" },
  { prefix: "documents.categories.", by: "app/i18n/labels.server.ts" },
  { prefix: "documents.proof.", by: "app/i18n/labels.server.ts" },
  // The state select's names, by the state's code.
  { prefix: "states.", by: "app/i18n/labels.server.ts" },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return path.endsWith(join("app", "i18n", "en")) || path.endsWith(join("app", "i18n", "es"))
        ? []
        : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<(\w+)\/?>/g)].map((m) => m[1]).sort();

describe("the catalogues (issue 16)", () => {
  it("no namespace name has a dot: a whole key names one text (translate reads texts by whole key)", () => {
    for (const catalogue of [CATALOGUES.en, CATALOGUES.es]) {
      expect(Object.keys(catalogue).filter((namespace) => namespace.includes("."))).toEqual([]);
    }
  });

  it("Spanish has every English key and no other", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("every Spanish text is written, with the same placeholders and tags as the English", () => {
    for (const [key, english] of Object.entries(en)) {
      const spanish = es[key] ?? "";
      expect.soft(spanish.trim(), key).not.toBe("");
      expect.soft(placeholders(spanish), key).toEqual(placeholders(english));
      expect.soft(tags(spanish), key).toEqual(tags(english));
    }
  });

  it("every key is used by the code (no dead texts)", () => {
    const source = sourceFiles("app")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    for (const built of BUILT_KEYS) expect(source, built.by).toContain(built.prefix);
    const unused = Object.keys(en).filter(
      (key) => !BUILT_KEYS.some((built) => key.startsWith(built.prefix)) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });

  it("every key the code names exists", () => {
    const source = sourceFiles("app")
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const namespaces = new Set(Object.keys(en).map((key) => key.split(".")[0]));
    const named = [...source.matchAll(/\bt\(\s*"([\w]+\.[\w.]+)"/g)].map((m) => m[1] ?? "");
    const missing = named.filter((key) => namespaces.has(key.split(".")[0]) && !(key in en));
    expect(missing).toEqual([]);
  });

  it("the server's translate and the page's translate give the same text for every key", () => {
    const params = { amount: "250", brand: "Meridian", n: 2, version: "1.0", card: "Secured Visa" };
    for (const locale of ["en", "es"] as const) {
      const server = serverTranslate(locale);
      const page = createTranslate([CATALOGUES[locale]]);
      for (const key of Object.keys(en)) expect.soft(server(key, params), key).toBe(page(key, params));
    }
  });
});
