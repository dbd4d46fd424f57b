import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { seedAtFunding } from "./support/funding";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedSession } from "./support/seed";

/**
 * A page's first Intl call makes the browser load its locale data: 30–55 ms of main thread on the
 * CI machine, ~4× that on a cheap phone (ADR 0141). So no page calls Intl as it loads and hydrates:
 * amounts, the merchant count and the idle notice's local time are written without it.
 */

test.use({ timezoneId: "America/Los_Angeles" });

test.beforeEach(async ({ page, request }) => {
  await resetMock(request);
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, "__intlCalls", { value: calls });
    const note = (name: string) => calls.push(`${name} ${new Error().stack?.split("\n")[3]?.trim() ?? ""}`);
    // Each of Intl's functions and constructors, and every locale-sensitive method of the built-ins.
    const watched = (name: string, target: (...args: unknown[]) => unknown) =>
      new Proxy(target, {
        apply: (fn, self, args) => (note(name), Reflect.apply(fn, self, args)),
        construct: (fn, args, newTarget) => (note(name), Reflect.construct(fn, args, newTarget)),
      });
    const owners: Array<[string, object, string[]]> = [
      ["Intl", Intl, Object.getOwnPropertyNames(Intl)],
      ["Number", Number.prototype, ["toLocaleString"]],
      ["BigInt", BigInt.prototype, ["toLocaleString"]],
      ["Date", Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
      ["String", String.prototype, ["localeCompare", "toLocaleUpperCase", "toLocaleLowerCase"]],
    ];
    for (const [ownerName, owner, names] of owners) {
      for (const name of names) {
        const value = (owner as Record<string, unknown>)[name];
        if (typeof value !== "function") continue;
        const wrapped = watched(`${ownerName}.${name}`, value as (...args: unknown[]) => unknown);
        Object.defineProperty(owner, name, { value: wrapped, configurable: true, writable: true });
      }
    }
  });
});

async function intlCallsAfterLoad(page: Page, testInfo: TestInfo): Promise<string[]> {
  await waitForHydration(page, testInfo);
  // The idle notice's restatement comes after hydration; an amount's text during it.
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls.slice());
}

/** The idle notice's stated end, once restated in the reader's zone (Los Angeles: PST or PDT). */
async function expectRestatedInLosAngeles(page: Page, halfDay: RegExp): Promise<void> {
  await expect(page.locator(".idle-notice")).toContainText(new RegExp(`\\d{1,2}:\\d\\d ${halfDay.source} P[SD]T`));
}

test("the intro, the accessibility statement, basic information and a status screen load without an Intl call @js-only", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  await expect(page.getByText(/Up to \d+% cash back rewards at 40,000\+ merchants/)).toBeVisible();
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  await page.goto("/accessibility");
  await expect(page.getByText("November 24, 2026").first()).toBeVisible();
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expectRestatedInLosAngeles(page, /[AP]M/);
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  // A submitted application waiting for its deposit (the mock's wt_fnd persona).
  for (const [path, data] of [
    ["/__mock/session", { draft: { emailAddress: "jane+wt_fnd@example.com" } }],
    ["/__mock/submission", {}],
  ] as const) {
    expect((await page.request.post(path, { data })).ok()).toBe(true);
  }
  await page.goto("/app-approved-waiting-for-funds");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);
});

test("the identity, credit line, disclosures and funding screens load without an Intl call, in either language @js-only", async ({
  page,
}, testInfo) => {
  await page.goto("/Secured/Apply");
  await seedSession(page.request);
  await page.goto("/identity-verification");
  await expect(page.getByLabel("Month", { exact: true })).toBeVisible();
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  await page.goto("/credit-line");
  await expect(page.getByText(/\$200 credit line/i).first()).toBeVisible();
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  await page.goto("/credit-line?lng=es");
  await expect(page).toHaveURL(/\/credit-line$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expectRestatedInLosAngeles(page, /[ap]\.m\./);
  expect(await intlCallsAfterLoad(page, testInfo)).toEqual([]);

  await seedAtFunding(page);
  for (const path of ["/disclosures", "/funding-source"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText("$200").first()).toBeVisible();
    expect(await intlCallsAfterLoad(page, testInfo), path).toEqual([]);
  }
});
