import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./project";
import { expectInvalid } from "./steps";

/**
 * Helpers for the funding and submission specs: sessions seeded at a step through the mock-only
 * seeding endpoints, the debit card form, and the screens a redirect passed through.
 */

export const CARDS = {
  visa: "4111 1111 1111 1111",
  mastercard: "5555 5555 5555 4444",
  declineOnce: "4000 0000 0000 0002",
  decline: "4000 0000 0000 0010",
  dailyLimit: "4000 0000 0000 0028",
  timeout: "4000 0000 0000 0036",
  serverError: "4000 0000 0000 0044",
  amex: "3782 822463 10005",
  badLuhn: "4111 1111 1111 1112",
} as const;

export const HOME = {
  addressLine1: "12 Main St",
  addressLine2: "",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};

/** The answers of income, identity and mailing address that a seeded session at funding holds. */
export const ANSWERED_BEFORE_FUNDING = {
  housingPayment: 1000,
  annualIncome: 50000,
  calculatedIncome: 24000,
  homeAddress: HOME,
  mailToType: "home",
  mailingAddress: null,
};
const BEFORE_FUNDING = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress"];

export type CardType = "basic" | "plus" | "launch";

export interface SeedOptions {
  cardType?: CardType;
  emailAddress?: string;
  deposit?: number;
  /** Steps done besides everything before the funding source. */
  alsoCompleted?: string[];
  draft?: Record<string, unknown>;
}

/** Starts a session on an entry page, then seeds it (POST /__mock/session) up to the funding source. */
export async function seedAtFunding(page: Page, options: SeedOptions = {}): Promise<void> {
  const cardType = options.cardType ?? "basic";
  const deposit = options.deposit ?? (cardType === "plus" ? 300 : cardType === "launch" ? 100 : 200);
  await page.goto("/Secured/Apply");
  const response = await page.request.post("/__mock/session", {
    data: {
      draft: {
        cardType,
        emailAddress: options.emailAddress ?? "jane.doe@example.com",
        amount: deposit,
        creditLimit: deposit,
        securityDeposit: deposit,
        annualFee: cardType === "plus" ? 0 : cardType === "launch" ? 24 : 35,
        programFee: cardType === "launch" ? 19.95 : 0,
        ...ANSWERED_BEFORE_FUNDING,
        completed: [...BEFORE_FUNDING, ...(options.alsoCompleted ?? [])],
        ...options.draft,
      },
      pii: { ssn: "123456789", dateOfBirth: "01/02/1990" },
    },
  });
  expect(response.ok(), `seeding answered ${response.status()}`).toBe(true);
}

/** At the terms, funding later (no card needed). */
export async function seedAtTermsFundingLater(page: Page, options: SeedOptions = {}): Promise<void> {
  await seedAtFunding(page, {
    ...options,
    alsoCompleted: ["fundingSource"],
    draft: { fundingType: "FDL", fundToday: false, ...options.draft },
  });
}

/**
 * A returning applicant with an application waiting for funds (credit limit 500, 100 received by
 * default) chosen after the status check: POST /__mock/payment-session.
 */
export async function seedReturning(
  page: Page,
  options: { creditLimit?: number; received?: number; promotion?: number } = {},
): Promise<void> {
  await page.goto("/Secured/Apply");
  const response = await page.request.post("/__mock/payment-session", { data: options });
  expect(response.ok(), `seeding answered ${response.status()}`).toBe(true);
}

export interface CardValues {
  cardHolderFirstName?: string;
  cardHolderLastName?: string;
  cardNumber?: string;
  cardExpiration?: string;
  cardSecurityCode?: string;
  addressLine1?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export const VALID_CARD: Required<CardValues> = {
  cardHolderFirstName: "Jane",
  cardHolderLastName: "Doe",
  cardNumber: CARDS.visa,
  cardExpiration: "12/30",
  cardSecurityCode: "123",
  addressLine1: "12 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};

/** Fills the debit card and billing address fields given (the others are left as they are). */
export async function fillCard(page: Page, values: CardValues): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const control = page.locator(`form [name="${name}"]`);
    if (name === "state") await control.selectOption(value);
    else await control.fill(value);
  }
}

/** 'Next' may be aria-disabled with JS until the form is valid: activating it still submits. */
export async function next(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.getByRole("button", { name: "Next" }).click();
}

/** Both consents on the terms screen. */
export async function agreeToTerms(page: Page): Promise<void> {
  await page.getByRole("checkbox", { name: /E-Sign Consent/ }).check();
  await page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ }).check();
}

/**
 * Both consents and 'Submit'. `waiting`: the test goes on while the submission runs (without
 * JavaScript a click otherwise waits for the page it starts loading).
 */
export async function agreeAndSubmit(page: Page, options: { waiting?: boolean } = {}): Promise<void> {
  await agreeToTerms(page);
  await page.getByRole("button", { name: "Submit" }).click({ noWaitAfter: options.waiting });
}

/**
 * Every path the page requested (documents and Remix data requests alike), without the query
 * Remix adds: the screens a redirect chain passed through, whether or not they exist here.
 */
export function visitedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^\/(build|__mock|__manifest|favicon)/.test(url.pathname)) return;
    for (const key of ["_data", "_routes", "index"]) url.searchParams.delete(key);
    // Remix single fetch asks for '/path.data' (and '/_root.data' for '/').
    const path = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    paths.push(`${path}${url.search}`);
  });
  return paths;
}

/** Waits until the page has gone through `path`. */
export async function expectVisited(paths: string[], path: string): Promise<void> {
  await expect
    .poll(() => paths.includes(path), { message: `went through ${path} (visited: ${paths.join(", ")})` })
    .toBe(true);
}

/** The inline message inside the field that holds the control named `name`. */
export function inlineError(page: Page, name: string) {
  return page
    .locator(".field")
    .filter({ has: page.locator(`[name="${name}"]`) })
    .locator(".field__error");
}

/** A field error shown three ways: the summary link, the inline message, 'Error: ' in the title. */
export async function expectFieldError(page: Page, name: string, message: string): Promise<void> {
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("link", { name: message, exact: true })).toHaveCount(1);
  await expect(inlineError(page, name)).toHaveText(`Error: ${message}`);
  await expectInvalid(page.locator(`form [name="${name}"]`).first(), message);
  await expect(page).toHaveTitle(/^Error: /);
}
