import { expect, test, type Locator, type Page } from "@playwright/test";
import { MSG } from "../app/domain/messages";
import { ACCESSIBILITY_STATEMENT, preparedOnIn } from "../app/domain/accessibility-statement";
import { expectNoAxeViolations } from "./support/axe";
import { reachOtp, startApplication } from "./support/flow";
import { agreeAndSubmit, seedAtTermsFundingLater } from "./support/funding";
import { fillFields, expectFieldError as expectIdentityFieldError, next, open } from "./support/identity";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedSession } from "./support/seed";
import { checkStatus, personaEmail } from "./support/status";
import { expectFieldError, press, seedApplicant } from "./support/steps";

/* Issue 12 items 7–10 and the accessibility statement: JavaScript on, to the grade of the no-JS pages. */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** The region a PageAlert renders, by its heading. */
function pageAlert(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title });
}

/** True when `first` comes before `second` in the document (the reading order). */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

test.describe("item 7: a repeated message names its field in the error summary", () => {
  test("income: 'You must specify a numeric value' twice, each with its field @no-js-only", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic" });
    await page.goto("/debt-to-income");
    await page.getByLabel("Monthly housing payment").fill("12a");
    await page.getByLabel("Annual income").fill("34b");
    await press(page, "Next");
    await expect(page.locator(".error-summary li")).toHaveText([
      `Monthly housing payment: ${MSG.numericRequired}`,
      `Annual income: ${MSG.numericRequired}`,
    ]);
    // Inline, SPEC's text as it is.
    await expectFieldError(
      page,
      "housingPayment",
      MSG.numericRequired,
      `Monthly housing payment: ${MSG.numericRequired}`,
    );
    await expectFieldError(page, "annualIncome", MSG.numericRequired, `Annual income: ${MSG.numericRequired}`);
    await expectNoAxeViolations(page, "income (two numeric errors)");
  });

  test("document selection: 'Please select a document type.' twice, each with its document @no-js-only", async ({
    page,
  }, testInfo) => {
    await checkStatus(page, testInfo, personaEmail("wt_doc"));
    await page.getByRole("link", { name: "Start Identification Process" }).click();
    await expect(page).toHaveURL(/\/document-selection$/);
    await waitForHydration(page, testInfo);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.locator(".error-summary li")).toHaveText([
      `Proof of address: ${MSG.documentTypeRequired}`,
      `Proof of income: ${MSG.documentTypeRequired}`,
    ]);
    await expect(page.locator(".field__error")).toHaveText([
      `Error: ${MSG.documentTypeRequired}`,
      `Error: ${MSG.documentTypeRequired}`,
    ]);
    await expectNoAxeViolations(page, "document selection (errors)");
  });
});

test.describe("item 8: messages that say what is wrong, and page alerts that are heard", () => {
  test("a 4-digit zip is not a U.S. zip code, not a missing one (ADR 0019) @no-js-only", async ({ page }, testInfo) => {
    await seedSession(page.request);
    await open(page, testInfo, "/identity-verification", "Verify your identity");
    await fillFields(page, { zipCode: "6270" });
    await next(page);
    await expectIdentityFieldError(page, "zipCode", MSG.zipInvalid);
    await expect(page.locator(".error-summary")).not.toContainText(MSG.zipRequired);
  });

  test("terms: both boxes unchecked reports both, and the terms box is never disabled @no-js-only", async ({
    page,
  }, testInfo) => {
    await seedAtTermsFundingLater(page);
    await page.goto("/terms-and-conditions");
    await waitForHydration(page, testInfo);
    const terms = page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ });
    await expect(terms).toBeEnabled();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator(".error-summary li")).toHaveText([MSG.eSignRequired, MSG.termsRequired]);
    await expect(terms).toBeEnabled();
    await expect(page).toHaveTitle(/^Error: /);
    await expectNoAxeViolations(page, "terms (both missing)");
  });

  test("a declined payment's alert on the funding source: title 'Error: ', first, focused", async ({ page }) => {
    await seedAtTermsFundingLater(page, { emailAddress: "jane+fundfailure@example.com" });
    await page.goto("/terms-and-conditions");
    await agreeAndSubmit(page);
    await expect(page).toHaveURL(/\/funding-source$/);
    const alert = pageAlert(page, "Let's double check your funding info");
    await expect(alert).toBeFocused();
    await expect(alert).toContainText("*1 attempt remaining");
    await expect(page).toHaveTitle(/^Error: Fund your security deposit/);
    expect(await comesBefore(alert, page.getByRole("heading", { level: 1 }))).toBe(true);
    await expectNoAxeViolations(page, "funding source (declined payment alert)");
  });

  test("the income warning: title 'Warning: ', first, focused", async ({ page }) => {
    await seedApplicant(page, { cardType: "basic" });
    await page.goto("/debt-to-income");
    await page.getByLabel("Monthly housing payment").fill("1000");
    await page.getByLabel("Annual income").fill("20000");
    await press(page, "Next");
    const alert = pageAlert(page, "Please check your income");
    await expect(alert).toBeFocused();
    await expect(page).toHaveTitle(/^Warning: Your income/);
    expect(await comesBefore(alert, page.getByRole("heading", { level: 1 }))).toBe(true);
    await expectNoAxeViolations(page, "income (warning alert)");
  });
});

