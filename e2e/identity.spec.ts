import { expect, test, type Page } from "@playwright/test";
import {
  control,
  expectFieldError,
  expectSummary,
  fillFields,
  IDENTITY,
  inlineError,
  MSG,
  next,
  open,
  SSN_CLEARED,
} from "./support/identity";
import { mockSettings, resetMock } from "./support/mock";
import { hasJs } from "./support/project";
import { seedSession } from "./support/seed";
import { expectNoAxeViolations } from "./support/axe";

const PATH = "/identity-verification";
const HEADING = "Verify your identity";

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await seedSession(page.request);
  await open(page, testInfo, PATH, HEADING);
});

/** Submits the identity form with valid answers changed by `change` and expects to stay here. */
async function submitWith(page: Page, change: Record<string, string>) {
  await fillFields(page, { ...IDENTITY, ...change });
  await next(page);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
}

/** Every answer but the SSN and its confirmation. */
const KEPT = (Object.keys(IDENTITY) as Array<keyof typeof IDENTITY>).filter((name) => !name.startsWith("ssn"));

/**
 * After a rejected form the other answers are still there; the SSN fields are empty and say why.
 * With JS too: the server validates every post (no schema in the browser, ADR 0002), so the page
 * comes back exactly as without JS.
 */
async function expectKeptExceptSsn(page: Page, change: Record<string, string>) {
  const values = { ...IDENTITY, ...change };
  for (const name of KEPT) {
    await expect(control(page, name), `${name} keeps its value`).toHaveValue(values[name]);
  }
  await expect(control(page, "ssn")).toHaveValue("");
  await expect(control(page, "ssnConfirm")).toHaveValue("");
  await expect(page.getByText(SSN_CLEARED)).toBeVisible();
  await expect(page.getByLabel("Social Security number (SSN) or ITIN")).toHaveAccessibleDescription(
    new RegExp(SSN_CLEARED.replace(/\./g, "\\.")),
  );
}

test("the form: step, names from the draft, date selects, SSN fields, home address", async ({ page }, testInfo) => {
  await expect(page).toHaveTitle("Verify your identity – Step 5 of 9");
  await expect(page.getByText("Step 5 of 9")).toBeVisible();
  await expect(page.locator("progress")).toHaveAttribute("value", "50");
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/credit-line");
  await expect(page.getByLabel("First name", { exact: true })).toHaveValue("Jane");
  await expect(page.getByLabel("Last name", { exact: true })).toHaveValue("Doe");
  await expect(page.getByLabel("First name", { exact: true })).toHaveAttribute("autocomplete", "given-name");

  const dob = page.getByRole("group", { name: "Date of birth" });
  await expect(dob).toBeVisible();
  await expect(dob.getByLabel("Month")).toHaveAttribute("autocomplete", "bday-month");
  await expect(dob.getByLabel("Day")).toHaveAttribute("autocomplete", "bday-day");
  await expect(dob.getByLabel("Year")).toHaveAttribute("autocomplete", "bday-year");
  // The newest birth year offered is 18 years ago.
  const latest = new Date().getFullYear() - 18;
  await expect(dob.getByLabel("Year").locator("option").nth(1)).toHaveText(String(latest));
  await expect(dob.getByLabel("Year").locator(`option[value="${latest + 1}"]`)).toHaveCount(0);

  for (const label of ["Social Security number (SSN) or ITIN", "Confirm SSN or ITIN"]) {
    const ssn = page.getByLabel(label);
    await expect(ssn).toHaveAttribute("inputmode", "numeric");
    await expect(ssn).toHaveAttribute("autocomplete", "off");
    await expect(ssn).toHaveAttribute("type", "text");
    await expect(ssn).toHaveValue("");
  }
  const home = page.getByRole("group", { name: "Home address" });
  await expect(home.getByLabel("Street address")).toHaveAttribute("autocomplete", "address-line1");
  await expect(home.getByLabel("Street address")).toHaveAttribute("maxlength", "26");
  await expect(home.getByLabel("ZIP code")).toHaveAttribute("autocomplete", "postal-code");
  await expect(page.locator(".error-summary")).toHaveCount(0);
  if (hasJs(testInfo)) {
    await expect(home.getByRole("combobox", { name: "Street address" })).toBeVisible();
    await expect(
      page.getByText("For your security, copy and paste are turned off in this field.").first(),
    ).toBeVisible();
  } else {
    await expect(page.locator('[role="combobox"]')).toHaveCount(0);
    await expect(page.getByText("copy and paste are turned off")).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: "Next" })).not.toHaveAttribute("aria-disabled", /.*/);
  await expectNoAxeViolations(page, "identity");
});

