import { describe, expect, it } from "vitest";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_INFO, proofLabel } from "~/domain/documents";
import { KNOWN_STATUS_CODES, statusLabel, UNKNOWN_STATUS_LABEL } from "~/domain/status-codes";
import { US_STATE_CODES } from "~/domain/us-states";
import { serverTranslate } from "./catalogues.server";
import {
  documentCategoryName,
  documentProofLabel,
  stateOptions,
  translateDocumentOption,
  translateStatusLabel,
} from "./labels.server";

const en = serverTranslate("en");
const es = serverTranslate("es");

describe("labels the domain gives in English (issue 16)", () => {
  it("every status list label has its key: English as the domain says it, Spanish of its own", () => {
    const labels = new Set([...KNOWN_STATUS_CODES.map((code) => statusLabel(code)), UNKNOWN_STATUS_LABEL]);
    for (const label of labels) {
      expect(translateStatusLabel(label, en), label).toBe(label);
      expect(translateStatusLabel(label, es), label).not.toBe(label);
    }
  });

  it("every document option, category name and proof label has its key", () => {
    for (const category of DOCUMENT_CATEGORIES) {
      const info = DOCUMENT_CATEGORY_INFO[category];
      expect(documentCategoryName(category, en)).toBe(info.label);
      expect(documentProofLabel(category, en)).toBe(proofLabel(category));
      expect(documentProofLabel(category, es)).toMatch(/^Comprobante de/);
      for (const option of info.options) {
        expect(translateDocumentOption(option, en), option).toBe(option);
        expect(translateDocumentOption(option, es), option).not.toBe(option);
      }
    }
  });
});

describe("stateOptions", () => {
  it("posts the code and shows the name in the page's language (Spanish review: 'New York' on a Spanish page)", () => {
    const es = stateOptions("es");
    expect(es.find((o) => o.value === "NY")?.label).toBe("Nueva York");
    expect(es.find((o) => o.value === "DC")?.label).toBe("Distrito de Columbia");
    expect(es.find((o) => o.value === "TX")?.label).toBe("Texas");
    expect(stateOptions("en").find((o) => o.value === "NY")?.label).toBe("New York");
  });

  it("offers every code once, in each language", () => {
    for (const locale of ["en", "es"] as const) {
      expect(
        stateOptions(locale)
          .map((o) => o.value)
          .sort(),
      ).toEqual([...US_STATE_CODES].sort());
    }
  });

  it("English keeps the domain's order; Spanish sorts its names, states and DC before the territories", () => {
    expect(stateOptions("en").map((o) => o.value)).toEqual(US_STATE_CODES);
    const es = stateOptions("es").map((o) => o.label);
    const firstTerritory = es.indexOf("Guam");
    expect(es.slice(0, firstTerritory)).toEqual(
      [...es.slice(0, firstTerritory)].sort((a, b) => a.localeCompare(b, "es")),
    );
    expect(es.indexOf("Nueva York")).toBeGreaterThan(es.indexOf("Nevada"));
    expect(es.indexOf("Nueva York")).toBeLessThan(es.indexOf("Ohio"));
    expect(es.indexOf("Puerto Rico")).toBeGreaterThan(es.indexOf("Wyoming"));
  });
});