test.describe("item 9: names, narrow screens and the submission view", () => {
  // Server markup, the same with a script: one project, as below.
  test("the heading's disclosure marker is a link of its own, outside the heading's name @no-js-only", async ({
    page,
  }, testInfo) => {
    await startApplication(page, testInfo);
    // The name read when the step opens is the step's (issue 51 item 6); the marker is its own link.
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("You're Pre-Approved");
    await expect(page.getByRole("heading", { level: 1 }).getByRole("link", { name: "Disclosure 1" })).toBeVisible();
    // What is seen is unchanged: the '*' marker, a link to the disclosure.
    await expect(page.getByRole("heading", { level: 1 }).locator("a.marker")).toHaveText("*");
  });

  test("Help summaries are named without the decorative '?' @no-js-only", async ({ page }, testInfo) => {
    await startApplication(page, testInfo);
    for (const [selector, name] of [
      ["summary.help-toggle__summary", "Help"],
      ["summary.help-tray__summary", "Help with this step"],
    ] as const) {
      const summary = page.locator(selector);
      await expect(summary).toHaveAccessibleName(name);
      // No generated text that a screen reader could read before the name.
      expect(await summary.evaluate((el) => getComputedStyle(el, "::before").content)).toBe("none");
      await expect(summary.locator('[aria-hidden="true"]')).toHaveText("?");
    }
  });

  test("at 320 px the month shows 'September' whole @no-js-only", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await seedSession(page.request);
    await open(page, testInfo, "/identity-verification", "Verify your identity");
    const month = page.locator('form [name="birthMonth"]');
    await month.selectOption({ label: "September" });
    const room = await month.evaluate((el) => {
      const select = el as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d");
      if (!context) throw new Error("no canvas");
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(select.options[select.selectedIndex]?.text ?? "").width;
      // The drop-down arrow takes about 20 px of the inner width.
      const inner = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return inner - text;
    });
    expect(room, "px left beside 'September' in the month select").toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page, "identity at 320 px");
  });

  test("at 320 px the code boxes fit inside their container @js-only", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await reachOtp(page, testInfo);
    const overflow = await page.locator(".otp-boxes").evaluate((el) => {
      const boxes = el.getBoundingClientRect();
      const last = el.lastElementChild?.getBoundingClientRect();
      return { right: (last?.right ?? 0) - boxes.right, scroll: el.scrollWidth - el.clientWidth };
    });
    expect(overflow.right, "px the last box sticks out").toBeLessThanOrEqual(0);
    expect(overflow.scroll).toBeLessThanOrEqual(0);
  });

  test("on Submit the progress view is a new page: its heading has focus and names the title @js-only", async ({
    page,
  }, testInfo) => {
    await seedAtTermsFundingLater(page);
    await page.goto("/terms-and-conditions");
    await waitForHydration(page, testInfo);
    // Hold the submission so the progress view can be looked at.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/submit-application**", async (route) => {
      await held;
      await route.continue();
    });
    await agreeAndSubmit(page);
    const heading = page.getByRole("heading", { level: 1, name: "Submitting your application" });
    await expect(heading).toBeFocused();
    await expect(page).toHaveTitle("Submitting your application");
    await expectNoAxeViolations(page, "submitting");
    release();
    await expect(page).not.toHaveURL(/\/terms-and-conditions$/, { timeout: 20_000 });
    // The next page's own title takes over.
    await expect(page).not.toHaveTitle("Submitting your application");
  });
});

// A static page: one project.
test.describe("the accessibility statement @no-js-only", () => {
  test("is linked from the footer and says the standard, the tests, the limits, the contact and the date", async ({
    page,
  }, testInfo) => {
    await startApplication(page, testInfo);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Accessibility statement" });
    await expect(link).toHaveAttribute("href", "/accessibility");
    await link.click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page).toHaveTitle(ACCESSIBILITY_STATEMENT.title);
    await expect(page.getByRole("heading", { level: 1, name: ACCESSIBILITY_STATEMENT.title })).toBeVisible();
    for (const heading of [
      "How accessible this service is",
      "How we tested this service",
      "Known limitations",
      "Reporting problems and contacting us",
      "Preparation of this statement",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/WCAG\) version 2\.2 AA standard/).first()).toBeVisible();
    // The customer service phone from the configuration (CUSTOMER_SERVICE_PHONE; the default here).
    await expect(page.getByRole("link", { name: "1-800-555-0199" })).toHaveAttribute("href", "tel:18005550199");
    await expect(page.getByText(preparedOnIn("en-US")).first()).toBeVisible();
    await expectNoAxeViolations(page, "accessibility statement");
  });

  test("opens directly, outside the application's steps, and is there at 375 px without anything cut off", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const response = await page.goto("/accessibility");
    expect(response?.status()).toBe(200);
    await expect(page.locator(".progress")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: ACCESSIBILITY_STATEMENT.title })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
