import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { enterOtp, VALID_CODE } from "./flow";
import { waitForHydration } from "./project";
import { expectInvalid } from "./steps";

/** Any last 4 digits work for a persona email (docs/mock.md: the status check seeds its application). */
export const LAST4 = "1234";

/** A persona email: `jordan+<tag>@example.com` (docs/mock.md § Personas). */
export function personaEmail(tag: string, local = "jordan"): string {
  return `${local}+${tag}@example.com`;
}

/** Opens the status check form and sends it. Fields left undefined are not touched. */
export async function sendStatusCheck(page: Page, emailAddress?: string, last4?: string): Promise<void> {
  await page.goto("/check-application-status");
  await expect(page.getByRole("heading", { level: 1, name: "Check your application status" })).toBeVisible();
  if (emailAddress !== undefined) await page.locator('form [name="emailAddress"]').fill(emailAddress);
  if (last4 !== undefined) await page.locator('form [name="last4SSN"]').fill(last4);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Check My Application Status" }).click();
}

/** The whole status check: form, code, and the screen the application's status leads to. */
export async function checkStatus(page: Page, testInfo: TestInfo, emailAddress: string, last4 = LAST4): Promise<void> {
  await sendStatusCheck(page, emailAddress, last4);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your verification code" })).toBeVisible();
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).not.toHaveURL(/\/otp-check$/);
}

/**
 * A session that has just submitted its application (as the terms screen would), through the mock's
 * test-only seeding: POST /__mock/session, then POST /__mock/submission. The email's tag decides
 * the response code.
 */
export async function seedSubmittedApplication(request: APIRequestContext, emailAddress: string) {
  const seeded = await request.post("/__mock/session", {
    data: {
      draft: {
        cardType: "basic",
        emailAddress,
        housingPayment: 1200,
        annualIncome: 52000,
        calculatedIncome: 28800,
        amount: 500,
        creditLimit: 500,
        securityDeposit: 500,
        fundToday: false,
        fundingType: "FDL",
        homeAddress: { addressLine1: "12 Oak St", city: "Springfield", state: "IL", zipCode: "62701" },
        mailToType: "home",
        eSignConsent: true,
        termsAndConditions: true,
        completed: ["income", "creditLine", "identity", "identityConfirm", "mailingAddress", "fundingSource", "terms"],
      },
      pii: { ssn: "123450101", dateOfBirth: "04/15/1990" },
    },
  });
  expect(seeded.ok(), `POST /__mock/session answered ${seeded.status()}`).toBe(true);
  const submitted = await request.post("/__mock/submission", { data: {} });
  expect(submitted.ok(), `POST /__mock/submission answered ${submitted.status()}: ${await submitted.text()}`).toBe(
    true,
  );
  return (await submitted.json()) as { applicationId: string; responseCode: string };
}

/**
 * A field error is shown three ways: a link in 'There is a problem' that jumps to the field, an
 * inline message tied to the control, and 'Error: ' at the start of the page title.
 */
export async function expectFieldError(page: Page, name: string, message: string, inSummary = message): Promise<void> {
  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  const control = page.locator(`form [name="${name}"]`).first();
  const id = await control.getAttribute("id");
  expect(id, `control ${name} has an id`).toBeTruthy();
  // Two fields may share a message: the link is the one that jumps to this field.
  const link = summary.locator(`a[href="#${id}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveText(inSummary);
  await expect(
    page
      .locator(".field")
      .filter({ has: page.locator(`[name="${name}"]`) })
      .locator(".field__error"),
  ).toHaveText(`Error: ${message}`);
  await expectInvalid(control, message);
  await expect(page).toHaveTitle(/^Error: /);
}

/** The status screen's figures: each term's value in the summary of figures. */
export async function expectFigures(page: Page, figures: Record<string, string>): Promise<void> {
  const rows = page.locator(".status-summary--figures .status-summary__row");
  for (const [term, value] of Object.entries(figures)) {
    const row = rows.filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) });
    await expect(row.locator("dd"), term).toHaveText(value);
  }
}

/** Where the status view sends this session now (the redirect, not followed). */
export async function statusViewTarget(page: Page): Promise<string | null> {
  const response = await page.request.get("/view-application", { maxRedirects: 0 });
  expect(response.status(), "the status view redirects").toBe(302);
  return response.headers()["location"] ?? null;
}

/** A tiny but well-formed PDF. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The documents-requested persona, through the status check, to the upload page. */
export async function reachUpload(page: Page, testInfo: TestInfo) {
  await checkStatus(page, testInfo, personaEmail("wt_doc"));
  await expect(page).toHaveURL(/\/documents-requested$/);
  await page.getByRole("link", { name: "Start Identification Process" }).click();
  await expect(page).toHaveURL(/\/document-selection$/);
  await page.getByLabel("Proof of address").selectOption("Utility bill");
  await page.getByLabel("Proof of income").selectOption("Pay stub");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/document-upload$/);
  await expect(page.getByRole("heading", { level: 1, name: "Upload your documents" })).toBeVisible();
}

/** A file as `setInputFiles` takes it. */
export interface ChosenFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PDF named `name`. */
export const pdfNamed = (name: string): ChosenFile => ({ name, mimeType: "application/pdf", buffer: PDF });

/** Chooses the upload page's two files: proof of address (the utility bill), proof of income (the pay stub). */
export async function chooseFiles(page: Page, bill: ChosenFile, stub: ChosenFile = pdfNamed("paystub.pdf")) {
  await page.getByLabel("Upload your Utility bill").setInputFiles(bill);
  await page.getByLabel("Upload your Pay stub").setInputFiles(stub);
}
