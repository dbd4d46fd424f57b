import { expect, test, type Page } from "@playwright/test";
import { control, expectFieldError, expectSummary, fillFields, MSG, next, open } from "./support/identity";
import { resetMock } from "./support/mock";
import { expectSentTo } from "./support/steps";
import { hasJs } from "./support/project";
import { seedIdentityDone } from "./support/seed";
import { expectNoAxeViolations } from "./support/axe";

const PATH = "/mailing-address";
const HOME_CHOICE = "To my home address (shown above)";
const BOX_CHOICE = "To a PO Box or rural route (RR) address";
const BOX = { addressLine1: "PO Box 123", addressLine2: "", city: "Austin", state: "TX", zipCode: "78701" };

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await seedIdentityDone(page.request, { completed: ["identityConfirm"] });
  await open(page, testInfo, PATH, "Mailing address");
});

async function chooseBox(page: Page) {
  await page.getByLabel(BOX_CHOICE).check();
  await expect(page.getByRole("group", { name: "PO Box or rural route address" })).toBeVisible();
}

test("the page: step 7, the home address with 'Edit', the two choices", async ({ page }, testInfo) => {
  await expect(page).toHaveTitle("Mailing address – Step 7 of 9");
  await expect(page.locator("progress")).toHaveAttribute("value", "70");
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/identity-confirm");
  const home = page.getByRole("region", { name: "Your home address" });
  await expect(home).toContainText("12 Main St");
  await expect(home).toContainText("Apt 4");
  await expect(home).toContainText("Springfield, IL 62701");
  await expect(home.getByRole("link", { name: "Edit home address" })).toHaveAttribute("href", "/mailing-address/edit");
  const question = page.getByRole("group", { name: "Where should we mail your card?" });
  await expect(question.getByRole("radio")).toHaveCount(2);
  const box = page.getByRole("group", { name: "PO Box or rural route address" });
  if (hasJs(testInfo)) {
    // The PO box fields appear once that choice is made.
    await expect(box).toBeHidden();
    await chooseBox(page);
    await page.getByLabel(HOME_CHOICE).check();
    await expect(box).toBeHidden();
  } else {
    await expect(box).toBeVisible();
    await expect(page.getByText("Only needed if you chose a PO Box or rural route address.")).toBeVisible();
  }
  await expect(page.locator('form [name="addressLine1"]')).toHaveAttribute("autocomplete", "shipping address-line1");
  await expect(page.locator('form [name="addressLine1"]')).toHaveAttribute("maxlength", "50");
  await expectNoAxeViolations(page, "mailing address");
});

test("nothing chosen asks where to mail the card @no-js-only", async ({ page }) => {
  await next(page);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectFieldError(page, "mailToType", MSG.mailToTypeRequired);
  await expectSummary(page, [MSG.mailToTypeRequired]);
  await expectNoAxeViolations(page, "mailing address (nothing chosen)");
});

test("a PO box address: every rule, values kept, then on to the funding source @no-js-only", async ({ page }) => {
  await chooseBox(page);
  await next(page);
  await expectSummary(page, [MSG.streetRequired, MSG.cityRequired, MSG.stateRequired, MSG.zipRequired]);
  await expectFieldError(page, "addressLine1", MSG.streetRequired);
  await expectFieldError(page, "zipCode", MSG.zipRequired);
  await expect(page.getByLabel(BOX_CHOICE)).toBeChecked();
  await expectNoAxeViolations(page, "mailing address (PO box errors)");

  // A street address is not a PO box; a ZIP outside the range is refused.
  await fillFields(page, { ...BOX, addressLine1: "12 Main St", zipCode: "00499" });
  await next(page);
  await expectSummary(page, [MSG.mailingPoBoxRequired, MSG.zipInvalid]);
  await expectFieldError(page, "addressLine1", MSG.mailingPoBoxRequired);
  await expect(control(page, "addressLine1")).toHaveValue("12 Main St");
  await expect(control(page, "city")).toHaveValue("Austin");
  await expect(control(page, "state")).toHaveValue("TX");
  await expect(control(page, "zipCode")).toHaveValue("00499");
  await expect(page.getByLabel(BOX_CHOICE)).toBeChecked();

  await fillFields(page, { addressLine1: "RR 2 Box 152", zipCode: "78701-1234" });
  await expectSentTo(page, "/funding-source", () => next(page));
});

test("the PO box answer is kept when coming back @no-js-only", async ({ page }, testInfo) => {
  await chooseBox(page);
  await fillFields(page, BOX);
  await expectSentTo(page, "/funding-source", () => next(page));
  await open(page, testInfo, PATH, "Mailing address");
  await expect(page.getByLabel(BOX_CHOICE)).toBeChecked();
  await expect(control(page, "addressLine1")).toHaveValue("PO Box 123");
  await expect(control(page, "zipCode")).toHaveValue("78701");
});

test("'Edit' of the home address: keep it, or edit it on the identity step", async ({ page }, testInfo) => {
  const edit = page.getByRole("link", { name: "Edit home address" });
  await edit.click();
  if (hasJs(testInfo)) {
    // With JS the choice opens as a dialog over the mailing screen.
    const dialog = page.getByRole("dialog", { name: "Edit your home address?" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(dialog).toContainText("12 Main St");
    await expectNoAxeViolations(page, "mailing address (edit dialog)");
    await dialog.getByRole("button", { name: "Keep this address" }).click();
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
    // Escape closes it too.
    await edit.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await edit.click();
    await dialog.getByRole("button", { name: "Edit home address" }).click();
  } else {
    // Without JS it is a page of its own with two buttons.
    await expect(page).toHaveURL(/\/mailing-address\/edit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Edit your home address?" })).toBeVisible();
    await expect(page.getByText("12 Main St")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", PATH);
    await expectNoAxeViolations(page, "edit home address");
    await page.getByRole("button", { name: "Keep this address" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await edit.click();
    await page.getByRole("button", { name: "Edit home address" }).click();
  }

  // The identity step, at the address.
  await expect(page).toHaveURL(/\/identity-verification#identity-addressLine1$/);
  const line1 = control(page, "addressLine1");
  await expect(line1).toHaveValue("12 Main St");
  if (hasJs(testInfo)) await expect(line1).toBeFocused();
  await fillFields(page, {
    addressLine1: "34 Elm St",
    addressLine2: "",
    city: "Denver",
    state: "CO",
    zipCode: "80202",
  });
  await next(page);
  // A changed identity is confirmed again, then mailing shows the new home address.
  await expect(page).toHaveURL(/\/identity-confirm$/);
  await expect(page.locator(".summary-list__value").nth(3)).toHaveText(/34 Elm St\s*Denver, CO 80202/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("region", { name: "Your home address" })).toContainText("34 Elm St");
  await expect(page.getByRole("region", { name: "Your home address" })).not.toContainText("12 Main St");
});
