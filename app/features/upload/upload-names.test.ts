import { describe, expect, it } from "vitest";
import { safeFileName } from "./upload.server";
import { itAnswers } from "../../../test/table";

describe("safeFileName", () => {
  itAnswers(safeFileName, "%j becomes %j", [
    ["../../etc/passwd.pdf", "passwd.pdf"],
    ["C:\\Users\\jane\\scan.png", "scan.png"],
    ["..\\..\\boot.ini", "boot.ini"],
    [".hidden.pdf", "hidden.pdf"],
    ["pay stub (May).pdf", "pay stub _May_.pdf"],
    ["résumé.pdf", "r_sum_.pdf"],
    ["a\u0000b.pdf", "a_b.pdf"],
    ["", "document"],
    ["../", "document"],
  ]);

  it("keeps at most 100 characters, the end (with the extension)", () => {
    const name = safeFileName(`${"x".repeat(300)}.pdf`);
    expect(name).toHaveLength(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});
