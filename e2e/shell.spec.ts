import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { mockSettings, resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { LAST4, sendStatusCheck } from "./support/status";

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe("routing (SPEC §2.1) @no-js-only", () => {
  // Each rule is unit-tested (app/domain/routing.test.ts, route-table.test.ts); here a few of each
  // kind, for what the server answers: a permanent redirect straight to the final path.
  const PERMANENT_REDIRECTS = [
    ["/fund-your-card", "/check-application-status"],
    ["/documents.aspx", "/check-application-status"],
    ["/APP-CHECK", "/check-application-status"],
    ["/get-options", "/debt-to-income"],
    ["/id-confirm", "/identity-confirm"],
    ["/correct-email", "/invalid-email"],
  ] as const;
  for (const [from, to] of PERMANENT_REDIRECTS) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  test("the legacy application page goes to /Secured/Apply and on to basic information", async ({ page, request }) => {
    const response = await request.get("/pages/applicationscreen1.aspx", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/Secured/Apply");
    await page.goto("/pages/applicationscreen1.aspx");
    await expect(page).toHaveURL(/\/basic-info$/);
  });

  test("a mistyped path lands on the basic entry page, not a 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/basic-info$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("You're Pre-Approved");
  });

  test("a POST is never silently turned into a GET", async ({ request }) => {
    const alias = await request.post("/get-options", { maxRedirects: 0, form: { a: "b" } });
    expect(alias.status()).toBe(308);
    const unknown = await request.post("/no-such-form", { maxRedirects: 0, form: { a: "b" } });
    expect(unknown.status()).toBe(404);
  });
});

test.describe("maintenance @no-js-only", () => {
  // SPEC §2.1: 'Any other path goes to /maintenance if the configuration says maintenance' (ADR 0017).
  test("'any other path' goes to 'We'll be back soon!' while configuration says so; entry pages and the status check stay", async ({
    page,
    request,
  }) => {
    // An axe run and a status check against the bank: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    await mockSettings(request, { maintenance: true });
    await page.goto("/no-such-page");
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole("heading", { level: 1, name: "We'll be back soon!" })).toBeVisible();
    await expect(page.getByText("Sorry for the inconvenience.")).toBeVisible();
    await expectNoAxeViolations(page, "maintenance");
    await page.goto("/Secured/Apply");
    await expect(page).toHaveURL(/\/basic-info$/);
    await page.goto("/app-check");
    await expect(page).toHaveURL(/\/check-application-status$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your application status" })).toBeVisible();
    // Its post is not turned away either: it reaches the bank (details that match nothing).
    await sendStatusCheck(page, "nobody@example.com", LAST4);
    await expect(page).toHaveURL(/\/error\?reason=check-status-failed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sorry, please try again" })).toBeVisible();

    await mockSettings(request, { maintenance: false });
    await page.goto("/maintenance");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
  });
});

test.describe("affiliates and traffic source @no-js-only", () => {
  // SPEC §4.6 'When the URL on an apply page has NID or SID': in any letter case, posted once.
  test("a lower-case ?nid= is an affiliate arrival too, posted once", async ({ page }) => {
    await page.goto("/Secured/Apply?nid=101");
    await expect(page).toHaveURL(/\/basic-info$/);
    await expect(page.getByRole("img", { name: "In partnership with Credit Karma" })).toBeVisible();
  });

  test("NID on an apply page puts the partner's fields on the URL and shows its logo", async ({ page, request }) => {
    // A visitor whose browser keeps the session cookie (without one, the first answer is the cookie check).
    await request.get("/");
    const response = await request.get("/Secured/Apply?NID=101&SID=s1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    const location = response.headers()["location"] ?? "";
    expect(location).toContain("nid=101");
    expect(location).toContain("sid=s1");
    expect(location).toContain("utmSource=credit-karma");
    expect(location).not.toContain("NID=");

    await page.goto("/Secured/Apply?NID=101");
    await expect(page).toHaveURL(/\/basic-info$/);
    await expect(page.getByRole("img", { name: "In partnership with Credit Karma" })).toBeVisible();
  });

  test("/secured/apply?default=true goes to the home page with the values", async ({ page }) => {
    await page.goto("/secured/apply?default=true&utm_source=nerdwallet");
    await expect(page).toHaveURL(/\/\?utm_source=nerdwallet$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
    await expect(page.getByRole("img", { name: "In partnership with NerdWallet" })).toBeVisible();
  });

  test("without a known source the Visa mark is shown", async ({ page }) => {
    await page.goto("/?utm_source=somewhere-else");
    await expect(page.locator(".site-header").getByRole("img", { name: "Visa" })).toBeVisible();
  });
});

test.describe("service-outage banner", () => {
  test("is rendered by the server on every page @no-js-only", async ({ page, request }) => {
    await mockSettings(request, { banner: ["Payments are delayed tonight from 11 PM to 1 AM ET."] });
    await page.goto("/");
    await expect(page.getByRole("status").getByText("Payments are delayed tonight")).toBeVisible();
    await page.goto("/Launch/Apply");
    await expect(page.getByRole("status").getByText("Payments are delayed tonight")).toBeVisible();
  });

  test("is read in English on a Spanish page: the bank's words are English @no-js-only", async ({ page, request }) => {
    await mockSettings(request, { banner: ["Payments are delayed tonight from 11 PM to 1 AM ET."] });
    await page.goto("/?lng=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
    await expect(page.getByRole("status").getByText("Payments are delayed tonight")).toHaveAttribute("lang", "en-US");
  });

  test("with JavaScript, a new message appears without a reload after 60 seconds @js-only", async ({
    page,
    request,
  }, testInfo) => {
    await page.clock.install();
    await page.goto("/");
    await expect(page.locator(".banner")).toHaveCount(0);
    // The poll's timer starts once the page has hydrated; a jump of the clock before it would be lost.
    await waitForHydration(page, testInfo);
    await mockSettings(request, { banner: ["Scheduled maintenance Sunday 2 AM ET."] });
    await page.clock.fastForward(61_000);
    await expect(page.getByRole("status").getByText("Scheduled maintenance Sunday 2 AM ET.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("analytics", () => {
  test("the data layer gets page views and SPEC's events without PII @js-only", async ({ page }) => {
    await page.goto("/SecuredPlus/Apply");
    await page.locator('[name="firstName"]').fill("Ana");
    await page.locator('[name="lastName"]').fill("Lopez");
    await page.locator('[name="emailAddress"]').fill("Ana.Lopez@example.com");
    await page.locator('[name="primaryPhone"]').fill("555-234-5678");
    await page.locator('input[name="otpMethod"][value="Email"]').check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/otp-check$/);
    await expect
      .poll(async () => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event)))
      .toEqual(expect.arrayContaining(["page_view", "Plus_BasicInfoNext", "application_step_0"]));
    const layer = JSON.stringify(await page.evaluate(() => window.dataLayer));
    expect(layer).not.toContain("Ana");
    expect(layer).not.toContain("example.com");
    expect(layer).not.toContain("2345678");
    expect(layer).toContain('"card_selected":"plus"');
    expect(layer).toMatch(/"user_id":"[0-9a-f]{64}"/);
  });
});
