// @vitest-environment jsdom
/**
 * In the browser a reference is read from the page's data block of that id (ADR 0160): parsed once,
 * and a missing block (a broken page) shows the keys rather than failing the render.
 */
import { afterEach, describe, expect, it } from "vitest";
import { createTranslate, decodeTexts, type TextsPayload } from "./translate";

function block(id: string, json: string) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = id;
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => {
  document.head.replaceChildren();
});

describe("a texts reference in the browser", () => {
  it("reads the page's data block of that id, once", () => {
    block("@es:sample", JSON.stringify({ sample: { title: "Hola <b>{{name}}</b>" } }));
    const reference = "@es:sample" as TextsPayload;
    const texts = decodeTexts(reference);
    expect(texts).toEqual({ sample: { title: "Hola <b>{{name}}</b>" } });
    document.head.replaceChildren();
    expect(decodeTexts(reference)).toBe(texts);
    expect(createTranslate([reference])("sample.title", { name: "Ana" })).toBe("Hola <b>Ana</b>");
  });

  it("stays resolved once read, however many other payloads the page decodes after it", () => {
    block("@en:kept", JSON.stringify({ kept: { title: "Still here" } }));
    const reference = "@en:kept" as TextsPayload;
    expect(decodeTexts(reference)?.kept?.title).toBe("Still here");
    // React builds <html> anew after an error: the block is gone; client navigations bring payloads.
    document.head.replaceChildren();
    for (let i = 0; i < 200; i++) decodeTexts(JSON.stringify({ other: { n: String(i) } }) as TextsPayload);
    expect(createTranslate([reference])("kept.title")).toBe("Still here");
  });

  it("without its block gives no texts: the keys show, nothing throws", () => {
    const reference = "@en:missing" as TextsPayload;
    expect(decodeTexts(reference)).toBeUndefined();
    expect(createTranslate([reference])("missing.title")).toBe("missing.title");
  });
});
