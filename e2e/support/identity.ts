import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";
import { hasJs, waitForHydration } from "./project";
import { expectInvalid } from "./steps";

/** SPEC §5 messages (and OURS from app/domain/messages.ts) the identity and mailing screens show. */
export const MSG = {
  firstNameRequired: "First Name is required.",
  lastNameRequired: "Last Name is required.",
  dateOfBirthRequired: "Date of birth is required.",
  dateOfBirthInvalid: "Enter a real date of birth.",
  dateOfBirthTooYoung: "You must be at least 18 years old to apply.",
  ssnRequired: "SSN or ITIN is required",
  ssnInvalid: "Enter a valid SSN or ITIN.",
  ssnConfirmMismatch: "Confirm SSN must match SSN",
  streetRequired: "Please enter a street address",
  homeNoPoBox: "Home address cannot be a PO Box.",
  mailingPoBoxRequired: "Mailing address must start with PO Box or RR.",
  cityRequired: "City is required",
  stateRequired: "State is required",
  zipRequired: "Zip Code is required",
  zipInvalid: "Must be a U.S. Zip Code",
  mailToTypeRequired: "Choose where we should mail your card.",
} as const;

export const SSN_CLEARED = "For your security, we cleared your SSN or ITIN. Please enter it again in both fields.";

/** Valid identity answers; 18 years ago is always in the year list, 1990 too. */
export const IDENTITY = {
  firstName: "Jane",
  lastName: "Doe",
  birthMonth: "03",
  birthDay: "07",
  birthYear: "1990",
  ssn: "123-45-6789",
  ssnConfirm: "123-45-6789",
  addressLine1: "12 Main St",
  addressLine2: "Apt 4",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
} as const;

export type IdentityValues = { [K in keyof typeof IDENTITY]?: string };

export function control(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`).first();
}

const SELECTS = new Set(["birthMonth", "birthDay", "birthYear", "state"]);

/** Fills the given fields (selects by value). Fields left undefined are not touched. */
export async function fillFields(page: Page, values: Record<string, string | undefined>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (SELECTS.has(name)) await control(page, name).selectOption(value);
    else await control(page, name).fill(value);
  }
}

/**
 * Activates 'Next' the way a person would, after leaving the field they were in: with JS a field is
 * validated when it loses focus, and an error appearing above the button would move it mid-click.
 */
export async function next(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.locator("h1").click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
}

/** The inline message inside the field (or fieldset) that holds the control named `name`. */
export function inlineError(page: Page, name: string): Locator {
  return page
    .locator(".field")
    .filter({ has: page.locator(`[name="${name}"]`) })
    .locator(".field__error")
    .first();
}

/** Error summary link, inline message tied to the control, aria-invalid and 'Error: ' in the title. */
export async function expectFieldError(page: Page, name: string, message: string): Promise<void> {
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  const link = summary.getByRole("link", { name: message, exact: true });
  await expect(link).toHaveCount(1);
  const target = control(page, name);
  await expect(link).toHaveAttribute("href", `#${await target.getAttribute("id")}`);
  await expect(inlineError(page, name)).toHaveText(`Error: ${message}`);
  await expectInvalid(target, message);
  await expect(page).toHaveTitle(/^Error: /);
}

/** Exactly these messages in the summary, in this order. */
export async function expectSummary(page: Page, messages: string[]): Promise<void> {
  await expect(page.locator(".error-summary li")).toHaveText(messages);
}

/**
 * Opens a screen by URL (after seeding a session) and, with JS, waits for hydration: the session
 * warning's <dialog> (titled 'idle-title') is only rendered by the browser.
 */
export async function open(page: Page, testInfo: TestInfo, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  if (hasJs(testInfo)) await expect(page.locator("#idle-title")).toHaveCount(1);
}
