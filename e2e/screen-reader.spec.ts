import { expect, test, type Locator, type Page } from "@playwright/test";
import { en } from "../app/i18n/en";
import { es } from "../app/i18n/es";
import { APPLICANT, field, fillBasicInfo, otpBoxes, reachOtp, WRONG_CODE } from "./support/flow";
import { fillCard, seedAtTermsFundingLater, seedReturning, VALID_CARD } from "./support/funding";
import { control, fillFields, IDENTITY, open } from "./support/identity";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedSession } from "./support/seed";
import { seedApplicant } from "./support/steps";
import { clearSr, installSrRecorder, srEvents, srLines, type SrEvent } from "./support/sr-recorder";

/*
 * Issue 51: what a screen reader hears with JavaScript on. Each test reads the accessibility tree
 * (aria snapshots, names, descriptions) and the sequence of focus moves and live-region changes the
 * page makes (support/sr-recorder.ts), not only axe.
 */

const LANGUAGES = [
  { code: "en", t: en, use: {} },
  { code: "es", t: es, use: { locale: "es-US", extraHTTPHeaders: { "Accept-Language": "es-US,es;q=0.9" } } },
] as const;

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await installSrRecorder(page);
});

/** Holds each POST of the form at `path` for `ms` before it goes to the server (latency). */
async function delayPosts(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path || url.pathname === `${path}.data`,
    async (route) => {
      if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}

const focuses = (events: SrEvent[]) => events.filter((e) => e.kind === "focus");

/** Presses `button` with nothing heard yet; once `focused` has the focus, what the screen reader heard. */
async function pressAndHear(page: Page, button: string, focused: Locator) {
  await clearSr(page);
  await page.getByRole("button", { name: button }).click();
  await expect(focused).toBeFocused();
  const events = await srEvents(page);
  return { events, heard: srLines(events).join("\n") };
}
const lives = (events: SrEvent[]) => events.filter((e) => e.kind === "live");

/** Every control that says it is invalid says why: its description has the error ('Error: …'). */
async function expectEveryInvalidControlSaysWhy(page: Page, prefix: string) {
  const invalid = page.locator('main [aria-invalid="true"]');
  const count = await invalid.count();
  expect(count, "some control says it is invalid").toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const name = (await invalid.nth(i).getAttribute("id")) ?? String(i);
    await expect(invalid.nth(i), `${name} says why it is invalid`).toHaveAccessibleDescription(
      new RegExp(prefix.trim()),
    );
  }
}

/** Basic information from an entry page, in the browser's language, enhanced. */
async function openBasicInfo(page: Page) {
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await waitForHydration(page);
}

function mainOf(page: Page): Locator {
  return page.locator("main");
}

