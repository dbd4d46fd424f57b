import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { expectFieldError, expectNoErrors, expectSentTo, press, seedApplicant } from "./support/steps";

const CHOOSE_REQUIRED = "Choose a credit line.";
const NUMERIC = "You must specify a numeric value";
const IDENTITY = "/identity-verification";

const amountRadio = (page: Page, amount: number) => page.locator(`input[name="amount"][value="${amount}"]`);
const customAmount = (page: Page) => page.getByLabel("Credit line amount");

async function openCreditLine(page: Page, heading = "Choose your credit line") {
  await page.goto("/credit-line");
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // With JS, 'Switch cards' opens a dialog once the page is enhanced (before, it is a link to a page).
  await waitForHydration(page);
}

/** The identity step (5 of 9) itself, not only its request: the screen exists now. */
async function expectOnIdentity(page: Page) {
  await expect(page).toHaveURL(/\/identity-verification$/);
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
  await expect(page.getByText("Step 5 of 9")).toBeVisible();
}

async function expectAmounts(page: Page, amounts: number[]) {
  const radios = page.locator('input[name="amount"]');
  await expect(radios).toHaveCount(amounts.length);
  for (const [index, amount] of amounts.entries())
    await expect(radios.nth(index)).toHaveAttribute("value", String(amount));
}

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe("preset amounts", () => {
  test("basic: SPEC's tiers, a help tray, back to income; 'Confirm' at $300 goes to identity", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] });
    await openCreditLine(page);
    await expect(page).toHaveTitle(/^Your credit line – Step 4 of 9/);
    await expect(page.getByText("Step 4 of 9")).toBeVisible();
    await expect(page.locator("progress")).toHaveAttribute("value", "40");
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/debt-to-income");
    await expectAmounts(page, [200, 300, 500]);
    await expect(page.getByRole("radio", { name: /\$300 credit line.*Security deposit: \$300/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a different amount" })).toHaveAttribute(
      "href",
      "/credit-line-custom",
    );
    await expect(page.getByRole("link", { name: "Switch cards" })).toHaveAttribute("href", "/credit-line-switch");
    await expect(page.getByRole("heading", { level: 2, name: "Secured Visa Card" })).toBeVisible();
    await expect(page.getByText("$35", { exact: true })).toBeVisible();
    // SPEC §2.3 help tray.
    await page.getByText("Help with this step").click();
    await expect(page.getByText(/Your credit line is set by your security deposit/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm" })).not.toHaveAttribute("aria-disabled", /.*/);
    await expectNoErrors(page);
    await expectNoAxeViolations(page, "credit line (basic)");

    await amountRadio(page, 300).check();
    await expectSentTo(page, IDENTITY, () => press(page, "Confirm"));

    // The choice is kept: back on the screen, $300 is chosen.
    await openCreditLine(page);
    await expect(amountRadio(page, 300)).toBeChecked();
  });

  test("'Confirm' without a choice shows the error @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] });
    await openCreditLine(page);
    await press(page, "Confirm");
    await expect(page).toHaveURL(/\/credit-line$/);
    await expectFieldError(page, "amount", CHOOSE_REQUIRED);
    await expectNoAxeViolations(page, "credit line (no choice)");
    // Then a choice goes on.
    await amountRadio(page, 500).check();
    await expectSentTo(page, IDENTITY, () => press(page, "Confirm"));
  });

  test("plus: 300/500/1000 and no annual fee @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] });
    await openCreditLine(page);
    await expectAmounts(page, [300, 500, 1000]);
    await expect(page.getByText("No annual fee")).toBeVisible();
  });

  test("a deposit reduction is a promotional credit toward each deposit, which equals its credit line (ADR 0011) @no-js-only", async ({
    page,
  }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] }, { campaign: "deposit50" });
    await openCreditLine(page);
    await expect(page.getByText("Offer applied:")).toBeVisible();
    await expect(page.getByText("Deposit Reduction $50")).toBeVisible();
    await expectAmounts(page, [200, 300, 500]);
    await expect(page.locator(".radio s")).toHaveCount(0);
    // The accessible name reads the three figures: deposit = credit line, the promotional credit, what is paid.
    await expect(
      page.getByRole("radio", {
        name: /\$200 credit line\s*Security deposit: \$200\s*Promotional credit toward your deposit: \$50 · You pay: \$150/,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, "credit line (deposit reduction)");
    await amountRadio(page, 200).check();
    await expectSentTo(page, IDENTITY, () => press(page, "Confirm"));
  });

  test("a reduced minimum replaces the first amount, the old minimum struck through @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] }, { campaign: "plusmin200" });
    await openCreditLine(page);
    await expectAmounts(page, [200, 500, 1000]);
    await expect(page.locator(".radio").first().locator("s")).toHaveText("was $300");
    await expect(page.getByRole("radio", { name: /^was \$300 now \$200 credit line/ })).toBeVisible();
  });

  test("opened before the income step is done, it sends the applicant there @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic" });
    await page.goto("/credit-line");
    await expect(page).toHaveURL(/\/debt-to-income$/);
    await page.goto("/credit-line-custom");
    await expect(page).toHaveURL(/\/debt-to-income$/);
    await page.goto("/credit-line-switch");
    await expect(page).toHaveURL(/\/debt-to-income$/);
  });
});

