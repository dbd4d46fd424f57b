import { expect, test, type FileChooser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { APPLICANT, otpBoxes, VALID_CODE } from "./support/flow";
import { VALID_CARD } from "./support/funding";
import { IDENTITY } from "./support/identity";
import { activate, answerByKeys, chooseOption, chooseRadio, setCheckbox, tabTo, typeInto } from "./support/keyboard";
import { resetMock } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { LAST4, personaEmail } from "./support/status";

/*
 * Issue 12: every flow done with the keyboard only — Tab to reach, typed keys, Space, Enter and
 * arrows to use. No mouse, no fill()/click()/check()/selectOption(). Without a script the application
 * and the status check with a payment run too (the error summary's focus, Enter to send); the upload
 * and the withdrawal are then the browser's own file input and radios, so they run with the script only.
 */
// The whole application by Tab presses is long: over a minute and a half on a busy two-core machine.
test.describe.configure({ timeout: 240_000 });

/** Screens reached by a client-side navigation in this test (where the focus check applies). */
let clientNavigations = 0;

test.beforeEach(async ({ request }) => {
  clientNavigations = 0;
  await resetMock(request);
});

// Playwright reads the fixtures a hook asks for from its first argument: this one needs none.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  // With a script the screens change without reloading, so the focus check above really ran.
  if (hasJs(testInfo) && testInfo.status === "passed") expect(clientNavigations).toBeGreaterThan(0);
});

function named(page: Page, name: string): Locator {
  return page.locator(`form [name="${name}"]`);
}

function button(page: Page, name: string): Locator {
  return page.getByRole("button", { name, exact: true });
}

/**
 * A screen reached. After a client-side navigation (JS; the same document as the last screen) focus
 * is put in the new screen's main region (app/components/route-change-effects.ts), so the next Tab
 * starts there rather than where the old screen's button was; a document load starts at the top anyway.
 */
async function arrived(page: Page, testInfo: TestInfo, path: RegExp, heading?: string | RegExp) {
  await expect(page).toHaveURL(path, { timeout: 20_000 });
  if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page, testInfo);
  const sameDocument = await page.evaluate(() => "keyboardJourneyMark" in window);
  if (hasJs(testInfo) && sameDocument) {
    clientNavigations++;
    await expect
      .poll(() => page.evaluate(() => Boolean(document.getElementById("main")?.contains(document.activeElement))), {
        message: "focus is in the new screen's main region",
      })
      .toBe(true);
    // Focus on the region itself (where the screen starts, not a control) draws no ring round the page.
    const ring = await page
      .locator("#main")
      .evaluate((main) => (document.activeElement === main ? getComputedStyle(main).boxShadow : "none"));
    expect(ring, "no focus ring round the main region").toBe("none");
  }
  await page.evaluate(() => Object.assign(window, { keyboardJourneyMark: true }));
}

/** An error answer puts focus on the summary, whose first link takes the keyboard to the field. */
async function expectSummaryFocused(page: Page) {
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: /);
}

/** The code: six boxes with a script (typing the last digit sends it), one field and Enter without. */
async function typeCode(page: Page, testInfo: TestInfo) {
  if (hasJs(testInfo)) {
    await expect(otpBoxes(page)).toHaveCount(6);
    await tabTo(page, otpBoxes(page).first(), "the first code box");
    await page.keyboard.type(VALID_CODE);
  } else {
    await typeInto(page, named(page, "otpCode"), VALID_CODE);
    await page.keyboard.press("Enter");
  }
}

/** The status check by keyboard, to the screen the persona's application leads to. */
async function statusCheckByKeyboard(page: Page, testInfo: TestInfo, email: string) {
  await page.goto("/check-application-status");
  await arrived(page, testInfo, /\/check-application-status$/, "Check your application status");
  await activate(page, button(page, "Check My Application Status"));
  await expectSummaryFocused(page);
  await expectNoAxeViolations(page, "status check, errors (keyboard)");
  await typeInto(page, named(page, "emailAddress"), email);
  await typeInto(page, named(page, "last4SSN"), LAST4);
  await page.keyboard.press("Enter");
  await arrived(page, testInfo, /\/otp-check$/, "Enter your verification code");
  await typeCode(page, testInfo);
  await expect(page).not.toHaveURL(/\/otp-check$/, { timeout: 20_000 });
}

/** The debit card and billing address, every field by keys, in page order. */
const typeCard = (page: Page) => answerByKeys(page, VALID_CARD);

