import { describe, expect, it } from "vitest";
import { ACCEPTED_TYPE_NAMES, UPLOAD_MAX_MB } from "~/domain/documents";
import { serverTranslate } from "./catalogues.server";

// Issue 46, item 11: every text that says which files are accepted says all of them, from the one list.
describe("the document pages' texts name every accepted type", () => {
  it.each(["en", "es"] as const)("%s", (locale) => {
    const t = serverTranslate(locale);
    const params = { types: t("documents.types"), maxMb: UPLOAD_MAX_MB };
    for (const key of ["documents.selectionHelp2", "documents.uploadLead", "documents.uploadHint"]) {
      const text = t(key, params);
      for (const name of ACCEPTED_TYPE_NAMES) expect.soft(text, key).toContain(name);
    }
  });
});