for (const { code, t, use } of LANGUAGES) {
  test.describe(`${code} @js-only`, () => {
    test.use(use);

    test("item 1: errors of corrected fields go before the next post; the pending post says nothing of them", async ({
      page,
    }) => {
      await openBasicInfo(page);
      await page.getByRole("button", { name: t.basicInfo.next }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toBeFocused();
      await expect(page.getByText(`${t.errors.titlePrefix}${t.validation.firstNameRequired}`)).toBeVisible();

      // Soft: a page that fails here is still followed through the post, to record what it says.
      // One field corrected: its message and invalid state go, the others stay.
      await field(page, "firstName").fill(APPLICANT.firstName);
      await expect.soft(field(page, "firstName")).not.toHaveAttribute("aria-invalid", "true");
      expect.soft(await mainOf(page).ariaSnapshot()).not.toContain(t.validation.firstNameRequired);
      await expect.soft(field(page, "lastName")).toHaveAttribute("aria-invalid", "true");
      await expect.soft(summary).toContainText(t.validation.lastNameRequired);

      // Every answer corrected: nothing says there is a problem any more.
      await fillBasicInfo(page, APPLICANT);
      const tree = await mainOf(page).ariaSnapshot();
      expect.soft(tree).not.toContain(t.form.errorSummaryTitle);
      expect.soft(tree).not.toContain(t.errors.titlePrefix.trim());
      await expect.soft(page.locator('main [aria-invalid="true"]')).toHaveCount(0);
      await expect.soft(page).not.toHaveTitle(/^Error: /);

      // Next, with the server slow to answer: the old errors are not read again meanwhile.
      await delayPosts(page, "/basic-info", 1_500);
      await clearSr(page);
      await page.getByRole("button", { name: t.basicInfo.next }).click();
      await expect(page).toHaveURL(/\/otp-check$/);
      const events = await srEvents(page);
      const heard = srLines(events).join("\n");
      expect(
        focuses(events).filter((e) => e.target.includes("error-summary")),
        heard,
      ).toEqual([]);
      expect(
        events.filter((e) => e.text.includes(t.form.errorSummaryTitle)),
        heard,
      ).toEqual([]);
    });

    test("item 2: an empty terms form is not said to be sent; a complete one is", async ({ page }) => {
      await seedAtTermsFundingLater(page);
      await page.goto("/terms-and-conditions");
      await waitForHydration(page);
      await delayPosts(page, "/submit-application", 800);
      let { events, heard } = await pressAndHear(page, t.terms.submit, page.locator(".error-summary"));
      await expect(page.locator(".error-summary")).toContainText(t.validation.eSignRequired);
      expect(
        events.filter((e) => e.text.includes(t.terms.submittingTitle) || e.text.includes(t.terms.sending)),
        heard,
      ).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.terms.title);

      // Both boxes ticked: the post can be sent, and the page says it is being sent.
      await page.getByRole("checkbox", { name: t.terms.eSignLabel }).check();
      await page.getByRole("checkbox", { name: t.terms.termsLabel }).check();
      ({ events, heard } = await pressAndHear(
        page,
        t.terms.submit,
        page.getByRole("heading", { level: 1, name: t.terms.submittingTitle }),
      ));
      expect(
        lives(events).some((e) => e.text.includes(t.terms.sending)),
        heard,
      ).toBe(true);
    });

    test("item 2: an incomplete payment form is not said to be processed; a complete one is", async ({ page }) => {
      await seedReturning(page);
      await page.goto("/funding-payment");
      await waitForHydration(page);
      await delayPosts(page, "/funding-payment", 800);
      let { events, heard } = await pressAndHear(page, t.funding.next, page.locator(".error-summary"));
      const processing = (e: SrEvent) =>
        e.text.includes(t.fundingPayment.processingTitle) || e.text.includes(t.fundingPayment.processing);
      expect(events.filter(processing), heard).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.funding.title);

      // Every answer there: the post can be sent, and the page says the payment is being processed.
      await fillCard(page, VALID_CARD);
      ({ events, heard } = await pressAndHear(
        page,
        t.funding.next,
        page.getByRole("heading", { level: 1, name: t.fundingPayment.processingTitle }),
      ));
      expect(lives(events).some(processing), heard).toBe(true);
    });

    test("item 3: after a step change focus is on the new step's heading, read first", async ({ page }) => {
      await seedApplicant(page, { cardType: "basic" });
      await page.goto("/debt-to-income");
      await waitForHydration(page);
      await field(page, "housingPayment").fill("900");
      await field(page, "annualIncome").fill("52000");
      await clearSr(page);
      await page.getByRole("button", { name: t.form.next }).click();
      await expect(page).toHaveURL(/\/credit-line$/);
      const heading = page.getByRole("heading", { level: 1, name: t.creditLine.title });
      await expect(heading).toBeFocused();
      const events = focuses(await srEvents(page));
      expect(events.at(-1), srLines(events).join("\n")).toMatchObject({
        target: "h1.flow__title",
        text: t.creditLine.title,
      });
    });

    test("item 4: a control that says it is invalid says why; a group's controls leave it to the group", async ({
      page,
    }) => {
      await openBasicInfo(page);
      await page.getByRole("button", { name: t.basicInfo.next }).click();
      await expect(page.locator(".error-summary")).toBeFocused();
      const radios = page.locator('input[name="otpMethod"]');
      await expect(radios.first()).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(radios.nth(1)).not.toHaveAttribute("aria-invalid", /.*/);
      await expect(page.getByRole("group", { name: t.basicInfo.otpMethod })).toHaveAccessibleDescription(
        new RegExp(t.validation.otpMethodRequired),
      );
      await expectEveryInvalidControlSaysWhy(page, t.errors.titlePrefix);
    });

    test("item 5: an error answer is announced once: focus on the summary, no live region, no field first", async ({
      page,
    }) => {
      await openBasicInfo(page);
      await clearSr(page);
      await page.getByRole("button", { name: t.basicInfo.next }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toBeFocused();
      // Any later focus move or announcement would have happened by now.
      await page.waitForTimeout(300);
      const events = await srEvents(page);
      const heard = srLines(events).join("\n");
      expect(
        events.filter((e) => e.text.includes(t.form.errorSummaryTitle)).map((e) => `${e.kind} ${e.target}`),
        heard,
      ).toEqual(["focus div.error-summary"]);
      // Focus went from the button to the summary, not through a field on the way.
      expect(
        focuses(events).filter((e) => e.target.startsWith("input")),
        heard,
      ).toEqual([]);
    });

    test("item 6: the step, the heading and the code boxes are each named once", async ({ page }) => {
      await openBasicInfo(page);
      const step = t.layout.step.replace("{{step}}", "1").replace("{{total}}", "9");
      const tree = await mainOf(page).ariaSnapshot();
      expect(tree.split(step).length - 1, tree).toBe(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(t.basicInfo.title);
      expect(tree).toContain(`heading "${t.basicInfo.title}" [level=1]`);

      await fillBasicInfo(page, APPLICANT);
      await page.getByRole("button", { name: t.basicInfo.next }).click();
      await expect(otpBoxes(page)).toHaveCount(6);
      const label = t.otp.codeLabel;
      const boxes = await page.locator(".otp-boxes").ariaSnapshot();
      expect(boxes, boxes).not.toContain(`group "${label}"`);
      await expect(otpBoxes(page).first()).toHaveAccessibleName(
        `${label} ${t.form.otpFirstDigit.replace("{{total}}", "6")}`,
      );
    });
  });
}

test.describe("one language @js-only", () => {
  test("item 1: choosing an address suggestion clears the street's error", async ({ page }, testInfo) => {
    await seedSession(page.request);
    await open(page, testInfo, "/identity-verification", en.identity.title);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Next" }).click();
    const street = page.getByRole("combobox", { name: "Street address" });
    await expect(street).toHaveAttribute("aria-invalid", "true");
    await street.click();
    await page.keyboard.type("12 oak");
    await expect(page.getByRole("listbox", { name: "Address suggestions" }).getByRole("option")).toHaveCount(5);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(street).toHaveValue("12 Oak St");
    await expect(street).not.toHaveAttribute("aria-invalid", "true");
    await expect(street).not.toHaveAccessibleDescription(/Error/);
    for (const name of ["city", "state", "zipCode"]) {
      await expect(control(page, name)).not.toHaveAttribute("aria-invalid", "true");
    }
    expect(await page.locator("main").ariaSnapshot()).not.toContain("Please enter a street address");
  });

  test("item 4: the date's selects do not say invalid; the date's group says why", async ({ page }, testInfo) => {
    await seedSession(page.request);
    await open(page, testInfo, "/identity-verification", en.identity.title);
    await waitForHydration(page);
    // The seeded draft has names: one is emptied, for a text field to say it is invalid beside the date.
    await fillFields(page, { ...IDENTITY, firstName: "", birthDay: undefined, birthMonth: undefined });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.locator(".error-summary")).toBeFocused();
    for (const name of ["birthMonth", "birthDay", "birthYear"]) {
      await expect(control(page, name)).not.toHaveAttribute("aria-invalid", /.*/);
    }
    await expect(page.getByRole("group", { name: en.identity.dateOfBirth })).toHaveAccessibleDescription(
      /Error: Date of birth is required\./,
    );
    await expectEveryInvalidControlSaysWhy(page, en.errors.titlePrefix);
  });

  test("item 4: a refused code: box 1 says it is invalid and why, boxes 2–6 say nothing", async ({
    page,
  }, testInfo) => {
    await reachOtp(page, testInfo);
    await otpBoxes(page).first().click();
    await page.keyboard.type(WRONG_CODE);
    await expect(page.locator(".error-summary")).toBeFocused();
    for (let i = 1; i < 6; i++) await expect(otpBoxes(page).nth(i)).not.toHaveAttribute("aria-invalid", /.*/);
    await expectEveryInvalidControlSaysWhy(page, en.errors.titlePrefix);
  });
});
