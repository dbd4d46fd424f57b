import { describe, expect, it } from "vitest";
import { conformErrors } from "../../../test/form";
import { UPLOAD_MAX_BYTES } from "../constants";
import { MSG_KEY } from "../messages";
import {
  ACCEPT_ATTRIBUTE,
  acceptedTypesText,
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_INFO,
  documentFieldNames,
  documentUploadSchema,
  fileProblem,
  isAcceptedFileType,
  isFileLike,
  isFlagSet,
  requestedCategories,
} from "./documents";
import { itAnswers } from "../../../test/table";

const fake = (name: string, size: number, type = "") => ({ name, size, type });

/** One test per [file name, declared type] row: the upload is accepted, or not. */
function itAccepts(accepted: boolean, title: string, files: Array<[string, string]>) {
  it.each(files)(title, (name, type) => {
    expect(isAcceptedFileType({ name, type })).toBe(accepted);
  });
}

describe("accepted files (SPEC §5, both lists: decision 0239)", () => {
  itAccepts(true, "%s (%j) is accepted", [
    ["scan.jpg", "image/jpeg"],
    ["scan.JPEG", "image/jpeg"],
    ["scan.png", "image/png"],
    ["scan.pdf", "application/pdf"],
    ["scan.pdf", ""],
    ["scan.pdf", "application/octet-stream"],
    ["scan.gif", "image/gif"],
    ["scan.doc", "application/msword"],
    ["scan.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["scan.tif", "image/tiff"],
    ["scan.TIFF", "image/tiff"],
  ]);

  itAccepts(false, "%s (%j) is refused", [
    ["scan.exe", "application/octet-stream"],
    ["scan.bmp", "image/bmp"],
    ["scan.zip", "application/zip"],
    ["scan", "image/png"],
    ["scan.pdf", "text/html"],
    ["pdf", "application/pdf"],
  ]);

  // Issue 46, item 3: the name and the declared type say one type, not any two of the list.
  itAccepts(false, "%s declared %j is refused", [
    ["statement.pdf", "image/gif"],
    ["id.jpg", "application/pdf"],
    ["stub.png", "image/jpeg"],
    ["letter.docx", "application/msword"],
    ["scan.tif", "image/png"],
  ]);

  it("the accept attribute lists the same types", () => {
    expect(ACCEPT_ATTRIBUTE).toBe(
      ".jpg,.jpeg,.png,.pdf,.gif,.tif,.tiff,.doc,.docx,image/jpeg,image/png,application/pdf,image/gif,image/tiff,application/msword," +
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("the pages name the types from the same list", () => {
    expect(acceptedTypesText("or")).toBe("JPEG, PNG, PDF, GIF, TIFF or Word (DOC, DOCX)");
  });

  itAnswers(fileProblem, "%j → %s", [
    [fake("a.pdf", 1), null],
    [fake("a.pdf", UPLOAD_MAX_BYTES), null],
    [fake("a.pdf", UPLOAD_MAX_BYTES + 1), MSG_KEY.fileTooBig],
    [fake("a.bmp", 10), MSG_KEY.fileWrongType],
    [fake("", 0), MSG_KEY.fileRequired],
    [fake("a.pdf", 0), MSG_KEY.fileRequired],
    [undefined, MSG_KEY.fileRequired],
    ["a.pdf", MSG_KEY.fileRequired],
  ]);

  it("10 MB is 10 × 1024 × 1024 bytes", () => {
    expect(UPLOAD_MAX_BYTES).toBe(10_485_760);
  });

  it("isFileLike", () => {
    expect(isFileLike(null)).toBe(false);
    expect(isFileLike({ name: "a", size: "1", type: "" })).toBe(false);
    expect(isFileLike(new File(["x"], "a.pdf"))).toBe(true);
  });
});

describe("requested categories", () => {
  it("reads the doC_*YN flags", () => {
    expect(
      requestedCategories({
        doC_IncomeYN: "Y",
        doC_NameYN: "N",
        doC_AddressYN: true,
        doC_SsnYN: "yes",
        doC_BankOwnershipYN: "1",
        doC_ItinYN: null,
      }),
    ).toEqual(["address", "ssn", "income", "bankOwnership"]);
    expect(requestedCategories(null)).toEqual([]);
  });
  itAnswers(isFlagSet, "flag %j → %s", [
    ["Y", true],
    ["y", true],
    [" TRUE ", true],
    [1, true],
    ["N", false],
    [false, false],
    [0, false],
    [undefined, false],
  ]);
  it("every category has a flag, an upload name and options", () => {
    for (const c of DOCUMENT_CATEGORIES) {
      const info = DOCUMENT_CATEGORY_INFO[c];
      expect(info.flag).toMatch(/^doC_\w+YN$/);
      expect(info.options.length).toBeGreaterThan(0);
    }
  });
});

describe("document upload form", () => {
  const schema = documentUploadSchema(["address", "income"]);
  const pdf = () => new File(["%PDF-1.4"], "statement.pdf", { type: "application/pdf" });

  it("yields one upload per category", () => {
    const result = schema.parse({
      addressDocumentType: "Utility bill",
      addressFile: fake("bill.png", 100, "image/png"),
      incomeDocumentType: "Pay stub",
      incomeFile: fake("stub.pdf", 100, "application/pdf"),
    });
    expect(result.map((d) => [d.category, d.uploadCategory, d.documentType, d.file.name])).toEqual([
      ["address", "Address", "Utility bill", "bill.png"],
      ["income", "Income", "Pay stub", "stub.pdf"],
    ]);
  });

  it("through Conform with real files and an empty file input", () => {
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(
      conformErrors(schema, {
        addressDocumentType: "Utility bill",
        addressFile: pdf(),
        incomeDocumentType: "",
        incomeFile: empty,
      }),
    ).toEqual({ incomeDocumentType: MSG_KEY.documentTypeRequired, incomeFile: MSG_KEY.fileRequired });
  });

  it("a type from another category's list is refused", () => {
    expect(
      conformErrors(schema, {
        addressDocumentType: "Pay stub",
        addressFile: pdf(),
        incomeDocumentType: "Pay stub",
        incomeFile: pdf(),
      }),
    ).toEqual({ addressDocumentType: MSG_KEY.documentTypeRequired });
  });

  it("field names", () => {
    expect(documentFieldNames("dateOfBirth")).toEqual({
      documentType: "dateOfBirthDocumentType",
      file: "dateOfBirthFile",
    });
  });
});
