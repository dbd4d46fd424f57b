import { expect, test, type Page } from "@playwright/test";
import { resetMock } from "./support/mock";
import {
  checkStatus,
  chooseFiles,
  PDF,
  expectFieldError,
  pdfNamed,
  personaEmail,
  reachUpload,
  statusViewTarget,
} from "./support/status";
import { expectNoAxeViolations } from "./support/axe";
import { EXE, PNG } from "../test/document-files";

/** The start of a Windows program ('MZ'), renamed to look like a PDF. */
const EXECUTABLE = Buffer.from(EXE);

const INCOME = "incomeFile";
const ADDRESS = "addressFile";

async function upload(page: Page) {
  await page.getByRole("button", { name: "Upload documents" }).click();
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test("documents requested lists the categories and starts the identification process @no-js-only", async ({
  page,
}, testInfo) => {
  await checkStatus(page, testInfo, personaEmail("wt_doc"));
  await expect(page.locator(".status-list li")).toHaveText(["Address", "Income"]);
  await page.getByRole("link", { name: "Start Identification Process" }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your documents" })).toBeVisible();
  await page.locator(".help-tray__summary").click();
  await expect(page.locator(".help-tray__body")).toContainText(
    "Files must be JPEG, PNG, PDF, GIF, TIFF or Word (DOC, DOCX), up to 10 MB each.",
  );
  await expect(page.getByLabel("Proof of address").locator("option")).toHaveText([
    "Select a document",
    "Utility bill",
    "Lease or mortgage statement",
    "Bank statement",
    "Driver's license or state ID",
  ]);
  await expectNoAxeViolations(page, "document selection");

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await expectFieldError(
    page,
    "addressDocumentType",
    "Please select a document type.",
    "Proof of address: Please select a document type.",
  );
  await expectFieldError(
    page,
    "incomeDocumentType",
    "Please select a document type.",
    "Proof of income: Please select a document type.",
  );
  await expectNoAxeViolations(page, "document selection, errors");
});

test("a valid PDF and PNG are uploaded and being processed", async ({ page }, testInfo) => {
  await reachUpload(page, testInfo);
  // SPEC §5's two lists, as one (ADR 0239): which types are taken is app/routes/document-upload.test.ts's.
  await expect(page.getByLabel("Upload your Utility bill")).toHaveAttribute("accept", /\.pdf.*\.gif.*\.tif.*\.docx/);
  await expectNoAxeViolations(page, "document upload");
  await chooseFiles(page, pdfNamed("utility-bill.pdf"), {
    name: "paystub.png",
    mimeType: "image/png",
    buffer: Buffer.from(PNG),
  });
  await upload(page);
  await expect(page).toHaveURL(/\/app-pending-manual-document-review$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you. We received your documents and they are being processed." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "We received your documents" })).toBeVisible();
  await expectNoAxeViolations(page, "documents received");
});

test("no file: both files are required @no-js-only", async ({ page }, testInfo) => {
  await reachUpload(page, testInfo);
  await upload(page);
  await expect(page).toHaveURL(/\/document-upload$/);
  await expectFieldError(
    page,
    ADDRESS,
    "Please choose a file to upload.",
    "Proof of address: Please choose a file to upload.",
  );
  await expectFieldError(
    page,
    INCOME,
    "Please choose a file to upload.",
    "Proof of income: Please choose a file to upload.",
  );
  await expectNoAxeViolations(page, "document upload, errors");
});

// The real 10 MB form post; the limit itself is the route's (app/routes/document-upload.test.ts).
test("a file over 10 MB is refused: 'File is too big!' @no-js-only", async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await reachUpload(page, testInfo);
  const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
  await chooseFiles(page, { name: "big.pdf", mimeType: "application/pdf", buffer: big });
  await upload(page);
  await expect(page).toHaveURL(/\/document-upload$/);
  await expectFieldError(page, ADDRESS, "File is too big!", "Proof of address: File is too big!");
});

test("a program renamed to .pdf is refused by its content: 'Wrong file type' @no-js-only", async ({
  page,
}, testInfo) => {
  await reachUpload(page, testInfo);
  await chooseFiles(page, { name: "utility-bill.pdf", mimeType: "application/pdf", buffer: EXECUTABLE });
  await upload(page);
  await expect(page).toHaveURL(/\/document-upload$/);
  await expectFieldError(page, ADDRESS, "Wrong file type", "Proof of address: Wrong file type");
  // The good file's field has no error; nothing was sent to the bank (the status is unchanged).
  await expect(
    page
      .locator(".field")
      .filter({ has: page.locator(`[name="${INCOME}"]`) })
      .locator(".field__error"),
  ).toHaveCount(0);
  expect(await statusViewTarget(page)).toBe("/documents-requested");
});

test("the bank refusing the files shows SPEC's failure page with a retry @no-js-only", async ({ page }, testInfo) => {
  await reachUpload(page, testInfo);
  // docs/mock.md: a file whose name starts with 'fail' is refused.
  await chooseFiles(page, pdfNamed("fail-bill.pdf"));
  await upload(page);
  await expect(page).toHaveURL(/\/error\?reason=document-upload-failed$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Document upload was unsuccessful, please try again" }),
  ).toBeVisible();
  await expectNoAxeViolations(page, "upload failed");
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  // The choices are kept for the retry.
  await expect(page.getByLabel("Proof of address")).toHaveValue("Utility bill");
});
