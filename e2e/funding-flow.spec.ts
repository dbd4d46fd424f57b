import { expect, test } from "@playwright/test";
import {
  agreeAndSubmit,
  CARDS,
  expectFieldError,
  expectVisited,
  fillCard,
  next,
  seedAtFunding,
  seedAtTermsFundingLater,
  VALID_CARD,
  visitedPaths,
} from "./support/funding";
import { resetMock, submitLeadCalls } from "./support/mock";
import { hasJs, waitForHydration } from "./support/project";
import { expectNoAxeViolations } from "./support/axe";

test.beforeEach(async ({ request }) => {
  // Several screens and axe runs per test on a busy 2-core machine: more than the default 30 s.
  test.setTimeout(60_000);
  await resetMock(request);
});

/** The value of a row of the terms screen's facts, by its exact label. */
function fact(page: import("@playwright/test").Page, label: string) {
  return page
    .locator(".facts__row")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd");
}

test("fund now at the full amount → terms → submit → the screen for the code", async ({ page }) => {
  // Five screens with axe runs and a submission on a busy 2-core machine.
  test.setTimeout(120_000);
  const visited = visitedPaths(page);
  await seedAtFunding(page);
  await page.goto("/funding-source");
  await expect(page).toHaveTitle("Fund your security deposit – Step 8 of 9");
  await expect(page.getByText("Step 8 of 9")).toBeVisible();
  await expectNoAxeViolations(page, "funding source");

  // Nothing chosen: the error state.
  await next(page);
  await expectFieldError(page, "fundingType", "Choose when you want to fund your security deposit.");
  await expectNoAxeViolations(page, "funding source (error)");

  await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund your security deposit" })).toBeVisible();
  await expect(page.getByText("$200", { exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Fund the full $200 today" })).toBeChecked();
  await expect(page.getByRole("img", { name: "Visa" }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Mastercard" })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveAttribute("autocomplete", "cc-number");
  await expect(page.getByLabel("Expiration date")).toHaveAttribute("autocomplete", "cc-exp");
  await expect(page.getByLabel("Security code")).toHaveAttribute("autocomplete", "cc-csc");
  await expect(
    page.getByText("3 digits on the back of the card, on or above the signature line", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Cardholder first name")).toHaveValue("Jane");
  await expect(page.getByRole("group", { name: "Billing Address" }).getByLabel("Street address")).toHaveValue(
    "12 Main St",
  );
  await expectNoAxeViolations(page, "funding payment");

  await fillCard(page, { ...VALID_CARD, cardNumber: "4111111111111111" });
  await next(page);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page).toHaveTitle("Terms and conditions – Step 9 of 9");
  await expect(page.getByText("Debit card today: $200")).toBeVisible();
  // The card number never comes back to the browser.
  expect(await page.content()).not.toContain("4111111111111111");
  await expectNoAxeViolations(page, "terms");

  await agreeAndSubmit(page);
  await expectVisited(visited, "/app-approved-in-good-funds");
  expect(visited).toContain("/submit-application");

  // SPEC §4.3 (issue 11 item 12): a repeat visit of the payment screen says the payment was submitted.
  await page.goto("/funding-payment");
  await expect(page).toHaveURL(/\/error\?reason=payment-already-submitted$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops, your payment was already submitted." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Ok, Got it" })).toBeVisible();
});

test("the debit card screen's 'Next' is never shown as unavailable; pressing it explains what is missing (issue 12 item 5, ADR 0110) @js-only", async ({
  page,
}, testInfo) => {
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await page.goto("/funding-payment");
  await waitForHydration(page, testInfo);
  const next = page.getByRole("button", { name: "Next" });
  await expect(next).not.toHaveAttribute("aria-disabled", /.*/);
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(".error-summary")).toBeVisible();
  await expect(page.locator(".error-summary")).toBeFocused();
  await expect(next).not.toHaveAttribute("aria-disabled", /.*/);
});

test("card validation: SPEC's messages, values kept, card fields never re-filled", async ({ page }, testInfo) => {
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await page.goto("/funding-payment");
  await fillCard(page, {
    ...VALID_CARD,
    cardNumber: CARDS.badLuhn,
    cardExpiration: "01/20",
    cardSecurityCode: "12",
    cardHolderFirstName: "Ann",
  });
  await next(page);
  await expectFieldError(page, "cardNumber", "Card number is invalid");
  await expectFieldError(page, "cardExpiration", "Expiration is invalid");
  await expectFieldError(page, "cardSecurityCode", "CVV code is invalid");
  await expect(page.getByLabel("Cardholder first name")).toHaveValue("Ann");
  if (!hasJs(testInfo)) {
    // A server round trip: the card fields come back empty, with a word why.
    await expect(page.getByLabel("Card number")).toHaveValue("");
    await expect(page.getByLabel("Security code")).toHaveValue("");
    await expect(page.getByText("card details are never kept on this page")).toBeVisible();
  } else {
    // Answered in the page: what was typed stays, so no word of entering it again.
    await expect(page.getByLabel("Card number")).not.toHaveValue("");
    await expect(page.getByText("card details are never kept on this page")).toHaveCount(0);
  }
  await expectNoAxeViolations(page, "funding payment (error)");

  await fillCard(page, { cardNumber: CARDS.amex, cardExpiration: "12/30", cardSecurityCode: "123" });
  await next(page);
  await expectFieldError(page, "cardNumber", "Debit Card must be Visa or MasterCard");
  // The card's brand is the server's to judge: with JavaScript too the number typed stays, unannounced.
  if (hasJs(testInfo)) {
    await expect(page.getByLabel("Card number")).not.toHaveValue("");
    await expect(page.getByText("card details are never kept on this page")).toHaveCount(0);
  }

  await fillCard(page, { cardNumber: "", cardExpiration: "", cardSecurityCode: "", zipCode: "00100" });
  await next(page);
  await expectFieldError(page, "cardNumber", "Card number is required");
  await expectFieldError(page, "cardExpiration", "Expiration date is required");
  await expectFieldError(page, "cardSecurityCode", "Security code is required");
  await expectFieldError(page, "zipCode", "Must be a U.S. Zip Code");
});

test("card number grouped in fours as typed (JS); spaces and hyphens accepted (both)", async ({ page }, testInfo) => {
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await page.goto("/funding-payment");
  // The grouping as typed is an enhancement: typed before it, the digits stay as they are.
  await waitForHydration(page, testInfo);
  const number = page.getByLabel("Card number");
  if (hasJs(testInfo)) {
    await number.pressSequentially("5555555555554444");
    await expect(number).toHaveValue("5555 5555 5555 4444");
    await page.getByLabel("Expiration date").pressSequentially("1230");
    await expect(page.getByLabel("Expiration date")).toHaveValue("12/30");
    await fillCard(page, { cardSecurityCode: "123" });
  } else {
    await fillCard(page, { cardNumber: "5555-5555-5555-4444", cardExpiration: "12/30", cardSecurityCode: "123" });
  }
  await next(page);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});

test("partial funding: fund part of the deposit today", async ({ page }, testInfo) => {
  const visited = visitedPaths(page);
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await page.goto("/funding-payment");
  const amount = page.getByLabel("Amount to fund today");
  if (hasJs(testInfo)) await expect(amount).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Fund the full $200 today" }).uncheck();
  await expect(amount).toBeVisible();
  await fillCard(page, VALID_CARD);
  await amount.fill("250");
  await next(page);
  await expectFieldError(page, "amount", "Amount must be at most $200");
  await amount.fill("10");
  if (!hasJs(testInfo))
    await fillCard(page, { cardNumber: VALID_CARD.cardNumber, cardExpiration: "12/30", cardSecurityCode: "123" });
  await next(page);
  await expectFieldError(page, "amount", "Amount must be at least $25");
  await amount.fill("50");
  if (!hasJs(testInfo))
    await fillCard(page, { cardNumber: VALID_CARD.cardNumber, cardExpiration: "12/30", cardSecurityCode: "123" });
  await next(page);
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Debit card today: $50")).toBeVisible();
  await agreeAndSubmit(page);
  // Part funded: the application waits for the rest.
  await expectVisited(visited, "/app-approved-waiting-for-funds");
});

test("e-sign consent and the terms: both required, the terms box never disabled (ADR 0110) @no-js-only", async ({
  page,
}) => {
  await seedAtTermsFundingLater(page);
  await page.goto("/terms-and-conditions");
  const eSign = page.getByRole("checkbox", { name: /E-Sign Consent/ });
  const terms = page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ });
  await expect(terms).toBeEnabled();
  await terms.check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, "eSignConsent", "Please agree to E-Sign Consent");
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expectNoAxeViolations(page, "terms (error)");

  // The answers given are kept.
  await expect(terms).toBeChecked();
  await terms.uncheck();
  await eSign.check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, "termsAndConditions", "Please agree to the Terms and Conditions");
  await expect(eSign).toBeChecked();
});

