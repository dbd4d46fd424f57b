import { describe, expect, it } from "vitest";
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_INFO, proofLabel } from "~/domain/documents";
import { KNOWN_STATUS_CODES, statusLabel, UNKNOWN_STATUS_LABEL } from "~/domain/status-codes";
import { serverTranslate } from "./catalogues.server";
import {
  documentCategoryName,
  documentProofLabel,
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