test.describe("custom amount", () => {
  test("plus: the custom amount page, an amount below the minimum refused, the minimum accepted @no-js-only", async ({
    page,
  }) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] });
    await openCreditLine(page);
    await page.getByRole("link", { name: "Choose a different amount" }).click();
    await expect(page).toHaveURL(/\/credit-line-custom$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a different amount" })).toBeVisible();
    await expect(page).toHaveTitle(/^Choose a different amount – Step 4 of 9/);
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/credit-line");
    await expect(customAmount(page)).toHaveAttribute("maxlength", "5");
    await expect(page.getByText("An amount from $300 to $3,000 for the Secured Plus Visa Card.")).toBeVisible();
    await expectNoErrors(page);
    await expectNoAxeViolations(page, "custom credit line");

    await press(page, "Continue");
    await expectFieldError(page, "amount", NUMERIC);

    await customAmount(page).fill("299");
    await press(page, "Continue");
    await expectFieldError(page, "amount", "Amount must be above $300.00");
    await expect(customAmount(page)).toHaveValue("299");
    await expectNoAxeViolations(page, "custom credit line (below the minimum)");

    await customAmount(page).fill("300");
    await expectSentTo(page, IDENTITY, () => press(page, "Continue"));
  });

  test("an amount chosen before is filled in again and offered beside the tiers @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"], amount: 3000 });
    await page.goto("/credit-line-custom");
    await expect(customAmount(page)).toHaveValue("3000");
    await openCreditLine(page);
    await expectAmounts(page, [300, 500, 1000, 3000]);
    await expect(amountRadio(page, 3000)).toBeChecked();
    await expect(page.getByRole("radio", { name: /\$3,000 credit line \(the amount you chose\)/ })).toBeVisible();
  });
});

test.describe("launch", () => {
  test("shows its pre-approved amount; 'Confirm' goes to identity @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "launch", completed: ["income"] });
    await openCreditLine(page, "Your pre-approved credit line");
    await expect(page.getByText("Pre-approved credit line", { exact: true })).toBeVisible();
    await expect(page.locator(".pre-approved__amount")).toHaveText("$100");
    await expect(page.locator(".pre-approved__deposit")).toHaveText("Refundable security deposit: $100");
    await expect(page.locator('input[name="amount"]')).toHaveCount(0);
    await expect(page.getByText("$19.95")).toBeVisible();
    await page.getByText("Help with this step").click();
    await expect(
      page.getByText(/comes with a pre-approved credit line of \$100, for a \$100 security deposit/),
    ).toBeVisible();
    await expectNoAxeViolations(page, "credit line (launch)");
    await press(page, "Confirm");
    await expectOnIdentity(page);
  });

  test("a different amount returns to the credit line screen to confirm it @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "launch", completed: ["income"] });
    await openCreditLine(page, "Your pre-approved credit line");
    await page.getByRole("link", { name: "Choose a different amount" }).click();
    await expect(page.getByText("An amount from $100 to $1,000 for the Launch Secured Visa Card.")).toBeVisible();
    await customAmount(page).fill("1001");
    await press(page, "Continue");
    await expectFieldError(page, "amount", "Amount must be below $1000.00");
    await customAmount(page).fill("500");
    await press(page, "Continue");
    await expect(page).toHaveURL(/\/credit-line$/);
    await expect(page.locator(".pre-approved__amount")).toHaveText("$500");
    await expect(page.getByText("Your credit line", { exact: true })).toBeVisible();
    await press(page, "Confirm");
    await expectOnIdentity(page);
  });
});

