import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { agreeAndSubmit, ANSWERED_BEFORE_FUNDING, next } from "./support/funding";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { press } from "./support/steps";

/**
 * A deposit reduction is a contribution toward the deposit (issue 46 item 7, ADR 0011): from the intro
 * to the status screen a deposit50 applicant reads the same three figures — the credit line and the
 * security deposit (equal), the promotional credit, and what they pay.
 */

const PROMOTIONAL_CREDIT = "Promotional credit toward your deposit";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The value beside a term of any facts list in `scope`, by the term's exact text. */
function figure(page: Page, scope: Page | Locator, term: string): Locator {
  return scope
    .locator("dl > div")
    .filter({ has: page.locator("dt").getByText(term, { exact: true }) })
    .locator("dd");
}

async function expectFigures(page: Page, figures: Record<string, string>, scope: Page | Locator = page) {
  for (const [term, value] of Object.entries(figures)) await expect(figure(page, scope, term)).toHaveText(value);
}

const THREE_HUNDRED = {
  "Credit line": "$300",
  "Refundable security deposit": "$300",
  [PROMOTIONAL_CREDIT]: "$50",
  "You pay": "$250",
};

test("a deposit50 applicant reads the same figures from the intro to the status screen @no-js-only", async ({
  page,
}) => {
  // Seven screens and a submission on a busy 2-core machine.
  test.setTimeout(120_000);

  // Intro: the minimum credit line's figures.
  await page.goto("/?utmCampaignName=deposit50");
  const basic = page.getByRole("article", { name: "Secured Visa Card", exact: true });
  await expectFigures(page, { "Minimum deposit": "$200", [PROMOTIONAL_CREDIT]: "$50", "You pay": "$150" }, basic);
  await expect(basic.locator("s")).toHaveCount(0);
  await expect(page.getByText("Promo credit line")).toHaveCount(0);

  // Straight to the credit line, every other step before the funding answered (the campaign is remembered).
  const seeded = await page.request.post("/__mock/session", {
    data: {
      draft: {
        cardType: "basic",
        ...ANSWERED_BEFORE_FUNDING,
        completed: ["income", "identity", "identityConfirm", "mailingAddress"],
      },
      pii: { ssn: "123456789", dateOfBirth: "01/02/1990" },
    },
  });
  expect(seeded.ok()).toBe(true);

  await page.goto("/credit-line");
  const threeHundred = page.getByRole("radio", {
    name: /^\$300 credit line\s*Security deposit: \$300\s*Promotional credit toward your deposit: \$50 · You pay: \$250$/,
  });
  await expect(threeHundred).toBeVisible();
  await waitForHydration(page);
  await threeHundred.check();
  await press(page, "Confirm");
  await expect(page).toHaveURL(/\/identity-verification$/);

  // Funding source: the same figures; fund now asks for the applicant's part.
  await page.goto("/funding-source");
  await expect(
    page.getByText("credit line of $300 is secured by a refundable security deposit of $300", { exact: false }),
  ).toBeVisible();
  await expectFigures(page, THREE_HUNDRED);
  await expect(page.getByText("Pay $250 today with a Visa or Mastercard debit card.")).toBeVisible();
  await expectNoAxeViolations(page, "funding source with a promotion");
  await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
  await next(page);

  // Funding payment: what is paid, with the other figures beside it.
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.locator(".funding-header__label")).toHaveText("You pay");
  await expect(page.locator(".funding-header__amount")).toHaveText("$250");
  await expect(
    page.getByText("Credit line $300 · refundable security deposit $300 · promotional credit toward your deposit $50", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Fund the full $250 today" })).toBeChecked();

  // Fund later instead.
  await page.goto("/funding-source");
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/credit-line-fund-later$/);
  await expect(
    page.getByText("You can submit your application now and pay your $250 toward the security deposit later."),
  ).toBeVisible();
  await expectFigures(page, THREE_HUNDRED);
  await press(page, "Continue");

  // Terms.
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expectFigures(page, { ...THREE_HUNDRED, Funding: "Later, within 60 days" });
  await waitForHydration(page);
  await agreeAndSubmit(page);

  // After submitting: the status screen counts the bank's $50 and asks the rest.
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });
  await expectFigures(page, { ...THREE_HUNDRED, "Deposit received": "$0", "Left to fund": "$250" });
  await expectNoAxeViolations(page, "waiting for funds with a promotion");
});
