import { expect, test, type Page } from "@playwright/test";
import { MSG } from "../app/domain/messages";
import {
  APPLICANT,
  errorSummary,
  field,
  fillBasicInfo,
  nextButton,
  startApplication,
  submitBasicInfo,
} from "./support/flow";
import { mockSettings, resetMock } from "./support/mock";
import { hasJs } from "./support/project";
import { expectFieldError } from "./support/steps";

// The messages this screen can show (app/domain holds SPEC's texts once).
const SCREEN_MESSAGES = [
  MSG.firstNameRequired,
  MSG.lastNameRequired,
  MSG.firstNameAlpha,
  MSG.lastNameAlpha,
  MSG.firstNameNoLetter,
  MSG.lastNameNoLetter,
  MSG.namesCombinedTooLong,
  MSG.emailInvalid,
  MSG.emailRequired,
  MSG.phoneInvalid,
  MSG.phoneRequired,
  MSG.otpMethodRequired,
  MSG.phoneConsentRequired,
];

/** The messages that must not appear, given the ones that must. */
async function expectNoOtherErrors(page: Page, shown: string[]) {
  for (const message of SCREEN_MESSAGES.filter((m) => !shown.includes(m))) {
    await expect(page.getByText(message, { exact: true }), `unexpected message '${message}'`).toHaveCount(0);
  }
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await expect(field(page, name), `${name} keeps its value`).toHaveValue(value);
  }
}

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await startApplication(page, testInfo);
});

test("page shows the form and a normal title", async ({ page }, testInfo) => {
  await expect(page).toHaveTitle(/^Basic information/);
  for (const label of ["First name", "Last name", "Email address", "Mobile phone number"]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("group", { name: "How should we verify your account?" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /I agree to receive text messages/ })).toBeVisible();
  await expect(errorSummary(page)).toHaveCount(0);
  // 'Next' is never shown as unavailable: it works, and the error summary says what is missing
  // (issue 12 item 5; docs/decisions/0110-accessibility.md).
  await expect(nextButton(page)).not.toHaveAttribute("aria-disabled", /.*/);
  await expect(nextButton(page)).toBeEnabled();
  if (hasJs(testInfo)) {
    await fillBasicInfo(page, APPLICANT);
    await expect(nextButton(page)).not.toHaveAttribute("aria-disabled", /.*/);
  }
});

test("submitting the empty form lists every required message in the summary and inline @no-js-only", async ({
  page,
}) => {
  await submitBasicInfo(page);
  await expect(page).toHaveURL(/\/basic-info$/);
  await expectFieldError(page, "firstName", MSG.firstNameRequired);
  await expectFieldError(page, "lastName", MSG.lastNameRequired);
  await expectFieldError(page, "emailAddress", MSG.emailRequired);
  await expectFieldError(page, "primaryPhone", MSG.phoneRequired);
  await expectFieldError(page, "otpMethod", MSG.otpMethodRequired);
  await expect(errorSummary(page).getByRole("link")).toHaveCount(5);
  await expectNoOtherErrors(page, [
    MSG.firstNameRequired,
    MSG.lastNameRequired,
    MSG.emailRequired,
    MSG.phoneRequired,
    MSG.otpMethodRequired,
  ]);
  // The inline message is part of the field's accessible description.
  await expect(page.getByLabel("First name", { exact: true })).toHaveAccessibleDescription(
    new RegExp(MSG.firstNameRequired.replace(/\./g, "\\.")),
  );
});

test("a summary link moves focus to its field", async ({ page }) => {
  await submitBasicInfo(page);
  await errorSummary(page).getByRole("link", { name: MSG.emailRequired }).click();
  await expect(page.getByLabel("Email address", { exact: true })).toBeFocused();
});