test("an empty form lists every required message, in page order, in the summary and inline @no-js-only", async ({
  page,
}) => {
  await fillFields(page, { firstName: "", lastName: "" });
  await next(page);
  await expectSummary(page, [
    MSG.firstNameRequired,
    MSG.lastNameRequired,
    MSG.dateOfBirthRequired,
    MSG.ssnRequired,
    MSG.streetRequired,
    MSG.cityRequired,
    MSG.stateRequired,
    MSG.zipRequired,
  ]);
  await expectFieldError(page, "firstName", MSG.firstNameRequired);
  await expectFieldError(page, "ssn", MSG.ssnRequired);
  await expectFieldError(page, "zipCode", MSG.zipRequired);
  // The date message belongs to the three selects: the summary link goes to the month.
  const dateLink = page.locator(".error-summary").getByRole("link", { name: MSG.dateOfBirthRequired });
  await expect(dateLink).toHaveAttribute("href", "#identity-birthMonth");
  await expect(inlineError(page, "birthMonth")).toHaveText(`Error: ${MSG.dateOfBirthRequired}`);
  await expect(page.getByRole("group", { name: "Date of birth" })).toHaveAccessibleDescription(
    /Date of birth is required\./,
  );
  // The fieldset says what is wrong; a select saying 'invalid' without a reason would say less (GOV.UK).
  await expect(control(page, "birthDay")).not.toHaveAttribute("aria-invalid", /.*/);
  await dateLink.click();
  await expect(control(page, "birthMonth")).toBeFocused();
  await expectNoAxeViolations(page, "identity (errors)");
});

test("someone under 18 is refused @no-js-only", async ({ page }) => {
  const today = new Date();
  const latest = today.getFullYear() - 18;
  const youngest = new Date(latest, today.getMonth(), today.getDate() + 1);
  if (youngest.getFullYear() > latest) {
    // 31 December: everyone born in the newest year offered is already 18; nothing younger is offered.
    await expect(control(page, "birthYear").locator(`option[value="${latest + 1}"]`)).toHaveCount(0);
    return;
  }
  const change = {
    birthMonth: String(youngest.getMonth() + 1).padStart(2, "0"),
    birthDay: String(youngest.getDate()).padStart(2, "0"),
    birthYear: String(latest),
  };
  await submitWith(page, change);
  await expectFieldError(page, "birthMonth", MSG.dateOfBirthTooYoung);
  await expectSummary(page, [MSG.dateOfBirthTooYoung]);
  // The hint says what the error says: the field shows it once, as the error (the summary has its own).
  await expect(page.locator("fieldset.dob").getByText(MSG.dateOfBirthTooYoung)).toHaveCount(1);
  await expectKeptExceptSsn(page, change);
});

