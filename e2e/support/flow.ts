import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { MSG } from "../../app/domain/messages";
import { hasJs, waitForHydration } from "./project";

export const VALID_CODE = "123456";
export const BAD_REQUEST_CODE = "000000";
export const WRONG_CODE = "654321";

export interface BasicInfoValues {
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  primaryPhone?: string;
  otpMethod?: "Mobile" | "Email";
  phoneConsent?: boolean;
}

export const APPLICANT: Required<BasicInfoValues> = {
  firstName: "Jane",
  lastName: "Doe",
  emailAddress: "jane.doe@example.com",
  primaryPhone: "555-123-4567",
  otpMethod: "Email",
  phoneConsent: false,
};

export function field(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

export function nextButton(page: Page): Locator {
  return page.getByRole("button", { name: "Next" });
}

export function errorSummary(page: Page): Locator {
  return page.locator(".error-summary");
}

/** Opens an entry page and expects to land on basic information. With JS it also waits for hydration. */
export async function startApplication(page: Page, testInfo: TestInfo, entry = "/Secured/Apply"): Promise<void> {
  await page.goto(entry);
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByRole("heading", { level: 1, name: /You're Pre-Approved/ })).toBeVisible();
  await waitForHydration(page, testInfo);
}

/** Fills the basic information form. Fields left undefined are not touched. */
export async function fillBasicInfo(page: Page, values: BasicInfoValues): Promise<void> {
  const text = ["firstName", "lastName", "emailAddress", "primaryPhone"] as const;
  for (const name of text) {
    const value = values[name];
    if (value === undefined) continue;
    await field(page, name).fill(value);
    // Leave the field as a person would. With JS, leaving an invalid field shows its message and
    // moves what is below it; doing it here lets the next click wait for a stable layout.
    await field(page, name).blur();
  }
  if (values.otpMethod) await page.locator(`input[name="otpMethod"][value="${values.otpMethod}"]`).check();
  if (values.phoneConsent !== undefined) await field(page, "phoneConsent").setChecked(values.phoneConsent);
}

/** Activates 'Next' (never shown as unavailable: pressed on an incomplete form, it shows the errors). */
export async function submitBasicInfo(page: Page): Promise<void> {
  await waitForHydration(page);
  await nextButton(page).click();
}

/** Basic information filled with valid answers and sent: lands on the OTP page. */
export async function reachOtp(
  page: Page,
  testInfo: TestInfo,
  values: BasicInfoValues = {},
  entry = "/Secured/Apply",
): Promise<void> {
  await startApplication(page, testInfo, entry);
  await fillBasicInfo(page, { ...APPLICANT, ...values });
  await submitBasicInfo(page);
  await expect(page).toHaveURL(/\/otp-check$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your verification code" })).toBeVisible();
  // With JS the six boxes replace the single field once hydrated.
  if (hasJs(testInfo)) await expect(otpBoxes(page)).toHaveCount(6);
}

/** The six OTP boxes (JS only). */
export function otpBoxes(page: Page): Locator {
  return page.locator(".otp-box");
}

/**
 * Enters a code the way a person would: with JS, typing into the six boxes (which submits by
 * itself when first complete; after a refused code the hint says to press Verify, and Enter does);
 * without JS, the one code field and 'Verify'.
 */
export async function enterOtp(page: Page, testInfo: TestInfo, code: string): Promise<void> {
  if (hasJs(testInfo)) {
    await expect(otpBoxes(page)).toHaveCount(6);
    const manual = (await page.getByText(MSG.otpHintManual).count()) > 0;
    await otpBoxes(page).first().click();
    await page.keyboard.type(code);
    if (manual) await page.keyboard.press("Enter");
  } else {
    await page.locator('input[name="otpCode"]').fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
  }
}

/**
 * Checks a box on a screen just reached by a client-side navigation. Conform brings its uncontrolled
 * inputs in line with its state in an effect after the screen mounts; a click that lands before it
 * is undone ('did not change its state'), so the check is tried again until it holds.
 */
export async function checkOnNewScreen(box: Locator): Promise<void> {
  await expect(async () => {
    await box.check({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
