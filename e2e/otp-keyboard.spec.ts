import { expect, test, type Locator, type Page } from "@playwright/test";
import { APPLICANT, otpBoxes, reachOtp } from "./support/flow";
import { resetMock } from "./support/mock";
import { hasJs } from "./support/project";

async function boxValues(page: Page): Promise<string[]> {
  return otpBoxes(page).evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value));
}

async function expectBoxes(page: Page, expected: string[]) {
  await expect.poll(() => boxValues(page)).toEqual(expected);
  await expect(page.locator('input[type="hidden"][name="otpCode"]')).toHaveValue(expected.join(""));
}

/** Then the boxes read `values` (when given) and box `focused` has the focus. */
async function expectAfterKeys(page: Page, focused: number, values?: string[]) {
  if (values) await expectBoxes(page, values);
  await expect(otpBoxes(page).nth(focused)).toBeFocused();
}

async function typeKeys(page: Page, text: string, focused: number, values?: string[]) {
  await page.keyboard.type(text);
  await expectAfterKeys(page, focused, values);
}

async function pressKey(page: Page, key: string, focused: number, values?: string[]) {
  await page.keyboard.press(key);
  await expectAfterKeys(page, focused, values);
}

/** A paste of `text` into `box`, as the clipboard gives it. */
async function paste(box: Locator, text: string) {
  await box.evaluate((target, pasted) => {
    const data = new DataTransfer();
    data.setData("text/plain", pasted);
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.beforeEach(async ({ page, request }, testInfo) => {
  await resetMock(request);
  await reachOtp(page, testInfo);
});

test("code entry by keyboard", async ({ page }, testInfo) => {
  if (!hasJs(testInfo)) {
    // Without JS there is one ordinary field: a label, a hint, and the platform's one-time-code help.
    const input = page.getByLabel("Verification code");
    await expect(input).toHaveAttribute("name", "otpCode");
    await expect(input).toHaveAttribute("autocomplete", "one-time-code");
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await expect(otpBoxes(page)).toHaveCount(0);
    await input.focus();
    await page.keyboard.type("123456");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/debt-to-income$/);
    return;
  }

  const boxes = otpBoxes(page);
  await expect(boxes).toHaveCount(6);
  await expect(boxes.first()).toHaveAccessibleName("Verification code digit 1 of 6");
  for (let i = 1; i < 6; i++) await expect(boxes.nth(i)).toHaveAccessibleName(`Digit ${i + 1} of 6`);
  // No group of the same name round them: 'Verification code' is read once (issue 51 item 6).
  await expect(page.getByRole("group", { name: "Verification code" })).toHaveCount(0);

  // Typing moves to the next box.
  await boxes.first().click();
  await typeKeys(page, "12", 2, ["1", "2", "", "", "", ""]);

  // Letters are ignored.
  await typeKeys(page, "x", 2, ["1", "2", "", "", "", ""]);

  // Arrow keys move between boxes; typing over a box replaces its digit.
  await pressKey(page, "ArrowLeft", 1);
  await pressKey(page, "ArrowLeft", 0);
  await pressKey(page, "ArrowLeft", 0);
  await typeKeys(page, "7", 1, ["7", "2", "", "", "", ""]);
  await pressKey(page, "ArrowRight", 2);
  await typeKeys(page, "3", 3, ["7", "2", "3", "", "", ""]);

  // Backspace in an empty box clears the previous one and moves back to it.
  await pressKey(page, "Backspace", 2, ["7", "2", "", "", "", ""]);
  // Backspace in a filled box clears it and stays.
  await pressKey(page, "ArrowLeft", 1);
  await pressKey(page, "Backspace", 1, ["7", "", "", "", "", ""]);
  await expect(page).toHaveURL(/\/otp-check$/);

  // Pasting the whole code into any box (here the third, with the first filled) fills every box from
  // the first and submits by itself.
  await boxes.nth(2).focus();
  await paste(boxes.nth(2), "123456");
  await expect(page).toHaveURL(/\/debt-to-income$/);
  await expect(page.getByText(`Thank you, ${APPLICANT.firstName}.`)).toBeVisible();
});

test("pasting '123 456' with a space into the boxes", async ({ page }, testInfo) => {
  if (!hasJs(testInfo)) {
    await page.getByLabel("Verification code").fill("123 456");
    await page.getByRole("button", { name: "Verify" }).click();
  } else {
    await otpBoxes(page).first().focus();
    await paste(otpBoxes(page).first(), "123 456");
  }
  await expect(page).toHaveURL(/\/debt-to-income$/);
});