test.describe("switch cards", () => {
  test("plus → basic: goes to identity with the basic card at its minimum", async ({ page }, testInfo) => {
    await seedApplicant(page, { cardType: "plus", completed: ["income"] });
    await openCreditLine(page);
    await page.getByRole("link", { name: "Switch cards" }).click();
    // Without JavaScript the link opens the choice as a page; with it, as a dialog on this page.
    const dialog = page.getByRole("dialog", { name: "Switch cards" });
    const scope = hasJs(testInfo) ? dialog : page;
    if (hasJs(testInfo)) {
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/credit-line$/);
    } else {
      await expect(page).toHaveURL(/\/credit-line-switch$/);
      await expect(page.getByRole("heading", { level: 1, name: "Switch cards" })).toBeVisible();
    }
    await expect(scope.getByRole("button", { name: /^Switch to/ })).toHaveCount(1);
    await expect(scope.getByRole("heading", { name: "Secured Visa Card" })).toBeVisible();
    await expect(scope.getByText("$200 credit line")).toBeVisible();
    await expectNoAxeViolations(page, hasJs(testInfo) ? "switch cards (dialog)" : "switch cards");

    await expectSentTo(page, IDENTITY, () =>
      scope.getByRole("button", { name: "Switch to Secured Visa Card" }).click(),
    );

    // The application is now for the basic card, at $200.
    await openCreditLine(page);
    await expect(page.getByRole("heading", { level: 2, name: "Secured Visa Card" })).toBeVisible();
    await expectAmounts(page, [200, 300, 500]);
    await expect(amountRadio(page, 200)).toBeChecked();
  });

  test("basic → plus on the switch page: back to the credit line to choose a plus amount @no-js-only", async ({
    page,
  }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] });
    await page.goto("/credit-line-switch");
    await expect(page.getByRole("heading", { level: 1, name: "Switch cards" })).toBeVisible();
    await expect(page).toHaveTitle(/^Switch cards – Step 4 of 9/);
    await expect(page.getByText("Step 4 of 9")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back", exact: true })).toHaveAttribute("href", "/credit-line");
    await expect(page.getByRole("link", { name: "Keep my card" })).toHaveAttribute("href", "/credit-line");
    await expectNoAxeViolations(page, "switch cards (page)");
    await press(page, "Switch to Secured Plus Visa Card");
    await expect(page).toHaveURL(/\/credit-line$/);
    await expect(page.getByRole("heading", { level: 2, name: "Secured Plus Visa Card" })).toBeVisible();
    await expectAmounts(page, [300, 500, 1000]);
    await expect(page.locator('input[name="amount"]:checked')).toHaveCount(0);
  });

  test("launch: both other cards are offered @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "launch", completed: ["income"] });
    await page.goto("/credit-line-switch");
    await expect(page.getByRole("button", { name: "Switch to Secured Visa Card" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Switch to Secured Plus Visa Card" })).toBeVisible();
    await expectNoAxeViolations(page, "switch cards (two cards)");
  });

  test("the dialog closes with Escape or 'Keep my card', focus back on the link @js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic", completed: ["income"] });
    await openCreditLine(page);
    const link = page.getByRole("link", { name: "Switch cards" });
    const dialog = page.getByRole("dialog", { name: "Switch cards" });
    await link.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    await link.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep my card" }).click();
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();

    // Switching to plus in the dialog: the screen shows plus amounts and the dialog is gone.
    await link.click();
    await dialog.getByRole("button", { name: "Switch to Secured Plus Visa Card" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Secured Plus Visa Card" })).toBeVisible();
    await expectAmounts(page, [300, 500, 1000]);
    await expect(dialog).toBeHidden();
  });
});
