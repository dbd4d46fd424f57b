/**
 * A page's texts travel as one JSON string per language and namespace list, made once (ADR 0160):
 * single fetch then encodes a string, not every key and text of the catalogue on each request.
 */
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { CATALOGUES, pageTexts, textsBlocksOf, textsFor } from "./catalogues.server";
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

describe("texts by reference on a document (ADR 0160)", () => {
  const documentRequest = (locale: "en" | "es") => ({ locale, rendersDocument: true }) as AppLoadContext;
  const dataRequest = { locale: "es", rendersDocument: false } as AppLoadContext;

  it("a document's loader names its payload; a client navigation's gets it whole", () => {
    expect(pageTexts(documentRequest("es"), "common", "intro")).toBe("@es:common,intro");
    expect(pageTexts(dataRequest, "common", "intro")).toBe(textsFor("es", "common", "intro"));
    // A context without the flag (a unit test, any caller we do not know) gets the whole payload.
    expect(pageTexts({} as AppLoadContext, "intro")).toBe(textsFor("en", "intro"));
  });

  it("the server resolves its references without parsing or a page", () => {
    const reference = pageTexts(documentRequest("es"), "intro");
    expect(decodeTexts(reference)?.intro).toBe(CATALOGUES.es.intro);
    expect(createTranslate([reference])("intro.metaTitle")).toBe(CATALOGUES.es.intro.metaTitle);
  });

  it("the page gets one data block per payload its loader data names, in route order", () => {
    const root = pageTexts(documentRequest("en"), "common", "errors");
    const route = pageTexts(documentRequest("en"), "intro");
    const blocks = textsBlocksOf({
      root: { texts: root, csrf: "x" },
      "routes/_index": { texts: route },
      "routes/again": { texts: root },
      "routes/whole": { texts: textsFor("en", "form") },
      "routes/none": null,
      "routes/other": { texts: 42 },
    });
    expect(blocks.map((block) => block.id)).toEqual(["@en:common,errors", "@en:intro"]);
    expect(JSON.parse(blocks[0]!.json)).toEqual({ common: CATALOGUES.en.common, errors: CATALOGUES.en.errors });
    expect(JSON.parse(blocks[1]!.json)).toEqual({ intro: CATALOGUES.en.intro });
  });

  it("a block never carries '<' (it cannot close its script element) and reads as the catalogue", () => {
    expect(CATALOGUES.en.creditLine.offerApplied).toContain("<strong>");
    const [block] = textsBlocksOf({ "routes/credit-line": { texts: pageTexts(documentRequest("en"), "creditLine") } });
    expect(block!.json).not.toContain("<");
    expect(JSON.parse(block!.json)).toEqual({ creditLine: CATALOGUES.en.creditLine });
  });
});