test("an impossible date: refused by the server, and with JS the day list follows month and year", async ({
  page,
}, testInfo) => {
  if (hasJs(testInfo)) {
    const day = control(page, "birthDay");
    await fillFields(page, { birthMonth: "02", birthYear: "2001" });
    await expect(day.locator("option")).toHaveCount(1 + 28);
    await fillFields(page, { birthYear: "2000" });
    await expect(day.locator("option")).toHaveCount(1 + 29);
    // A day the new month does not have is cleared, and that is said.
    await fillFields(page, { birthMonth: "01", birthDay: "31" });
    await fillFields(page, { birthMonth: "04" });
    await expect(day).toHaveValue("");
    await expect(day.locator("option")).toHaveCount(1 + 30);
    await expect(page.getByRole("status").filter({ hasText: "Day cleared: April 2000 has 30 days." })).toHaveCount(1);
    // Submitting now asks for the missing day.
    await fillFields(page, { ...IDENTITY, birthDay: undefined, birthMonth: undefined, birthYear: undefined });
    await next(page);
    await expectFieldError(page, "birthMonth", MSG.dateOfBirthRequired);
  } else {
    // Without JS every day is offered: 30 February goes to the server, which refuses it.
    await submitWith(page, { birthMonth: "02", birthDay: "30", birthYear: "1990" });
    await expectFieldError(page, "birthMonth", MSG.dateOfBirthInvalid);
    await expectSummary(page, [MSG.dateOfBirthInvalid]);
    await expectKeptExceptSsn(page, { birthMonth: "02", birthDay: "30", birthYear: "1990" });
  }
});

test("the confirmation must match the SSN @no-js-only", async ({ page }) => {
  const change = { ssn: "123-45-6789", ssnConfirm: "123-45-6780" };
  await submitWith(page, change);
  await expectFieldError(page, "ssnConfirm", MSG.ssnConfirmMismatch);
  await expectSummary(page, [MSG.ssnConfirmMismatch]);
  await expectKeptExceptSsn(page, change);
  // Typing both again is enough to go on.
  await fillFields(page, { ssn: IDENTITY.ssn, ssnConfirm: IDENTITY.ssnConfirm });
  await next(page);
  await expect(page).toHaveURL(/\/identity-confirm$/);
});

