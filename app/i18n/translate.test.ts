import { describe, expect, it } from "vitest";
import { createTranslate, encodeTexts, interpolate } from "./translate";

describe("interpolate", () => {
  it("fills every placeholder, spaced or not, as often as it appears", () => {
    expect(interpolate("{{card}}: {{ apr }}% — {{card}}", { card: "Plus", apr: 24.99 })).toBe("Plus: 24.99% — Plus");
  });

  it("leaves a placeholder without a value as it was written", () => {
    expect(interpolate("Hi {{ name }}, {{other}}", { other: "x" })).toBe("Hi {{ name }}, x");
  });

  it("gives the template itself without values, and text without placeholders as it is", () => {
    expect(interpolate("Hi {{name}}")).toBe("Hi {{name}}");
    expect(interpolate("No gaps here", { name: "x" })).toBe("No gaps here");
    expect(interpolate("", { name: "x" })).toBe("");
  });

  it("puts values in literally: no replacement patterns, no second pass", () => {
    expect(interpolate("{{a}}|{{b}}", { a: "$& $1 $$", b: "{{a}}" })).toBe("$& $1 $$|{{a}}");
  });

  it("gives the same text the second time (templates are cut once)", () => {
    const template = "{{n}} of {{m}}";
    expect(interpolate(template, { n: 1, m: 9 })).toBe("1 of 9");
    expect(interpolate(template, { n: 2, m: 9 })).toBe("2 of 9");
  });
});

describe("createTranslate", () => {
  const frame = { common: { title: "Frame", only: "Frame only" } };
  const page = { common: { title: "Page" }, step: { lead: "Step {{n}}" } };

  it("reads the nearest source that has the key, then the ones before it", () => {
    const t = createTranslate([frame, undefined, page]);
    expect(t("common.title")).toBe("Page");
    expect(t("common.only")).toBe("Frame only");
    expect(t("step.lead", { n: 3 })).toBe("Step 3");
  });

  it("shows the key of a text it was not given, also one an object's prototype has", () => {
    const t = createTranslate([frame]);
    expect(t("step.missing")).toBe("step.missing");
    for (const key of ["common.toString", "constructor.name", "common.__proto__", "__proto__.x"])
      expect(t(key)).toBe(key);
  });

  it("reads a payload the server made as it reads the texts themselves", () => {
    expect(createTranslate([encodeTexts(page)])("step.lead", { n: 1 })).toBe("Step 1");
  });
});
