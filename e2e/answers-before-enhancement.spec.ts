import { expect, test, type Page } from "@playwright/test";
import { otpBoxes, reachOtp, VALID_CODE } from "./support/flow";
import { fillCard, seedAtFunding, VALID_CARD } from "./support/funding";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedIdentityDone, seedSession } from "./support/seed";
import { MSG } from "../app/domain/messages";

/*
 * On a slow phone a page can be read and filled for seconds before its scripts have run. What the
 * applicant did meanwhile (in the page's no-JS form) must still be there, and must still count, once
 * the page switches to its enhanced form. The scripts are held back until the test has answered.
 */

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

/** Loads `path` with the page's scripts held back; the returned function lets them load and waits for the enhanced page. */
async function openBeforeScripts(page: Page, path: string, heading: string | RegExp) {
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/build\/.*\.js$/, (route) => {
    if (holding) held.push(() => route.continue());
    else return route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  return async function enhance() {
    holding = false;
    await Promise.all(held.map((go) => go()));
    await waitForHydration(page);
  };
}

test("funding payment: a part amount chosen before the scripts ran is kept and paid @js-only", async ({ page }) => {
  await seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } });
  const enhance = await openBeforeScripts(page, "/funding-payment", "Fund your security deposit");
  await page.getByRole("checkbox", { name: "Fund the full $200 today" }).uncheck();
  await page.getByLabel("Amount to fund today").fill("150");
  await enhance();

  await expect(page.getByRole("checkbox", { name: "Fund the full $200 today" })).not.toBeChecked();
  await expect(page.getByLabel("Amount to fund today")).toHaveValue("150");
  await fillCard(page, VALID_CARD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByText("Debit card today: $150")).toBeVisible();
});

test("mailing address: a PO box chosen and typed before the scripts ran stays on the page @js-only", async ({
  page,
}) => {
  await seedIdentityDone(page.request, { completed: ["identityConfirm"] });
  const enhance = await openBeforeScripts(page, "/mailing-address", "Mailing address");
  await page.getByLabel("To a PO Box or rural route (RR) address").check();
  const box = page.getByRole("group", { name: "PO Box or rural route address" });
  await box.getByLabel("Street address").fill("PO Box 123");
  await enhance();

  await expect(page.getByLabel("To a PO Box or rural route (RR) address")).toBeChecked();
  await expect(box).toBeVisible();
  await expect(box.getByLabel("Street address")).toHaveValue("PO Box 123");
});

test("basic information: the phone typed before the scripts ran names the text option @js-only", async ({ page }) => {
  const enhance = await openBeforeScripts(page, "/Secured/Apply", /You're Pre-Approved/);
  await page.getByLabel("Mobile phone number").fill("5125550123");
  await enhance();

  await expect(page.getByText("Text a code to ***-***-0123")).toBeVisible();
});

test("the code typed in the single field before the scripts ran fills the six boxes @js-only", async ({
  page,
}, testInfo) => {
  await reachOtp(page, testInfo);
  await page.unrouteAll();
  const enhance = await openBeforeScripts(page, "/otp-check", "Enter your verification code");
  // As people type it from a message: '123 456' (the field takes it without JavaScript too).
  await page.locator('input[name="otpCode"]').fill(`${VALID_CODE.slice(0, 3)} ${VALID_CODE.slice(3)}`);
  await enhance();

  await expect(otpBoxes(page)).toHaveCount(6);
  for (const [i, digit] of [...VALID_CODE].entries()) await expect(otpBoxes(page).nth(i)).toHaveValue(digit);
  // The focus stays in the code: on its last box, the field it was typed in being gone.
  await expect(otpBoxes(page).nth(5)).toBeFocused();
  // And the hint says what happens next: Verify (nothing is checked by itself).
  await expect(page.getByText(MSG.otpHintManual)).toBeVisible();
  // Nothing is sent by itself, not even after a correction: the code was whole before the boxes
  // came, and a correction of a whole code goes with Verify (a wrong second code ends the session).
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const lastDigit = VALID_CODE.slice(-1);
  await page.keyboard.type(lastDigit === "9" ? "8" : "9");
  // A digit taken away and typed again is a correction too.
  await page.keyboard.press("Backspace");
  await page.keyboard.type(lastDigit === "9" ? "7" : "9");
  // The boxes send a complete code one frame after it is typed: give them a few.
  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  await expect(page.getByText(MSG.otpHintManual)).toBeVisible();
  await page.keyboard.type(lastDigit);
  await expect(page.locator('input[name="otpCode"]')).toHaveValue(VALID_CODE);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).not.toHaveURL(/\/otp-check$/);
});

/** The identity page with a date of birth chosen before its scripts ran (the no-JS lists: days 1–31), then enhanced. */
async function birthDateBeforeScripts(page: Page, date: { month: string; day: string; year: string }) {
  await seedSession(page.request);
  const enhance = await openBeforeScripts(page, "/identity-verification", "Verify your identity");
  await page.locator('form [name="birthMonth"]').selectOption(date.month);
  await page.locator('form [name="birthDay"]').selectOption(date.day);
  await page.locator('form [name="birthYear"]').selectOption(date.year);
  await enhance();
  return { day: page.locator('form [name="birthDay"]'), dayOptions: page.locator('form [name="birthDay"] option') };
}

test("identity: the day list follows the month and year chosen before the scripts ran @js-only", async ({ page }) => {
  const { day, dayOptions } = await birthDateBeforeScripts(page, { month: "02", day: "29", year: "1992" });

  // February 1992 has 29 days (the empty choice first): the 29th stays, and nothing is said.
  await expect(dayOptions).toHaveCount(30);
  await expect(day).toHaveValue("29");
  await expect(page.locator(".dob").getByRole("status")).toHaveText("");
  // And it goes on following them: February 1991 has 28.
  await page.locator('form [name="birthYear"]').selectOption("1991");
  await expect(dayOptions).toHaveCount(29);
  await expect(day).toHaveValue("");
  await expect(page.locator(".dob").getByRole("status")).toHaveText(
    "Day cleared: February 1991 has 28 days. Choose the day again.",
  );
});

test("identity: a day chosen before the scripts ran that its month does not have is cleared, and said @js-only", async ({
  page,
}) => {
  const { day, dayOptions } = await birthDateBeforeScripts(page, { month: "02", day: "31", year: "1990" });

  await expect(dayOptions).toHaveCount(29);
  await expect(day).toHaveValue("");
  await expect(page.locator(".dob").getByRole("status")).toHaveText(
    "Day cleared: February 1990 has 28 days. Choose the day again.",
  );
  // A day chosen now stays and answers the notice, and the list still follows the year.
  await day.selectOption("28");
  await expect(page.locator(".dob").getByRole("status")).toHaveText("");
  await page.locator('form [name="birthYear"]').selectOption("1992");
  await expect(dayOptions).toHaveCount(30);
  await expect(day).toHaveValue("28");
});