test("no double submission: submitting again, or going back and submitting, lands on the same result", async ({
  page,
}) => {
  const visited = visitedPaths(page);
  await seedAtTermsFundingLater(page);
  await page.goto("/terms-and-conditions");
  const csrf = await page.locator('form input[name="csrf"]').first().inputValue();
  await agreeAndSubmit(page);
  await expectVisited(visited, "/app-approved-waiting-for-funds");

  // Back to the terms: the result instead of the form.
  visited.length = 0;
  await page.goto("/terms-and-conditions");
  await expectVisited(visited, "/submit-application");
  await expectVisited(visited, "/app-approved-waiting-for-funds");

  // The same form posted again (a double click, a second tab): never a second submitLead.
  const again = await page.request.post("/submit-application", {
    form: { csrf, eSignConsent: "on", termsAndConditions: "on" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(again.headers()["location"]).toBe("/submit-application");
  const result = await page.request.get("/submit-application", { maxRedirects: 0 });
  expect(result.headers()["location"]).toBe("/app-approved-waiting-for-funds");
  // One application reached the bank.
  expect(await submitLeadCalls(page.request)).toBe(1);
});

test("fund later (basic): what happens next, 'I want to fund today', then 'Just to confirm'", async ({ page }) => {
  await seedAtFunding(page);
  await page.goto("/funding-source");
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/credit-line-fund-later$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fund your deposit later" })).toBeVisible();
  await expect(page.getByText("60 days", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "fund later");

  await page.getByRole("link", { name: "I want to fund today" }).click();
  await expect(page).toHaveURL(/\/credit-line-confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Just to confirm" })).toBeVisible();
  const today = page.getByRole("checkbox", { name: "Fund my $200 security deposit today" });
  await expect(today).toBeChecked();
  await expectNoAxeViolations(page, "credit line confirm");

  // Funding today → the funding source, 'fund now' chosen.
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(page.getByRole("radio", { name: /Fund now/ })).toBeChecked();

  // Not today → fund later → Continue → terms.
  await page.goto("/credit-line-confirm");
  await today.uncheck();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/credit-line-fund-later$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Later, within 60 days")).toBeVisible();
});

test("fund later (plus) → the Launch downsell → 'Accept offer' → identity confirm → … → a Launch $100 application submitted", async ({
  page,
}, testInfo) => {
  const visited = visitedPaths(page);
  await seedAtFunding(page, { cardType: "plus" });
  await page.goto("/funding-source");
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/launch-downsell$/);
  // Without JS a page (its h1); with JS a modal dialog over the funding step (its h2).
  const offer = hasJs(testInfo)
    ? page.getByRole("dialog", { name: "Not ready to fund $300 today?" })
    : page.locator("main");
  await expect(
    offer.getByRole("heading", { level: hasJs(testInfo) ? 2 : 1, name: "Not ready to fund $300 today?" }),
  ).toBeVisible();
  await expect(page.getByText("Try the new Launch Secured Visa Card and fund $100 today.")).toBeVisible();
  await expect(page.getByText("29.99%")).toBeVisible();
  // SPEC §9 'Launch program fee 19.95': the amount, with no 'one time' SPEC does not state.
  await expect(offer.locator(".facts__row", { hasText: "Program fee" }).locator("dd")).toHaveText("$19.95");
  await expect(page.getByRole("link", { name: "Launch Secured Visa Card terms and conditions" })).toHaveAttribute(
    "href",
    "/documents/terms-launch.html",
  );
  await expect(
    page.getByText(
      "The Launch Secured Visa Card has a monthly fee of $2 per month ($24 annualized) for the first 12 months, then $3 per month ($36) for as long as the account is open.",
    ),
  ).toBeVisible();
  await expect(offer.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/funding-source");
  if (hasJs(testInfo)) {
    // A modal dialog that Escape does not close.
    const dialog = page.getByRole("dialog", { name: "Not ready to fund $300 today?" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
  }
  await expectNoAxeViolations(page, "launch downsell");

  await page.getByRole("button", { name: "Accept offer" }).click();

  // SPEC §4.4: on to identity confirm, which says what the accepted offer changed.
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your details" })).toBeVisible();
  await expect(
    page
      .getByRole("status")
      .getByText(
        "Offer accepted: your Launch Secured Visa Card has a $100 credit line, secured by a refundable security deposit of $100. Confirm your details to continue.",
      ),
  ).toBeVisible();
  await expect(page.getByText("Step 6 of 9")).toBeVisible();
  await expectNoAxeViolations(page, "identity confirm (Launch offer accepted)");
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/mailing-address$/);
  await page.getByLabel("To my home address (shown above)").check();
  await next(page);

  // The funding is chosen again, for the Launch card at $100.
  await expect(page).toHaveURL(/\/funding-source$/);
  await expect(
    page.getByText(
      "Your Launch Secured Visa Card credit line of $100 is secured by a refundable security deposit of $100.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /Fund now/ })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: /Fund later/ })).not.toBeChecked();
  await page.getByRole("radio", { name: /Fund now with a debit card/ }).check();
  await next(page);

  await expect(page).toHaveURL(/\/funding-payment$/);
  await expect(page.getByRole("checkbox", { name: "Fund the full $100 today" })).toBeChecked();
  await fillCard(page, VALID_CARD);
  await next(page);

  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(fact(page, "Card")).toHaveText("Launch Secured Visa Card");
  await expect(fact(page, "Credit line")).toHaveText("$100");
  await expect(fact(page, "Refundable security deposit")).toHaveText("$100");
  await expect(page.getByText("Debit card today: $100")).toBeVisible();
  await agreeAndSubmit(page);

  // Fully funded at $100: in good funds, one application for the Launch card.
  await expect(page).toHaveURL(/\/app-approved-in-good-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "We received your deposit" })).toBeVisible();
  expect(visited).toContain("/submit-application");
  expect(await submitLeadCalls(page.request)).toBe(1);
});

test("the Launch downsell's 'Close' goes on to the terms, funding later @no-js-only", async ({ page }) => {
  await seedAtFunding(page, { cardType: "plus" });
  await page.goto("/funding-source");
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await next(page);
  await expect(page).toHaveURL(/\/launch-downsell$/);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Secured Plus Visa Card")).toBeVisible();
  await expect(page.getByText("Later, within 60 days")).toBeVisible();
});

test("a too-early visit goes to the first incomplete step @no-js-only", async ({ page }) => {
  await seedAtFunding(page, { draft: { completed: ["income", "creditLine", "identity", "identityConfirm"] } });
  const visited = visitedPaths(page);
  await page.goto("/terms-and-conditions");
  await expectVisited(visited, "/mailing-address");
});

test("the payment page does not move when it hydrates: the partial amount stays hidden while the box is ticked", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  await page.goto("/funding-payment");
  await waitForHydration(page, testInfo);
  const amount = page.getByLabel("Amount to fund today");
  await expect(amount).toBeHidden();
  if (hasJs(testInfo)) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  }
  // Unticked, the amount is asked for, with or without JavaScript.
  await page.getByRole("checkbox", { name: "Fund the full $200 today" }).uncheck();
  await expect(amount).toBeVisible();
  await expect(page.getByText("Only if you are not funding the full $200 today: between $25 and $200.")).toBeVisible();
});
