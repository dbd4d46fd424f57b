import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { jsonWithout } from "../test/json-without";
import { dataLayerEvents, serverEvents, stepEvents } from "./support/analytics";
import { enterOtp, reachOtp, VALID_CODE } from "./support/flow";
import { fillFields, IDENTITY } from "./support/identity";
import { resetMock } from "./support/mock";
import { HOME, seedSession } from "./support/seed";
import { answerIncome, press } from "./support/steps";

/*
 * The step events of docs/decisions/0021-step-events.md: recorded once by the server (its analytics
 * sink, read back through the mock-only GET /__mock/analytics) for everyone, and pushed into the
 * page's window.dataLayer by the next page when JavaScript runs.
 */
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

const checkbox = (page: Page, name: RegExp) => page.getByRole("checkbox", { name });

async function identityToFundLater(page: Page) {
  await expect(page).toHaveURL(/\/identity-verification$/);
  await fillFields(page, { ...IDENTITY, firstName: undefined, lastName: undefined });
  await press(page, "Next");
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await press(page, "Confirm");
  await expect(page).toHaveURL(/\/mailing-address$/);
  await page.getByLabel("To my home address (shown above)").check();
  await press(page, "Next");
  await expect(page).toHaveURL(/\/funding-source$/);
  await page.getByRole("radio", { name: /Fund later/ }).check();
  await press(page, "Next");
  await expect(page).toHaveURL(/\/launch-downsell$/);
}

test("the data layer receives each step's events as the journey goes @js-only", async ({
  page,
}, testInfo: TestInfo) => {
  const email = "ana.events@example.com";
  await reachOtp(
    page,
    testInfo,
    { firstName: "Ana", lastName: "Lopez", emailAddress: email, primaryPhone: "555-234-5678" },
    "/SecuredPlus/Apply",
  );
  await enterOtp(page, testInfo, VALID_CODE);
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await answerIncome(page);
  await expect(page).toHaveURL(/\/credit-line$/);
  await page.locator('input[name="amount"][value="300"]').check();
  await press(page, "Confirm");
  await identityToFundLater(page);
  await page.getByRole("button", { name: "Accept offer" }).click();
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await press(page, "Confirm");
  await expect(page).toHaveURL(/\/mailing-address$/);

  const expected = [
    ...stepEvents(
      "Plus_",
      ["BasicInfoNext", "OtpNext", "IncomeNext", "CreditLineNext", "IdentityNext", "IdentityConfirmNext"],
      1,
    ),
    ...stepEvents("Plus_", ["MailingAddressNext", "FundingSourceNext"], 7),
    "LaunchDownsellAccept",
    // After the accepted offer the card is Launch.
    ...stepEvents("Launch_", ["IdentityConfirmNext"], 6),
  ];
  await expect.poll(async () => (await dataLayerEvents(page)).map((e) => e.event)).toEqual(expected);
  const layer = await dataLayerEvents(page);
  expect(layer.find((e) => e.event === "Plus_OtpNext")).toMatchObject({ step_name: "otp", card_selected: "plus" });
  expect(layer.find((e) => e.event === "application_step_7")).toMatchObject({
    step_name: "funding_source",
    card_selected: "plus",
  });
  expect(layer.find((e) => e.event === "LaunchDownsellAccept")).toMatchObject({
    step_name: "launch_downsell",
    card_selected: "plus",
  });
  expect(layer.at(-1)).toMatchObject({ event: "application_step_5", card_selected: "launch" });
  // Never PII: no name, email, phone, SSN, birth date or address.
  // (user_id, a hex hash, and event_id, a random UUID, may spell any digits: left out of the search.)
  const text = jsonWithout(await page.evaluate(() => window.dataLayer), ["user_id", "event_id"]);
  expect(layer.every((e) => /^[0-9a-f]{64}$/.test(String(e.user_id)))).toBe(true);
  for (const pii of ["Ana", "Lopez", "example.com", "2345678", "6789", "1990", "Main St"])
    expect(text).not.toContain(pii);
  // The server recorded the same events, once each.
  expect((await serverEvents(page.request, email)).map((e) => e.event)).toEqual(expected);
});

test("the server's analytics sink records every later step, the downsell's 'Close' and the submission", async ({
  page,
}) => {
  const email = "sam.sink@example.com";
  await page.goto("/SecuredPlus/Apply");
  await seedSession(page.request, {
    draft: {
      cardType: "plus",
      emailAddress: email,
      amount: 300,
      creditLimit: 300,
      securityDeposit: 300,
      annualFee: 0,
      homeAddress: HOME,
    },
  });
  await page.goto("/identity-verification");
  await identityToFundLater(page);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await checkbox(page, /E-Sign Consent/).check();
  await checkbox(page, /Terms and Conditions and the Cardholder Agreement/).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/app-approved-waiting-for-funds$/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1, name: "You've been approved!" })).toBeVisible();

  const events = await serverEvents(page.request, email);
  expect(events.map((e) => e.event)).toEqual([
    ...stepEvents("Plus_", ["IdentityNext", "IdentityConfirmNext", "MailingAddressNext", "FundingSourceNext"], 5),
    "LaunchDownsellClose",
    ...stepEvents("Plus_", ["TermsNext"], 9),
    "application_submitted",
  ]);
  expect(events.every((e) => e.card_selected === "plus")).toBe(true);
  expect(events.find((e) => e.event === "Plus_TermsNext")).toMatchObject({ step_name: "terms" });
  expect(events.at(-1)).toMatchObject({ event: "application_submitted", result: "see_email" });
  expect(jsonWithout(events, ["user_id", "event_id"])).not.toMatch(/Jane|Doe|example\.com|6789|Main St/);
});
