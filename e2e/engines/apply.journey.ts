import { basicInfo as basicInfoEs } from "../../app/i18n/es/basicInfo";
import { otp as otpEs } from "../../app/i18n/es/otp";
import { ENGINES_IDLE_ORIGIN, ENGINES_IDLE_SECONDS } from "../../playwright.engines.config";
import { PNG } from "../../test/document-files";
import { IDENTITY } from "../support/identity";
import { PDF } from "../support/status";
import { test } from "./fixtures";
import {
  agreeAndSubmit,
  answerToFundingSource,
  checkStatus,
  expectErrorSummaryFocused,
  fixtureFile,
  optionValue,
  payByCard,
  personaEmail,
  seedAtFunding,
  startApplication,
} from "./steps";

/*
 * The product's journeys in each engine with JavaScript on, over HTTPS (the production cookie):
 * the same steps (./steps.ts) in Firefox and WebKit, and on demand in Chromium.
 */

test.beforeEach(async ({ request }) => {
  const reset = await request.post("/__mock/reset");
  if (!reset.ok()) throw new Error(`POST /__mock/reset answered ${reset.status()}`);
});

test("a new application, funded now by card, to an application in good funds", async ({ tab }) => {
  await startApplication(tab, "riley.walker@example.com", "typed");
  await answerToFundingSource(tab);
  await tab.check({ css: 'input[name="fundingType"][value="DBT"]' });
  await tab.click({ role: "button", name: "Next" });
  await tab.waitForPath(/\/funding-payment$/);
  await tab.screen("funding-payment");
  await payByCard(tab);
  await agreeAndSubmit(tab);
  await tab.waitForPath(/\/app-approved-in-good-funds$/, 30_000);
  await tab.expectHeading(/./);
  await tab.screen("app-approved-in-good-funds");
});

test("funded later; then the status check (code pasted) and part of the deposit paid from the status screen", async ({
  tab,
}) => {
  const email = "rowan.later@example.com";
  await startApplication(tab, email, "pasted");
  await answerToFundingSource(tab);
  await tab.check({ css: 'input[name="fundingType"][value="FDL"]' });
  await tab.click({ role: "button", name: "Next" });
  await tab.waitForPath(/\/credit-line-fund-later$/);
  await tab.screen("credit-line-fund-later");
  await tab.hydrated();
  await tab.click({ role: "button", name: /Continue/ });
  await agreeAndSubmit(tab);
  await tab.waitForPath(/\/app-approved-waiting-for-funds$/, 30_000);

  await checkStatus(tab, email, "pasted", IDENTITY.ssn.slice(-4));
  await tab.waitForPath(/\/app-approved-waiting-for-funds$/);
  await tab.expectHeading("You've been approved!");
  await tab.screen("status-waiting-for-funds");
  await tab.hydrated();
  await tab.click({ role: "button", name: "Fund my card" });
  await tab.waitForPath(/\/funding-payment/);
  await tab.uncheck({ role: "checkbox", name: /^Fund the full \$\d+ today$/ });
  await tab.fill({ label: "Amount to fund today" }, "50");
  await tab.screen("funding-payment-part");
  await payByCard(tab);
  await tab.waitForPath(/\/funding-payment\?view=result$/, 30_000);
  await tab.expectHeading("Your payment is approved");
  await tab.expectText(".facts__row", /Still to fund\s*\$150/);
  await tab.screen("funding-payment-result");
});

test("the Launch downsell: a modal over the funding step that Escape leaves open; its offer taken to the end", async ({
  tab,
}) => {
  await seedAtFunding(tab, "plus", "casey.plus@example.com");
  await tab.goto("/funding-source");
  await tab.hydrated();
  await tab.check({ role: "radio", name: /Fund later/ });
  await tab.click({ role: "button", name: "Next" });
  await tab.waitForPath(/\/launch-downsell$/);
  const dialog = { role: "dialog", name: "" } as const;
  await tab.find({ css: "dialog[open], [role=dialog]" });
  await tab.expectText("[role=dialog], dialog[open]", "Not ready to fund $300 today?");
  await tab.screen("launch-downsell");
  await tab.press("Escape");
  await new Promise((r) => setTimeout(r, 300));
  if (!(await tab.isThere(dialog))) throw new Error(`${tab.engine}: Escape closed the downsell dialog`);
  await tab.click({ role: "button", name: "Accept offer" });
  await tab.waitForPath(/\/identity-confirm$/);
  await tab.expectText("[role=status]", /^Offer accepted: your Launch Secured Visa Card has a \$100 credit line/);
  await tab.screen("identity-confirm-launch");
  await tab.hydrated();
  await tab.click({ role: "button", name: "Confirm" });
  await tab.waitForPath(/\/mailing-address$/);
  await tab.check({ label: "To my home address (shown above)" });
  await tab.click({ role: "button", name: "Next" });
  await tab.waitForPath(/\/funding-source$/);
  await tab.check({ role: "radio", name: /Fund now with a debit card/ });
  await tab.click({ role: "button", name: "Next" });
  await tab.waitForPath(/\/funding-payment$/);
  await payByCard(tab);
  await agreeAndSubmit(tab);
  await tab.waitForPath(/\/app-approved-in-good-funds$/, 30_000);
  await tab.expectHeading("We received your deposit");
});