test("(a) a new application from the intro to its submission, by keyboard only", async ({ page }, testInfo) => {
  await page.goto("/");
  await arrived(page, testInfo, /\/$/, "Choose your path");
  await activate(page, page.getByRole("link", { name: "Choose Secured Visa Card" }));
  await arrived(page, testInfo, /\/basic-info$/, /You're Pre-Approved/);

  // Sent empty: the summary has focus and its first link takes the keyboard to the field.
  await activate(page, button(page, "Next"));
  await expectSummaryFocused(page);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page, "basic info, errors (keyboard)");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(named(page, "firstName")).toBeFocused();

  await answerByKeys(page, {
    firstName: APPLICANT.firstName,
    lastName: APPLICANT.lastName,
    emailAddress: APPLICANT.emailAddress,
    primaryPhone: APPLICANT.primaryPhone,
  });
  await chooseRadio(page, named(page, "otpMethod"), page.locator('form [name="otpMethod"][value="Email"]'));
  await activate(page, button(page, "Next"));
  await arrived(page, testInfo, /\/otp-check$/, "Enter your verification code");
  await typeCode(page, testInfo);

  await arrived(page, testInfo, /\/debt-to-income$/);
  await answerByKeys(page, { housingPayment: "900", annualIncome: "52000" });
  await page.keyboard.press("Enter");

  await arrived(page, testInfo, /\/credit-line$/);
  await chooseRadio(page, named(page, "amount"), named(page, "amount").first());
  await activate(page, button(page, "Confirm"));

  await arrived(page, testInfo, /\/identity-verification$/);
  await answerByKeys(page, {
    birthMonth: IDENTITY.birthMonth,
    birthDay: IDENTITY.birthDay,
    birthYear: IDENTITY.birthYear,
    ssn: IDENTITY.ssn,
    ssnConfirm: IDENTITY.ssnConfirm,
    addressLine1: IDENTITY.addressLine1,
    city: IDENTITY.city,
    state: IDENTITY.state,
    zipCode: IDENTITY.zipCode,
  });
  await activate(page, button(page, "Next"));

  await arrived(page, testInfo, /\/identity-confirm$/);
  await expect(page.getByText("***-**-6789")).toBeVisible();
  await activate(page, button(page, "Confirm"));

  await arrived(page, testInfo, /\/mailing-address$/);
  await chooseRadio(page, named(page, "mailToType"), page.getByLabel("To my home address (shown above)"));
  await activate(page, button(page, "Next"));

  await arrived(page, testInfo, /\/funding-source$/);
  await chooseRadio(page, named(page, "fundingType"), page.locator('form [name="fundingType"][value="DBT"]'));
  await activate(page, button(page, "Next"));

  await arrived(page, testInfo, /\/funding-payment$/);
  await typeCard(page);
  await activate(page, button(page, "Next"));

  await arrived(page, testInfo, /\/terms-and-conditions$/);
  await setCheckbox(
    page,
    page.getByLabel("I agree to the E-Sign Consent and to receive my disclosures and documents electronically."),
    true,
  );
  await setCheckbox(
    page,
    page.getByLabel("I have read and agree to the Terms and Conditions and the Cardholder Agreement."),
    true,
  );
  await activate(page, button(page, "Submit"));
  await arrived(page, testInfo, /\/app-approved-in-good-funds$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("(b) the status check and a deposit payment, by keyboard only", async ({ page }, testInfo) => {
  await statusCheckByKeyboard(page, testInfo, personaEmail("wt_fnd"));
  await arrived(page, testInfo, /\/app-approved-waiting-for-funds$/, "You've been approved!");
  await activate(
    page,
    page.getByRole("button", { name: "Fund my card" }).or(page.getByRole("link", { name: "Fund my card" })),
  );
  await arrived(page, testInfo, /\/funding-payment/);
  // Sent empty: the summary has focus.
  await activate(page, button(page, "Next"));
  await expectSummaryFocused(page);
  await expectNoAxeViolations(page, "funding payment, errors (keyboard)");
  await typeCard(page);
  await activate(page, button(page, "Next"));
  await expect(page).not.toHaveURL(/\/funding-payment$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(/^Error/);
});

test("(c) documents chosen and uploaded, by keyboard only (the file chooser opened with a key) @js-only", async ({
  page,
}, testInfo) => {
  await statusCheckByKeyboard(page, testInfo, personaEmail("wt_doc"));
  await arrived(page, testInfo, /\/documents-requested$/);
  await activate(page, page.getByRole("link", { name: "Start Identification Process" }));
  await arrived(page, testInfo, /\/document-selection$/, "Choose your documents");
  await activate(page, button(page, "Continue"));
  await expectSummaryFocused(page);
  await chooseOption(page, page.getByLabel("Proof of address"), "Utility bill");
  await chooseOption(page, page.getByLabel("Proof of income"), "Pay stub");
  await activate(page, button(page, "Continue"));
  await arrived(page, testInfo, /\/document-upload$/, "Upload your documents");

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  // One listener for both choosers, added before the first key: Playwright starts and stops
  // intercepting the dialog as listeners come and go, without waiting for the browser. With a listener
  // per chooser the interception went off and on between the two, and once the key pressed in that
  // gap opened a dialog Playwright never saw.
  const choosers: FileChooser[] = [];
  page.on("filechooser", (chooser) => choosers.push(chooser));
  for (const [label, name] of [
    ["Upload your Utility bill", "utility-bill.pdf"],
    ["Upload your Pay stub", "paystub.pdf"],
  ] as const) {
    await tabTo(page, page.getByLabel(label), label);
    await page.keyboard.press("Space");
    await expect.poll(() => choosers.length, { message: `the ${label} chooser opened` }).toBe(1);
    await choosers.pop()?.setFiles({ name, mimeType: "application/pdf", buffer: pdf });
  }
  await activate(page, button(page, "Upload documents"));
  await arrived(page, testInfo, /\/app-pending-manual-document-review$/, "We received your documents");
});

test("(d) withdrawing an application, by keyboard only @js-only", async ({ page }, testInfo) => {
  await statusCheckByKeyboard(page, testInfo, personaEmail("wt_fnd"));
  await arrived(page, testInfo, /\/app-approved-waiting-for-funds$/);
  await activate(page, page.getByRole("link", { name: "Withdraw my application" }));
  await arrived(page, testInfo, /\/withdrawal$/, "Withdraw your application");
  await activate(page, button(page, "Withdraw my application"));
  await expectSummaryFocused(page);
  await chooseRadio(page, named(page, "withdrawReason"), page.getByRole("radio", { name: "Process too long" }));
  await activate(page, button(page, "Withdraw my application"));
  await arrived(page, testInfo, /\/app-closed-withdrawn$/, "We received your withdrawal");
});
