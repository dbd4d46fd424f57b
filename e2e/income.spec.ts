import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { mockSettings, resetMock } from "./support/mock";
import { expectFieldError, expectNoErrors, press, seedApplicant } from "./support/steps";

const MSG = {
  housingRequired: "Monthly Housing Payment is required.",
  incomeRequired: "Annual Income is required.",
  numeric: "You must specify a numeric value",
  housingTooHigh: "Monthly Housing Payment must be less than $1,000,000",
  incomeAboveZero: "Must be greater than $0.00",
  incomeTooHigh: "Annual Income must be less than $1,000,000",
  warning:
    "Your annual income looks low for your monthly housing payment. Please check that it is your total yearly income before taxes.",
} as const;

const housing = (page: Page) => page.getByLabel("Monthly housing payment");
const income = (page: Page) => page.getByLabel("Annual income");

async function fillIncome(page: Page, housingPayment: string, annualIncome: string) {
  await housing(page).fill(housingPayment);
  await income(page).fill(annualIncome);
}

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await seedApplicant(page, { cardType: "plus" });
  await page.goto("/debt-to-income");
  await expect(page.getByRole("heading", { level: 1, name: "Tell us about your income" })).toBeVisible();
});

test("shows step 3 of 9 at 30%, the two amounts and a Back link @no-js-only", async ({ page }) => {
  await expect(page).toHaveTitle(/^Your income – Step 3 of 9/);
  await expect(page.getByText("Step 3 of 9")).toBeVisible();
  await expect(page.locator("progress")).toHaveAttribute("value", "30");
  await expect(housing(page)).toHaveAttribute("maxlength", "13");
  await expect(income(page)).toHaveAttribute("maxlength", "7");
  await expect(housing(page)).toHaveAttribute("inputmode", "numeric");
  await expect(housing(page)).toHaveAttribute("type", "text");
  // SPEC §2.3 'Common layout: a back button': to basic information (docs/decisions/0020).
  await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/basic-info");
  await expect(page.getByText("Thank you, Jane.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).not.toHaveAttribute("aria-disabled", /.*/);
  await expectNoErrors(page);
  await expectNoAxeViolations(page, "income");
});

test("Back leads to basic information with the answers given there @no-js-only", async ({ page }) => {
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByLabel("First name")).toHaveValue("Jane");
});

test("the empty form shows both required messages @no-js-only", async ({ page }) => {
  await press(page, "Next");
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expectFieldError(page, "housingPayment", MSG.housingRequired);
  await expectFieldError(page, "annualIncome", MSG.incomeRequired);
  await expect(page.locator(".error-summary").getByRole("link")).toHaveCount(2);
  await expectNoAxeViolations(page, "income (errors)");
});

test("invalid amounts show SPEC's messages and the typed values are kept @no-js-only", async ({ page }) => {
  await fillIncome(page, "12a", "0");
  await press(page, "Next");
  await expectFieldError(page, "housingPayment", MSG.numeric, `Monthly housing payment: ${MSG.numeric}`);
  await expectFieldError(page, "annualIncome", MSG.incomeAboveZero, `Annual income: ${MSG.incomeAboveZero}`);
  await expect(housing(page)).toHaveValue("12a");
  await expect(income(page)).toHaveValue("0");

  await fillIncome(page, "1000000", "1000000");
  await press(page, "Next");
  await expectFieldError(page, "housingPayment", MSG.housingTooHigh);
  await expectFieldError(page, "annualIncome", MSG.incomeTooHigh);
  await expect(housing(page)).toHaveValue("1000000");
  await expect(income(page)).toHaveValue("1000000");
  await expectNoAxeViolations(page, "income (invalid amounts)");
});

test("enough income goes on to the credit line @no-js-only", async ({ page }) => {
  await fillIncome(page, "1,000", "30000");
  await press(page, "Next");
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your credit line" })).toBeVisible();
  // Back keeps the answers.
  await page.getByRole("link", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(housing(page)).toHaveValue("1000");
  await expect(income(page)).toHaveValue("30000");
});

test("low income shows a warning that does not block: 'Continue' goes on", async ({ page }) => {
  await fillIncome(page, "1000", "20000");
  await press(page, "Next");
  await expect(page).toHaveURL(/\/debt-to-income$/);
  const warning = page.getByRole("region", { name: "Please check your income" });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(MSG.warning);
  // A warning, not an error.
  await expectNoErrors(page);
  await expect(housing(page)).toHaveValue("1000");
  await expect(income(page)).toHaveValue("20000");
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expectNoAxeViolations(page, "income (warning)");

  await press(page, "Continue");
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your credit line" })).toBeVisible();
});

test("after the warning, a corrected income goes on without another warning @no-js-only", async ({ page }) => {
  await fillIncome(page, "1000", "20000");
  await press(page, "Next");
  await expect(page.getByRole("region", { name: "Please check your income" })).toBeVisible();
  await income(page).fill("48000");
  await press(page, "Continue");
  await expect(page).toHaveURL(/\/credit-line$/);
});

test("the bank failing to calculate shows the generic error, and the answers wait on return @no-js-only", async ({
  page,
  request,
}) => {
  await mockSettings(request, { faults: { calculateIncome: { kind: "500" } } });
  await fillIncome(page, "1000", "30000");
  await press(page, "Next");
  await expect(page).toHaveURL(/\/error\?reason=generic$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops, something went wrong processing your application." }),
  ).toBeVisible();
  await page.goto("/debt-to-income");
  await expect(housing(page)).toHaveValue("1000");
  await expect(income(page)).toHaveValue("30000");
});

test("/get-options and /about-me lead here @no-js-only", async ({ page }) => {
  for (const alias of ["/get-options", "/about-me"]) {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/debt-to-income$/);
  }
});