test("documents requested: the status check (code autofilled), two files chosen and uploaded", async ({ tab }) => {
  await checkStatus(tab, personaEmail("wt_doc"), "autofilled");
  await tab.waitForPath(/\/documents-requested$/);
  await tab.screen("documents-requested");
  await tab.click({ role: "link", name: "Start Identification Process" });
  await tab.waitForPath(/\/document-selection$/);
  await tab.screen("document-selection");
  await tab.select({ label: "Proof of address" }, await optionValue(tab, "Proof of address", "Utility bill"));
  await tab.select({ label: "Proof of income" }, await optionValue(tab, "Proof of income", "Pay stub"));
  await tab.click({ role: "button", name: "Continue" });
  await tab.waitForPath(/\/document-upload$/);
  await tab.expectHeading("Upload your documents");
  await tab.screen("document-upload");
  await tab.upload({ label: "Upload your Utility bill" }, fixtureFile("utility-bill.pdf", PDF));
  await tab.upload({ label: "Upload your Pay stub" }, fixtureFile("paystub.png", Buffer.from(PNG)));
  await tab.screen("document-upload-chosen");
  await tab.click({ role: "button", name: "Upload documents" });
  await tab.waitForPath(/\/app-pending-manual-document-review$/, 30_000);
  await tab.expectHeading("We received your documents");
  await tab.screen("documents-received");
});

test("withdrawal: no reason chosen shows the error, focused; a reason withdraws the application", async ({ tab }) => {
  await checkStatus(tab, personaEmail("wt_fnd"), "typed");
  await tab.waitForPath(/\/app-approved-waiting-for-funds$/);
  await tab.click({ role: "link", name: "Withdraw my application" });
  await tab.waitForPath(/\/withdrawal$/);
  await tab.expectHeading("Withdraw your application");
  await tab.screen("withdrawal");
  await tab.hydrated();
  await tab.click({ role: "button", name: "Withdraw my application" });
  await expectErrorSummaryFocused(tab, "Please select a reason for withdrawing.");
  await tab.screen("withdrawal-errors");
  await tab.check({ role: "radio", name: "Process too long" });
  await tab.click({ role: "button", name: "Withdraw my application" });
  await tab.waitForPath(/\/app-closed-withdrawn$/);
  await tab.expectHeading("We received your withdrawal");
  await tab.screen("closed-withdrawn");
});

test("the idle warning: a dialog with the focus on 'Stay Connected', which keeps the session", async ({ openTab }) => {
  const tab = await openTab(ENGINES_IDLE_ORIGIN);
  await tab.goto("/Secured/Apply");
  await tab.waitForPath(/\/basic-info$/);
  await tab.hydrated();
  await tab.find({ css: "[role=dialog] #idle-title, dialog[open] #idle-title" }, ENGINES_IDLE_SECONDS * 1000);
  await tab.expectText("#idle-title", "Your session is about to expire!");
  await tab.until(
    "the focus on 'Stay Connected'",
    () => tab.focused(),
    (f) => f.startsWith("button"),
  );
  const focusedName = await tab.run(() => document.activeElement?.textContent?.trim() ?? "");
  if (focusedName !== "Stay Connected") throw new Error(`${tab.engine}: the focus is on '${focusedName}'`);
  await tab.screen("idle-warning");
  await tab.click({ role: "button", name: "Stay Connected" });
  await tab.until(
    "the dialog to close",
    () => tab.isThere({ css: "#idle-title" }),
    (shown) => !shown,
  );
  if (!/\/basic-info$/.test(await tab.path())) throw new Error(`${tab.engine}: left basic information`);
  // The session lives on: the form still answers.
  await tab.fill({ css: 'form [name="firstName"]' }, "Jane");
});

test("the language switched mid-journey keeps the answers and goes on in Spanish", async ({ tab }) => {
  await tab.goto("/Secured/Apply");
  await tab.waitForPath(/\/basic-info$/);
  await tab.hydrated();
  await tab.fill({ css: 'form [name="firstName"]' }, "Ana");
  await tab.fill({ css: 'form [name="lastName"]' }, "Perez");
  await tab.click({ role: "link", name: "Español" });
  await tab.until(
    "Spanish",
    () => tab.run(() => document.documentElement.lang),
    (lang) => lang === "es-US",
  );
  await tab.expectHeading(new RegExp(`^${basicInfoEs.title}`));
  const kept = await tab.run(() =>
    ["firstName", "lastName"].map((n) => document.querySelector<HTMLInputElement>(`form [name="${n}"]`)?.value),
  );
  if (kept.join(" ") !== "Ana Perez") throw new Error(`${tab.engine}: the answers became '${kept.join(" ")}'`);
  await tab.screen("basic-info-es");
  await tab.fill({ css: 'form [name="emailAddress"]' }, "ana.perez@example.com");
  await tab.fill({ css: 'form [name="primaryPhone"]' }, "555-234-5678");
  await tab.check({ css: 'input[name="otpMethod"][value="Email"]' });
  await tab.hydrated();
  await tab.click({ role: "button", name: "Siguiente" });
  await tab.waitForPath(/\/otp-check$/);
  await tab.expectHeading(otpEs.title);
  await tab.screen("otp-check-es");
});
