/**
 * A page's texts travel as one JSON string per language and namespace list, made once (ADR 0186):
 * single fetch then encodes a string, not every key and text of the catalogue on each request.
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES, textsFor } from "./catalogues.server";
import { createTranslate, decodeTexts } from "./translate";

describe("texts as loaders send them", () => {
  it("are one string per language and namespace list, the same string on every request", () => {
    const first = textsFor("es", "common", "intro");
    expect(typeof first).toBe("string");
    expect(textsFor("es", "common", "intro")).toBe(first);
    expect(textsFor("en", "common", "intro")).not.toBe(first);
    expect(JSON.parse(first)).toEqual({ common: CATALOGUES.es.common, intro: CATALOGUES.es.intro });
  });

  it("carry only the namespaces asked for", () => {
    expect(Object.keys(JSON.parse(textsFor("en", "intro")))).toEqual(["intro"]);
  });

  it("translate as the catalogue objects do, the nearest source first", () => {
    const fromPayloads = createTranslate([textsFor("es", "common"), textsFor("es", "intro")]);
    const fromObjects = createTranslate([{ common: CATALOGUES.es.common }, { intro: CATALOGUES.es.intro }]);
    for (const key of ["intro.metaTitle", "common.disclosuresHeading", "intro.nowhere"]) {
      expect(fromPayloads(key)).toBe(fromObjects(key));
    }
    expect(fromPayloads("intro.metaTitle")).toBe(CATALOGUES.es.intro.metaTitle);
  });

  it("are never parsed by the server that made them", () => {
    expect(decodeTexts(textsFor("es", "intro"))?.intro).toBe(CATALOGUES.es.intro);
  });

  it("decode once per payload", () => {
    const payload = textsFor("en", "errors");
    expect(decodeTexts(payload)).toBe(decodeTexts(payload));
    expect(decodeTexts(undefined)).toBeUndefined();
  });
});
