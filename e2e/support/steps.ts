import { expect, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./project";

/** Draft answers accepted by the mock-only POST /__mock/session (dev/session-seed.ts). */
export interface SeedDraft {
  cardType?: "basic" | "plus" | "launch";
  completed?: string[];
  amount?: number;
  [key: string]: unknown;
}

/**
 * Puts this page's session straight at a later step: a verified lead in the mock with these draft
 * answers. A campaign (e.g. 'deposit50') is remembered first from a first URL carrying it, as a real
 * visit from a campaign link would.
 */
export async function seedApplicant(page: Page, draft: SeedDraft, options: { campaign?: string } = {}): Promise<void> {
  if (options.campaign) {
    await page.goto(`/?utmCampaignName=${encodeURIComponent(options.campaign)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
  }
  const response = await page.request.post("/__mock/session", { data: { draft } });
  expect(response.ok(), `POST /__mock/session answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** The inline message inside the field that holds the control named `name`. */
export function inlineError(page: Page, name: string): Locator {
  return page
    .locator(".field")
    .filter({ has: page.locator(`[name="${name}"]`) })
    .locator(".field__error");
}

/**
 * A control with an error says it is invalid; a radio or one of the date's selects leaves that to its
 * question's fieldset, whose description carries the message (GOV.UK radios and date input: no
 * control says 'invalid' without a reason).
 */
export async function expectInvalid(control: Locator, message: string): Promise<void> {
  const inGroup = await control.evaluate(
    (element) => (element as HTMLInputElement).type === "radio" || element.closest("fieldset.dob") !== null,
  );
  if (inGroup) {
    await expect(control).not.toHaveAttribute("aria-invalid", /.*/);
    const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await expect(control.locator("xpath=ancestor::fieldset[1]")).toHaveAccessibleDescription(new RegExp(escaped));
  } else {
    await expect(control).toHaveAttribute("aria-invalid", "true");
  }
}

/**
 * A field error shown three ways: a summary link to the field, an inline message tied to the
 * control, and 'Error: ' at the start of the title. `inSummary`: the summary's line where it names the
 * field ('Annual income: You must specify a numeric value'); SPEC's message by default.
 */
export async function expectFieldError(page: Page, name: string, message: string, inSummary = message): Promise<void> {
  const summary = page.locator(".error-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  const link = summary.getByRole("link", { name: inSummary, exact: true });
  await expect(link).toHaveCount(1);
  const control = page.locator(`form [name="${name}"]`).first();
  const id = await control.getAttribute("id");
  expect(id, `control ${name} has an id`).toBeTruthy();
  await expect(link).toHaveAttribute("href", `#${id}`);
  await expect(inlineError(page, name)).toHaveText(`Error: ${message}`);
  await expectInvalid(control, message);
  await expect(page).toHaveTitle(/^Error: /);
}

export async function expectNoErrors(page: Page): Promise<void> {
  await expect(page.locator(".error-summary")).toHaveCount(0);
  await expect(page.locator(".field__error")).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^Error: /);
}

/**
 * Runs `act` and expects the browser to be sent to `path`: a document request without JavaScript,
 * Remix's data request (`path.data`) with it. The next screen belongs to another part of the work
 * (it may not exist in this branch, where the catch-all sends the visitor on to an entry page), so
 * the request for it is what counts, not where the browser ends up.
 */
export async function expectSentTo(page: Page, path: string, act: () => Promise<void>): Promise<void> {
  const sent = page.waitForRequest((request) => {
    const { pathname } = new URL(request.url());
    return pathname === path || pathname === `${path}.data`;
  });
  await act();
  await sent;
}

/**
 * Clicks a button as a person does: Playwright waits until it holds still and nothing covers it, and
 * checks the click reaches it. Never `force`: with JavaScript the page scrolls to the top 500 ms after
 * a client-side navigation (SPEC §2.1), and a forced click in that moment lands beside the button.
 */
export async function press(page: Page, name: string): Promise<void> {
  await waitForHydration(page);
  await page.getByRole("button", { name, exact: true }).click();
}

/** Income (step 3) answered as the journeys answer it: $900 a month for housing, $52,000 a year. */
export async function answerIncome(page: Page): Promise<void> {
  await page.getByLabel("Monthly housing payment").fill("900");
  await page.getByLabel("Annual income").fill("52000");
  await press(page, "Next");
}
