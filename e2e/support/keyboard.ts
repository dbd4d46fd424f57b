import { expect, type Locator, type Page } from "@playwright/test";

/*
 * Keyboard-only driving: no mouse, no fill()/click()/check()/selectOption(). Every control is
 * reached with Tab (in page order, as a keyboard user would) and used with typed keys, Space,
 * Enter and arrow keys. A control that Tab cannot reach fails the test: that is a bug to fix.
 */

/** Most Tab presses from anywhere to anything on one of our pages (the longest is the funding form). */
const MAX_TABS = 80;

/** One round trip to the page per check: a Tab walk asks this after every press. */
async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
}

/** Presses Tab until one of `target`'s elements has focus. */
export async function tabTo(page: Page, target: Locator, what = target.toString()): Promise<void> {
  await expect(target.first()).toBeAttached();
  for (let presses = 0; presses <= MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

/** Tabs to a text field and types into it (what was there is replaced, by keys). */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/** Tabs into a radio group (Tab lands on its checked radio, or its first) and arrows to `target`. */
export async function chooseRadio(page: Page, group: Locator, target: Locator): Promise<void> {
  await tabTo(page, group);
  const size = await group.count();
  for (let presses = 0; presses < size && !(await isFocused(target)); presses++) {
    await page.keyboard.press("ArrowDown");
  }
  await expect(target).toBeFocused();
  if (!(await target.isChecked())) await page.keyboard.press("Space");
  await expect(target).toBeChecked();
}

/** Tabs to a checkbox and sets it with Space. */
export async function setCheckbox(page: Page, box: Locator, checked: boolean): Promise<void> {
  await tabTo(page, box);
  if ((await box.isChecked()) !== checked) await page.keyboard.press("Space");
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

/** Tabs to a closed <select> and moves its choice with arrow keys until `value` is chosen. */
export async function chooseOption(page: Page, select: Locator, value: string): Promise<void> {
  await tabTo(page, select);
  const values = await select
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const want = values.indexOf(value);
  expect(want, `option ${value} exists`).toBeGreaterThanOrEqual(0);
  const now = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
  const key = want > now ? "ArrowDown" : "ArrowUp";
  for (let i = 0; i < Math.abs(want - now); i++) await page.keyboard.press(key);
  await expect(select).toHaveValue(value);
}

/** Tabs to a button or link and activates it with Enter. */
export async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press("Enter");
}

/** Types or chooses each answer by field name, in the order given (page order keeps the Tab presses few). */
export async function answerByKeys(page: Page, answers: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(answers)) {
    const field = page.locator(`form [name="${name}"]`);
    if ((await field.evaluate((el) => el.tagName)) === "SELECT") await chooseOption(page, field, value);
    else await typeInto(page, field, value);
  }
}