test("copy and paste are blocked in both SSN fields with JS, and allowed without", async ({ page }, testInfo) => {
  for (const name of ["ssn", "ssnConfirm"]) {
    const blocked = await control(page, name).evaluate((input) =>
      ["copy", "cut", "paste"].map((type) => {
        const event = new Event(type, { bubbles: true, cancelable: true });
        input.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    );
    expect(blocked, `${name}: copy, cut, paste prevented`).toEqual(
      hasJs(testInfo) ? [true, true, true] : [false, false, false],
    );
  }
});

test("address suggestions (JS): the list, arrow keys and Enter fill city, state and ZIP", async ({
  page,
}, testInfo) => {
  const line1 = page.locator('form [name="addressLine1"]');
  if (!hasJs(testInfo)) {
    // Without JS it is a plain field: the whole address is typed.
    await expect(line1).not.toHaveAttribute("role", /.*/);
    await fillFields(page, IDENTITY);
    await next(page);
    await expect(page).toHaveURL(/\/identity-confirm$/);
    return;
  }
  const combobox = page.getByRole("combobox", { name: "Street address" });
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await combobox.click();
  await page.keyboard.type("12 oak");
  const options = page.getByRole("listbox", { name: "Address suggestions" }).getByRole("option");
  await expect(options).toHaveCount(5);
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(options.first()).toHaveText("12 Oak St, Springfield, IL 62701");
  await expect(page.getByRole("status").filter({ hasText: "5 address suggestions." })).toHaveCount(1);
  await expectNoAxeViolations(page, "identity (address suggestions open)");

  await page.keyboard.press("ArrowDown");
  await expect(combobox).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id")) ?? "");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(combobox).toBeFocused();
  await expect(combobox).toHaveValue("12 Oak Ave");
  await expect(control(page, "city")).toHaveValue("Columbus");
  await expect(control(page, "state")).toHaveValue("OH");
  await expect(control(page, "zipCode")).toHaveValue("43215");

  // Escape closes the list without choosing.
  await combobox.fill("");
  await page.keyboard.type("7 elm");
  await expect(options).toHaveCount(5);
  await page.keyboard.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await expect(combobox).toHaveValue("7 elm");
  await expect(control(page, "city")).toHaveValue("Columbus");

  // A click chooses too; the filled form goes on.
  await page.keyboard.type(" ");
  await expect(options).toHaveCount(5);
  await options.nth(2).click();
  await expect(combobox).toHaveValue("7 Elm Rd");
  await expect(control(page, "zipCode")).toHaveValue("78701");
  await fillFields(page, {
    birthMonth: IDENTITY.birthMonth,
    birthDay: IDENTITY.birthDay,
    birthYear: IDENTITY.birthYear,
    ssn: IDENTITY.ssn,
    ssnConfirm: IDENTITY.ssnConfirm,
  });
  await next(page);
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.getByText("Austin, TX 78701")).toBeVisible();
});

test("a form post on the page does not ask for the suggestions again @js-only", async ({ page }) => {
  const asked: string[] = [];
  const combobox = page.getByRole("combobox", { name: "Street address" });
  await expect(combobox).toBeVisible();
  await page.waitForLoadState("networkidle");
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/address-suggestions") && url.searchParams.has("search")) asked.push(r.url());
  });
  await combobox.click();
  await page.keyboard.type("12 oak");
  await expect(page.getByRole("listbox", { name: "Address suggestions" }).getByRole("option")).toHaveCount(5);
  expect(asked).toHaveLength(1);
  // Posted with the other fields empty: back with the error summary, the fetcher not reloaded.
  await next(page);
  await expect(page.getByRole("heading", { name: "There is a problem" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(asked).toHaveLength(1);
});

test("address suggestions out of reach (offline) leave the page and a plain field that works @js-only", async ({
  page,
}) => {
  const line1 = control(page, "addressLine1");
  // The connection drops after the page loaded: every later suggestions request fails.
  await expect(line1).toHaveAttribute("role", "combobox");
  await page.waitForLoadState("networkidle");
  await page.route(
    (url) => url.pathname.startsWith("/address-suggestions"),
    (route) => route.abort("internetdisconnected"),
  );
  const failed = page.waitForEvent("requestfailed", (r) =>
    new URL(r.url()).pathname.startsWith("/address-suggestions"),
  );
  await line1.click();
  await page.keyboard.type("56 cedar");
  await failed;
  // No error page: the form is still there, the list closed, the field keeps what was typed.
  await expect(page).toHaveTitle("Verify your identity – Step 5 of 9");
  await expect(line1).toHaveAttribute("aria-expanded", "false");
  await expect(line1).toHaveValue("56 cedar");
  await fillFields(page, { ...IDENTITY, addressLine1: "56 Cedar Street" });
  await next(page);
  await expect(page).toHaveURL(/\/identity-confirm$/);
});

test("address suggestions failing leave a plain field that still works", async ({ page, request }, testInfo) => {
  await mockSettings(request, { faults: { addressLookup: { kind: "500" } } });
  const line1 = control(page, "addressLine1");
  // With JS the combobox's fetcher loads the resource route through Remix's data request (ADR 0002).
  const asked = hasJs(testInfo)
    ? page.waitForResponse((r) => {
        // Not the warm-up load at hydration (no search): the one for what is typed below.
        const url = new URL(r.url());
        return url.pathname === "/address-suggestions.data" && url.searchParams.has("search");
      })
    : null;
  await line1.click();
  // A search nobody made before (successful answers are cached for the life of the server).
  await page.keyboard.type("34 birch");
  if (asked) {
    const answer = await asked;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get("search")).toBe("34 birch");
    expect(answer.headers()["cache-control"]).toMatch(/^no-store\b/);
    const list = page.getByRole("listbox", { name: "Address suggestions", includeHidden: true });
    await expect(list.getByRole("option", { includeHidden: true })).toHaveCount(0);
    await expect(line1).toHaveAttribute("aria-expanded", "false");
  }
  await fillFields(page, { ...IDENTITY, addressLine1: "34 Birch Street" });
  await next(page);
  // The session was not ended by the provider's failure.
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.getByText("34 Birch Street")).toBeVisible();
});
