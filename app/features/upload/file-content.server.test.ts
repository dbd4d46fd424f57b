import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compoundFile,
  DOC,
  DOCX,
  DOCX_PARTS,
  DOCX_TYPE,
  EXE,
  GIF,
  JPEG,
  join,
  PDF,
  PNG,
  tiff,
  TIFF,
  zip,
  type ZipEntry,
} from "../../../test/document-files";
import { checkedFileType, DOCX_MAX_ENTRIES } from "./file-content.server";

const text = (s: string) => new TextEncoder().encode(s);
const check = (bytes: Uint8Array, name: string, type = "") => checkedFileType(bytes, { name, type });

describe("checkedFileType: name, declared type and content say one accepted type, and the content reads as it", () => {
  it.each([
    ["bill.pdf", "application/pdf", PDF, "application/pdf"],
    ["stub.png", "image/png", PNG, "image/png"],
    ["id.jpg", "image/jpeg", JPEG, "image/jpeg"],
    ["id.JPEG", "", JPEG, "image/jpeg"],
    ["bill.gif", "image/gif", GIF, "image/gif"],
    ["scan.tif", "image/tiff", TIFF, "image/tiff"],
    ["scan.tiff", "application/octet-stream", tiff({ width: 3, height: 2, bigEndian: true }), "image/tiff"],
    ["letter.doc", "application/msword", DOC, "application/msword"],
    ["letter.docx", DOCX_TYPE, DOCX, DOCX_TYPE],
    ["letter.docx", "", zip(DOCX_PARTS.map((part) => ({ ...part, deflate: false }))), DOCX_TYPE],
  ])("accepts %s (%j)", async (name, type, bytes, expected) => {
    expect(await check(bytes, name, type)).toBe(expected);
  });

  it("answers for any bytes after any accepted type's signature (never throws)", async () => {
    const starts: Array<[string, Uint8Array]> = [
      ["a.pdf", text("%PDF-1.4")],
      ["a.png", PNG.subarray(0, 16)],
      ["a.jpg", JPEG.subarray(0, 4)],
      ["a.gif", text("GIF89a")],
      ["a.tif", TIFF.subarray(0, 4)],
      ["a.doc", DOC.subarray(0, 512)],
      ["a.docx", DOCX.subarray(0, 30)],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...starts), fc.uint8Array({ maxLength: 3000 }), async ([name, start], rest) => {
        expect([null, expect.any(String)]).toContainEqual(await check(join(start, rest), name));
      }),
      { numRuns: 700 },
    );
  });

  // Issue 46, item 3: the type is no longer taken from the first bytes whatever the name says.
  describe("the name, the declared type and the content agree", () => {
    it.each([
      [
        "a GIF with a script, named statement.pdf",
        join(GIF, text("<script>alert(1)</script>")),
        "statement.pdf",
        "application/pdf",
      ],
      ["the same declared image/gif", join(GIF, text("<script>alert(1)</script>")), "statement.pdf", "image/gif"],
      [
        "a PDF holding HTML, named id.jpg",
        join(text("%PDF-1.4\n<html><script>x</script></html>\n"), PDF),
        "id.jpg",
        "image/jpeg",
      ],
      ["a JPEG named .png", JPEG, "stub.png", "image/png"],
      ["a PNG declared image/jpeg", PNG, "stub.png", "image/jpeg"],
      ["a PDF named .docx", PDF, "letter.docx", DOCX_TYPE],
      ["a DOC named .docx", DOC, "letter.docx", ""],
      ["a program named .pdf", EXE, "bill.pdf", "application/pdf"],
      ["a PDF without an extension", PDF, "bill", "application/pdf"],
    ])("refuses %s", async (_name, bytes, name, type) => {
      expect(await check(bytes, name, type)).toBeNull();
    });
  });

  describe("the content reads as its type", () => {
    const pngSized = (width: number, height: number) => {
      const out = PNG.slice();
      new DataView(out.buffer).setUint32(16, width);
      new DataView(out.buffer).setUint32(20, height);
      return out;
    };
    it.each([
      ["a PDF cut short (no %%EOF)", PDF.subarray(0, PDF.length - 8), "bill.pdf"],
      ["'%PDF-' then anything", text("%PDF-1.4 hello"), "bill.pdf"],
      ["a PDF whose %%EOF is far from the end", join(PDF, new Uint8Array(4096).fill(0x20)), "bill.pdf"],
      ["a PDF with %%EOF but no trailer or cross-reference pointer", text("%PDF-1.7\nhello\n%%EOF\n"), "bill.pdf"],
      ["a PNG signature without its header chunk", PNG.subarray(0, 12), "stub.png"],
      ["a PNG of width 0", pngSized(0, 1), "stub.png"],
      ["a PNG of height 0", pngSized(1, 0), "stub.png"],
      ["a JPEG start without a frame header", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), "id.jpg"],
      ["a GIF of 0×0", text("GIF89a\0\0\0\0\0\0\0;"), "bill.gif"],
      ["'GIF89a' alone", text("GIF89a"), "bill.gif"],
      ["a TIFF header without a directory", Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]), "scan.tif"],
      ["a TIFF of width 0", tiff({ width: 0 }), "scan.tif"],
      ["an OLE2 signature alone", DOC.subarray(0, 16), "letter.doc"],
      ["an OLE2 header cut after 512 bytes", DOC.subarray(0, 512), "letter.doc"],
      ["an OLE2 file of 128-byte sectors", compoundFile({ sectorShift: 7 }), "letter.doc"],
      ["an OLE2 file of version 4 with 512-byte sectors", compoundFile({ major: 4 }), "letter.doc"],
      ["an OLE2 file of 64 KB sectors", compoundFile({ sectorShift: 16 }), "letter.doc"],
      ["an OLE2 file without a Word stream (an Excel 97 workbook)", compoundFile({ stream: "Workbook" }), "letter.doc"],
      ["an OLE2 directory that does not start with its root", compoundFile({ rootType: 1 }), "letter.doc"],
    ])("refuses %s", async (_name, bytes, name) => {
      expect(await check(bytes, name)).toBeNull();
    });
  });

  // Issue 46, item 2: a DOCX is an OOXML package read through its ZIP central directory.
  describe("a DOCX is a Word package", () => {
    const docx = (extra: ZipEntry[], parts = DOCX_PARTS) => zip([...parts, ...extra]);
    const refuses = async (bytes: Uint8Array) => expect(await check(bytes, "letter.docx", DOCX_TYPE)).toBeNull();

    it("refuses a ZIP that names [Content_Types].xml and word/document.xml only in its comment", async () => {
      await refuses(zip([{ name: "readme.txt", data: "hello" }], "[Content_Types].xml word/document.xml"));
    });

    it("refuses a ZIP of a program and a page", async () => {
      await refuses(
        zip([
          { name: "setup.exe", data: EXE },
          { name: "index.html", data: "<script>x</script>" },
        ]),
      );
    });

    it.each([
      ["[Content_Types].xml", DOCX_PARTS.filter((p) => p.name !== "[Content_Types].xml")],
      ["word/document.xml", DOCX_PARTS.filter((p) => p.name !== "word/document.xml")],
    ])("refuses a package without %s", async (_part, parts) => {
      await refuses(zip(parts));
    });

    it.each([
      ["a program", "word/media/setup.exe"],
      ["a page", "word/page.html"],
      ["a script", "word/run.js"],
      ["a nested archive", "word/embeddings/more.zip"],
      ["a nested 7-Zip archive", "payload.7z"],
      ["macros", "word/vbaProject.bin"],
    ])("refuses a Word package carrying %s", async (_what, name) => {
      await refuses(docx([{ name, data: EXE }]));
    });

    it.each([
      ["encrypted", { encrypted: true, deflate: true }],
      ["compressed by a method Word does not use (bzip2)", { method: 12 }],
    ])("refuses a part %s", async (_what, how) => {
      await refuses(docx([{ name: "word/media/image1.png", data: PNG, ...how }]));
    });

    it("refuses two entries of one name (readers would disagree on which is the part)", async () => {
      await refuses(docx([{ name: "word/document.xml", data: "<w:document/>" }]));
    });

    it("refuses a name that climbs out of the package", async () => {
      await refuses(docx([{ name: "../evil.xml", data: "x" }]));
    });

    it("refuses a bomb that declares a huge expanded size (204 KB → 200 MB)", async () => {
      const data = randomBytes(204 * 1024);
      await refuses(docx([{ name: "word/media/a.bin", data, deflate: true, declaredSize: 200 * 1024 * 1024 }]));
    });

    it("refuses a bomb of compressed zeros (a ratio beyond 100)", async () => {
      await refuses(docx([{ name: "word/media/zeros.bin", data: new Uint8Array(20 * 1024 * 1024), deflate: true }]));
    });

    it("refuses parts that together expand beyond the bound, each at a sane ratio", async () => {
      const parts = Array.from({ length: 12 }, (_, i) => ({
        name: `word/media/image${i}.png`,
        data: randomBytes(100 * 1024),
        deflate: true,
        declaredSize: 9 * 1024 * 1024,
      }));
      await refuses(docx(parts));
    });

    it("accepts a package with images whose ratio is ordinary", async () => {
      const image = { name: "word/media/image1.png", data: join(PNG, randomBytes(2 * 1024 * 1024)), deflate: true };
      expect(await check(docx([image]), "letter.docx", DOCX_TYPE)).toBe(DOCX_TYPE);
    });

    it("refuses more entries than a Word document has", async () => {
      const many = Array.from({ length: DOCX_MAX_ENTRIES }, (_, i) => ({ name: `word/p${i}.xml`, data: "<p/>" }));
      await refuses(docx(many));
    });

    it("refuses a ZIP cut short (no central directory)", async () => {
      await refuses(DOCX.subarray(0, DOCX.length - 30));
    });
  });
});