test("answers are kept when the form comes back with an error @no-js-only", async ({ page }) => {
  await fillBasicInfo(page, {
    ...APPLICANT,
    emailAddress: "jane.doe@example",
    otpMethod: "Mobile",
    phoneConsent: true,
  });
  await submitBasicInfo(page);
  await expect(page).toHaveURL(/\/basic-info$/);
  await expectFieldError(page, "emailAddress", MSG.emailInvalid);
  await expectNoOtherErrors(page, [MSG.emailInvalid]);
  await expectValues(page, {
    firstName: APPLICANT.firstName,
    lastName: APPLICANT.lastName,
    emailAddress: "jane.doe@example",
    primaryPhone: APPLICANT.primaryPhone,
  });
  await expect(page.locator('input[name="otpMethod"][value="Mobile"]')).toBeChecked();
  await expect(field(page, "phoneConsent")).toBeChecked();

  // Correcting the one field is enough to go on.
  await field(page, "emailAddress").fill(APPLICANT.emailAddress);
  await submitBasicInfo(page);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByText("by text message to")).toBeVisible();
});

test.describe("when the bank fails to create the lead", () => {
  test.afterEach(async ({ request }) => {
    await resetMock(request);
  });

  test("the generic error is shown on the form and the answers are kept @no-js-only", async ({ page, request }) => {
    await mockSettings(request, { faults: { createLead: { kind: "500" } } });
    await fillBasicInfo(page, APPLICANT);
    await submitBasicInfo(page);
    await expect(page).toHaveURL(/\/basic-info$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "Oops, something went wrong processing your application." }),
    ).toBeVisible();
    await expectValues(page, {
      firstName: APPLICANT.firstName,
      lastName: APPLICANT.lastName,
      emailAddress: APPLICANT.emailAddress,
      primaryPhone: APPLICANT.primaryPhone,
    });
    await expect(page.locator('input[name="otpMethod"][value="Email"]')).toBeChecked();

    await mockSettings(request, { faults: { createLead: null } });
    await submitBasicInfo(page);
    await expect(page).toHaveURL(/\/otp-check$/);
  });
});

test.describe("format messages", () => {
  test("names with other characters", async ({ page }, testInfo) => {
    if (hasJs(testInfo)) {
      // SPEC §5: other characters are removed as typed, so typing cannot produce the message…
      await field(page, "firstName").fill("J0hn");
      await expect(field(page, "firstName")).toHaveValue("Jhn");
      await field(page, "lastName").pressSequentially("O'Neil_2");
      await expect(field(page, "lastName")).toHaveValue("ONeil");
      // …but a value that arrives without an input event (autofill, scripts) is still checked.
      await page.locator('form [name="firstName"]').evaluate((el: HTMLInputElement) => (el.value = "J0hn"));
      await page.locator('form [name="lastName"]').evaluate((el: HTMLInputElement) => (el.value = "O'Neil"));
    } else {
      await fillBasicInfo(page, { firstName: "J0hn", lastName: "O'Neil" });
    }
    await fillBasicInfo(page, {
      emailAddress: APPLICANT.emailAddress,
      primaryPhone: APPLICANT.primaryPhone,
      otpMethod: "Email",
    });
    await submitBasicInfo(page);
    await expectFieldError(page, "firstName", MSG.firstNameAlpha);
    await expectFieldError(page, "lastName", MSG.lastNameAlpha);
    await expectNoOtherErrors(page, [MSG.firstNameAlpha, MSG.lastNameAlpha]);
  });
});

test.describe("consent to text messages", () => {
  test("is required when verifying by mobile @no-js-only", async ({ page }) => {
    await fillBasicInfo(page, { ...APPLICANT, otpMethod: "Mobile", phoneConsent: false });
    await submitBasicInfo(page);
    await expect(page).toHaveURL(/\/basic-info$/);
    await expectFieldError(page, "phoneConsent", MSG.phoneConsentRequired);
    await expectNoOtherErrors(page, [MSG.phoneConsentRequired]);

    await field(page, "phoneConsent").check();
    await submitBasicInfo(page);
    await expect(page).toHaveURL(/\/otp-check$/);
    await expect(page.getByText("by text message to")).toBeVisible();
    await expect(page.getByText("***-***-4567")).toBeVisible();
  });
});
