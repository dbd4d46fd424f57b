import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MOCK_BANK_URL } from "../../mocks/handlers";
import { DOC, DOCX, DOCX_TYPE, EXE, GIF, JPEG, PDF, PNG, TIFF } from "../../test/document-files";
import { DOCX_PARTS, join, pdfOfSize, tiff, zip } from "../../test/document-files";
import { MSG, MSG_KEY } from "~/domain/messages";
import { REFUSALS } from "~/domain/refusals";
import { UPLOAD_MAX_BYTES } from "~/domain/constants";
import { nextRequest, type Visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { chosenApplication, expectFormRefused, useReturningHarness } from "../../test/returning-harness";
import { action as selectAction, loader as selectLoader } from "./document-selection";
import { action as uploadAction, loader as uploadLoader } from "./document-upload";

const h = useReturningHarness();

const ZIP = zip([{ name: "setup.exe", data: EXE }], "[Content_Types].xml word/document.xml");
const TIFF_BE = tiff({ bigEndian: true });
const text = (s: string) => new TextEncoder().encode(s);

const chosen = (tag = "wt_doc") => chosenApplication(h, tag);

function select(v: Visitor, fields: Record<string, string>) {
  return posted(selectAction, "/document-selection", v.context, { csrf: v.session.data.csrf, ...fields });
}

/** A documents-requested applicant who has chosen a document type for address and income. */
async function readyToUpload() {
  const v = await chosen();
  expectRedirect(
    (await select(v, { addressDocumentType: "Utility bill", incomeDocumentType: "Pay stub" })).response,
    "/document-upload",
  );
  // As the selection's request ends: the upload reads the stored session (one upload at a time).
  await v.session.save();
  h.requests.length = 0;
  return v;
}

type Part = string | { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };

/** A real multipart request, as a browser sends it. */
function multipart(v: Visitor, parts: Record<string, Part | undefined>, withCsrf = true) {
  const form = new FormData();
  if (withCsrf) form.append("csrf", v.session.data.csrf);
  for (const [key, part] of Object.entries(parts)) {
    if (part === undefined) continue;
    if (typeof part === "string") form.append(key, part);
    else form.append(key, new File([part.bytes], part.name, { type: part.type ?? "" }));
  }
  return new Request("http://localhost/document-upload", { method: "POST", body: form });
}

function upload(v: Visitor, parts: Record<string, Part | undefined>, withCsrf = true) {
  return settle(uploadAction({ request: multipart(v, parts, withCsrf), context: v.context, params: {} }));
}

const TYPES = { addressDocumentType: "Utility bill", incomeDocumentType: "Pay stub" };
const GOOD = {
  ...TYPES,
  addressFile: { bytes: PDF, name: "bill.pdf", type: "application/pdf" },
  incomeFile: { bytes: PNG, name: "stub.png", type: "image/png" },
};

describe("document-selection", () => {
  it("offers a type list per requested category", async () => {
    const v = await chosen();
    const page = await dataOf(selectLoader({ request: get("/document-selection"), context: v.context, params: {} }));
    expect(page.categories.map((c) => c.category)).toEqual(["address", "income"]);
    expect(page.categories[1]?.options).toContainEqual({ value: "Pay stub", label: "Pay stub" });
    expect(page.backHref).toBe("/documents-requested");
  });

  it("keeps the chosen types and goes to the upload page", async () => {
    const v = await chosen();
    const { response } = await select(v, TYPES);
    expectRedirect(response, "/document-upload");
    expect(v.session.data.documentTypes).toEqual({ address: "Utility bill", income: "Pay stub" });
  });

  it.each([
    [
      "nothing chosen",
      {},
      { addressDocumentType: [MSG.documentTypeRequired], incomeDocumentType: [MSG.documentTypeRequired] },
    ],
    ["one missing", { addressDocumentType: "Utility bill" }, { incomeDocumentType: [MSG.documentTypeRequired] }],
    [
      "a type of another category",
      { addressDocumentType: "Pay stub", incomeDocumentType: "Pay stub" },
      { addressDocumentType: [MSG.documentTypeRequired] },
    ],
  ])("%s: back with SPEC's rule", async (_name, fields, errors) => {
    const v = await chosen();
    expectRedirect((await select(v, fields)).response, "/document-selection");
    expect(v.session.data.formResult?.result).toMatchObject({ status: "error", error: errors });
    expect(v.session.data.documentTypes).toBeUndefined();
  });

  it("an application without requested documents goes to its own screen", async () => {
    const v = await chosen("wt_fnd");
    expectRedirect(
      (await settle(selectLoader({ request: get("/"), context: v.context, params: {} }))).response,
      "/app-approved-waiting-for-funds",
    );
  });

  it("the upload page needs the types first", async () => {
    const v = await chosen();
    expectRedirect(
      (await settle(uploadLoader({ request: get("/"), context: v.context, params: {} }))).response,
      "/document-selection",
      302,
    );
  });
});

describe("document-upload action", () => {
  it("uploads a file per category by multipart and says the documents are being processed", async () => {
    const v = await readyToUpload();
    const { response } = await upload(v, GOOD);
    expectRedirect(response, "/app-pending-manual-document-review");
    expect(h.paths()).toEqual(["/api/application/uploaddocuments"]);
    const app = h.bank.applications.get(v.applicationId)!;
    expect(app.status).toBe("UI_MDR");
    expect(
      app.documents.map((d) => ({
        category: d.category,
        name: d.name,
        fileName: d.fileName,
        contentType: d.contentType,
        size: d.size,
      })),
    ).toEqual([
      {
        category: "Address",
        name: "Utility bill",
        fileName: "bill.pdf",
        contentType: "application/pdf",
        size: PDF.byteLength,
      },
      { category: "Income", name: "Pay stub", fileName: "stub.png", contentType: "image/png", size: PNG.byteLength },
    ]);
    expect(v.session.data.selectedApplication?.responseCode).toBe("UI_MDR");
    expect(v.session.data.documentTypes).toBeUndefined();
    expect(v.session.data.notice).toEqual({
      path: "/app-pending-manual-document-review",
      text: MSG_KEY.documentsReceived,
    });
  });

  // SPEC §5: 'jpeg, gif, png, pdf, doc, docx' and '.jpg, .jpeg, .png, .tif, pdf' (the union, ADR 0239).
  it.each([
    ["GIF", GIF, "bill.gif", "image/gif"],
    ["TIFF (II*)", TIFF, "bill.tif", "image/tiff"],
    ["TIFF (MM*)", TIFF_BE, "bill.tiff", "image/tiff"],
    ["DOC", DOC, "bill.doc", "application/msword"],
    ["DOCX", DOCX, "bill.docx", DOCX_TYPE],
  ])("a %s is uploaded as its type", async (_name, bytes, name, type) => {
    const v = await readyToUpload();
    const { response } = await upload(v, { ...GOOD, addressFile: { bytes, name, type: "" } });
    expectRedirect(response, "/app-pending-manual-document-review");
    expect(h.bank.applications.get(v.applicationId)!.documents[0]).toMatchObject({
      fileName: name,
      contentType: type,
      size: bytes.byteLength,
    });
  });

  it("a JPEG (.jpg, .jpeg) is uploaded as image/jpeg", async () => {
    const v = await readyToUpload();
    await upload(v, {
      ...TYPES,
      addressFile: { bytes: JPEG, name: "bill.jpg", type: "image/jpeg" },
      incomeFile: { bytes: JPEG, name: "stub.JPEG", type: "" },
    });
    expect(h.bank.applications.get(v.applicationId)!.documents.map((d) => d.contentType)).toEqual([
      "image/jpeg",
      "image/jpeg",
    ]);
  });

  it.each([
    ["no files", { ...TYPES }, { addressFile: [MSG.fileRequired], incomeFile: [MSG.fileRequired] }],
    [
      "an empty file",
      { ...GOOD, incomeFile: { bytes: new Uint8Array(), name: "", type: "application/octet-stream" } },
      { incomeFile: [MSG.fileRequired] },
    ],
    [
      "a program renamed .pdf",
      { ...GOOD, addressFile: { bytes: EXE, name: "bill.pdf", type: "application/pdf" } },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "a .exe",
      { ...GOOD, addressFile: { bytes: EXE, name: "setup.exe", type: "application/x-msdownload" } },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "text named .gif",
      { ...GOOD, addressFile: { bytes: new TextEncoder().encode("GIF"), name: "bill.gif", type: "image/gif" } },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "a ZIP naming the Word parts only in its comment, named .docx",
      { ...GOOD, addressFile: { bytes: ZIP, name: "bill.docx", type: DOCX_TYPE } },
      { addressFile: [MSG.fileWrongType] },
    ],
    // Issue 46, item 3: the name, the declared type and the content say one type, and the content reads as it.
    [
      "a JPEG named .png",
      { ...GOOD, incomeFile: { bytes: JPEG, name: "stub.png", type: "image/png" } },
      { incomeFile: [MSG.fileWrongType] },
    ],
    [
      "a GIF with a script named statement.pdf",
      {
        ...GOOD,
        addressFile: { bytes: join(GIF, text("<script>x</script>")), name: "statement.pdf", type: "application/pdf" },
      },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "a PDF holding HTML named id.jpg",
      {
        ...GOOD,
        addressFile: {
          bytes: join(text("%PDF-1.4\n<html><script>x</script></html>\n"), PDF),
          name: "id.jpg",
          type: "image/jpeg",
        },
      },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "a PDF without its end",
      { ...GOOD, addressFile: { bytes: text("%PDF-1.4\n<html>"), name: "bill.pdf", type: "application/pdf" } },
      { addressFile: [MSG.fileWrongType] },
    ],
    // Issue 46, item 2: a DOCX is a Word package, read through its ZIP directory.
    [
      "a ZIP of a program and a page named .docx",
      {
        ...GOOD,
        addressFile: {
          bytes: zip([
            { name: "setup.exe", data: EXE },
            { name: "index.html", data: "<script>x</script>" },
          ]),
          name: "bill.docx",
          type: DOCX_TYPE,
        },
      },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "a Word package that expands to 200 MB",
      {
        ...GOOD,
        addressFile: {
          bytes: zip([
            ...DOCX_PARTS,
            { name: "word/media/a.bin", data: new Uint8Array(1024), deflate: true, declaredSize: 200 * 1024 * 1024 },
          ]),
          name: "bill.docx",
          type: DOCX_TYPE,
        },
      },
      { addressFile: [MSG.fileWrongType] },
    ],
    [
      "text named .pdf",
      { ...GOOD, incomeFile: { bytes: new TextEncoder().encode("hello"), name: "a.pdf", type: "application/pdf" } },
      { incomeFile: [MSG.fileWrongType] },
    ],
    [
      "no document type",
      { ...GOOD, incomeDocumentType: undefined },
      { incomeDocumentType: [MSG.documentTypeRequired] },
    ],
  ])("%s: back to the form, nothing sent to the bank", async (_name, parts, errors) => {
    const v = await readyToUpload();
    const { response } = await upload(v, parts as Record<string, Part | undefined>);
    expectFormRefused(h, v, { response, path: "/document-upload", errors, status: "WT_DOC" });
  });

  it("the errors in the page's order, whichever check found them (the summary reads them so)", async () => {
    const v = await readyToUpload();
    // The address file's type is found by its content, after the schema found the income file missing.
    await upload(v, { ...TYPES, addressFile: { bytes: EXE, name: "bill.pdf", type: "application/pdf" } });
    const error = v.session.data.formResult?.result.error as Record<string, string[]>;
    expect(Object.keys(error)).toEqual(["addressFile", "incomeFile"]);
    expect(error).toEqual({ addressFile: [MSG.fileWrongType], incomeFile: [MSG.fileRequired] });
  });

  it("a file over 10 MB: 'File is too big!' (read and dropped, never held whole)", async () => {
    const v = await readyToUpload();
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PDF);
    const { response } = await upload(v, {
      ...GOOD,
      addressFile: { bytes: big, name: "big.pdf", type: "application/pdf" },
    });
    expectRedirect(response, "/document-upload");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { addressFile: [MSG.fileTooBig] } });
    expect(v.session.data.formResult?.result.error).not.toHaveProperty("incomeFile");
    expect(h.requests).toHaveLength(0);
  });

  it("a file of exactly 10 MB is accepted", async () => {
    const v = await readyToUpload();
    const max = pdfOfSize(UPLOAD_MAX_BYTES);
    expectRedirect(
      (await upload(v, { ...GOOD, addressFile: { bytes: max, name: "max.pdf", type: "application/pdf" } })).response,
      "/app-pending-manual-document-review",
    );
  });

  it("the bank refusing the files: SPEC's upload-failed page (with its retry)", async () => {
    const v = await readyToUpload();
    const { response } = await upload(v, {
      ...GOOD,
      addressFile: { bytes: PDF, name: "fail-bill.pdf", type: "application/pdf" },
    });
    expectRedirect(response, "/error?reason=document-upload-failed");
    expect(v.session.data.documentTypes).toEqual({ address: "Utility bill", income: "Pay stub" });
  });

  it.each(["500", "400", "malformed"] as const)("the bank answering %s: the upload-failed page", async (kind) => {
    const v = await readyToUpload();
    h.bank.faults.uploaddocuments = { kind };
    expectRedirect((await upload(v, GOOD)).response, "/error?reason=document-upload-failed");
  });

  it("the bank out of reach (network error): 'unable to access your application'", async () => {
    const v = await readyToUpload();
    h.use(http.post(`${MOCK_BANK_URL}/api/application/uploaddocuments`, () => HttpResponse.error()));
    expectRedirect((await upload(v, GOOD)).response, "/error?reason=api-unavailable");
    expect(h.bank.applications.get(v.applicationId)?.status).toBe("WT_DOC");
  });

  it("401 ends the session", async () => {
    const v = await readyToUpload();
    h.bank.faults.uploaddocuments = { kind: "401" };
    expectRedirect((await upload(v, GOOD)).response, "/session-expired");
  });

  it("refuses a post without the CSRF token", async () => {
    const v = await readyToUpload();
    const { response, thrown } = await upload(v, GOOD, false);
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(h.requests).toHaveLength(0);
  });

  it("refuses a body that is not multipart", async () => {
    const v = await readyToUpload();
    const { response, thrown } = await posted(uploadAction, "/document-upload", v.context, {
      csrf: v.session.data.csrf,
    });
    expect(thrown).toBe(true);
    expect(response.status).toBe(400);
  });

  // One readPost for forms and uploads (ADR 0055): the upload's text fields are declared like any form's.
  it.each([
    ["an undeclared text field", [["comment", "hello"]]],
    ["a document type posted twice", [["addressDocumentType", "Utility bill"]]],
  ])("refuses %s (400), nothing sent to the bank", async (_name, extra) => {
    const v = await readyToUpload();
    const request = multipart(v, GOOD);
    const form = await request.formData();
    for (const [key, value] of extra as [string, string][]) form.append(key, value);
    const { response, thrown } = await settle(
      uploadAction({
        request: new Request(request.url, { method: "POST", body: form }),
        context: v.context,
        params: {},
      }),
    );
    expect([thrown, response.status]).toEqual([true, 400]);
    expect(await response.text()).toBe(REFUSALS.unexpected);
    expect(h.requests).toHaveLength(0);
  });

  it("refuses a filled honeypot (400), nothing sent to the bank", async () => {
    const v = await readyToUpload();
    const { response, thrown } = await upload(v, { website: "spam.example", ...GOOD });
    expect([thrown, response.status]).toEqual([true, 400]);
    expect(await response.text()).toBe(REFUSALS.refused);
    expect(h.requests).toHaveLength(0);
  });

  it("an undeclared file field: refused (400), nothing sent to the bank", async () => {
    const v = await readyToUpload();
    const { response, thrown } = await upload(v, {
      ...GOOD,
      otherFile: { bytes: PDF, name: "x.pdf", type: "application/pdf" },
    });
    expect([thrown, response.status]).toEqual([true, 400]);
    expect(await response.text()).toBe(REFUSALS.unexpected);
    expect(h.requests).toHaveLength(0);
  });

  // Each rule holds at the part that breaks it (ADR 0055): a hostile body is not read to its end.
  describe("a hostile body stops at its first part that does not belong", () => {
    const PART_BYTES = 64 * 1024;
    const BODY_BYTES = 40 * 1024 * 1024;

    /** A multipart body of `head` then filler parts up to BODY_BYTES, made as it is read; `pulled` counts what was. */
    function streamed(head: string, filler: (n: number) => string) {
      const encoder = new TextEncoder();
      const read = { bytes: 0 };
      let n = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const text = n === 0 ? head : read.bytes >= BODY_BYTES ? "--b--\r\n" : filler(n);
          const chunk = encoder.encode(text);
          read.bytes += chunk.byteLength;
          controller.enqueue(chunk);
          if (text.startsWith("--b--")) controller.close();
          n += 1;
        },
      });
      const request = new Request("http://localhost/document-upload", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body,
        duplex: "half",
      } as RequestInit);
      return { request, read };
    }
    const text = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (name: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-${"x".repeat(PART_BYTES)}\r\n`;
    const emptyParts = () => text("a", "").repeat(PART_BYTES / 64);

    async function send(v: Visitor, head: string, filler: (n: number) => string) {
      const { request, read } = streamed(head, filler);
      const { response, thrown } = await settle(uploadAction({ request, context: v.context, params: {} }));
      return { status: response.status, thrown, body: await response.text(), read: read.bytes };
    }

    it("parts before the token: refused (403) at the first", async () => {
      const v = await readyToUpload();
      const answer = await send(v, emptyParts(), emptyParts);
      expect([answer.thrown, answer.status, answer.body]).toEqual([true, 403, REFUSALS.expired]);
      expect(answer.read).toBeLessThan(1024 * 1024);
      expect(h.requests).toHaveLength(0);
    });

    it("files behind a wrong token: refused (403) before they are read", async () => {
      const v = await readyToUpload();
      const answer = await send(v, text("csrf", "not-the-token"), () => file("addressFile"));
      expect([answer.thrown, answer.status, answer.body]).toEqual([true, 403, REFUSALS.expired]);
      expect(answer.read).toBeLessThan(1024 * 1024);
    });

    it("many parts of an undeclared name behind the right token: refused (400) at the first", async () => {
      const v = await readyToUpload();
      const answer = await send(v, text("csrf", v.session.data.csrf), emptyParts);
      expect([answer.thrown, answer.status, answer.body]).toEqual([true, 400, REFUSALS.unexpected]);
      expect(answer.read).toBeLessThan(1024 * 1024);
    });

    it("a text field past its 4 KB: refused (413) there", async () => {
      const v = await readyToUpload();
      const long = `--b\r\nContent-Disposition: form-data; name="addressDocumentType"\r\n\r\n`;
      const answer = await send(v, text("csrf", v.session.data.csrf) + long, () => "x".repeat(PART_BYTES));
      expect([answer.thrown, answer.status, answer.body]).toEqual([true, 413, REFUSALS.tooLarge]);
      expect(answer.read).toBeLessThan(1024 * 1024);
    });
  });
});

/**
 * One upload at a time per session (attacker review): posts sent at once each held their files in
 * memory and all went to the bank (20 posts of 2 × 10 MB: 20 uploaddocuments calls, RSS 109 → 379 MB).
 */
describe("document-upload: one at a time per session", () => {
  it("posts sent at once: one upload at the bank; the others wait, unread, and go where it went", async () => {
    const v = await readyToUpload();
    // Each post its own request: the session loaded from the store, as the server does.
    const posts = await Promise.all([nextRequest(h, v), nextRequest(h, v), nextRequest(h, v)]);
    const answers = await Promise.all(
      posts.map((p) => settle(uploadAction({ request: multipart(p, GOOD), context: p.context, params: {} }))),
    );
    for (const { response } of answers) expectRedirect(response, "/app-pending-manual-document-review");
    expect(h.paths()).toEqual(["/api/application/uploaddocuments"]);
  });

  it("a post after the upload was taken sends nothing again", async () => {
    const v = await readyToUpload();
    const stale = await nextRequest(h, v);
    expectRedirect((await upload(v, GOOD)).response, "/app-pending-manual-document-review");
    await v.session.save();
    // A page loaded before the upload (its session still lists the documents) posts again.
    const again = await settle(uploadAction({ request: multipart(stale, GOOD), context: stale.context, params: {} }));
    expectRedirect(again.response, "/app-pending-manual-document-review");
    expect(h.paths()).toEqual(["/api/application/uploaddocuments"]);
  });
});
