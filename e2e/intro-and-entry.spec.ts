import { expectNoAxeViolations } from "./support/axe";
import { expect, test } from "@playwright/test";
import { resetMock, mockSettings } from "./support/mock";

const CARDS = [
  { name: "Secured Visa Card", entry: "/Secured/Apply", plus: false },
  { name: "Secured Plus Visa Card", entry: "/SecuredPlus/Apply", plus: true },
  { name: "Launch Secured Visa Card", entry: "/Launch/Apply", plus: false },
] as const;

/** The basic-info lead names the chosen card. */
const cardNote = (name: string) => `No credit check to apply for the ${name}.`;

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

test.describe("intro: choose your path", () => {
  test("lists the three cards, each linking to its entry page @no-js-only", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
    const cards = page.getByRole("list", { name: "Cards you can apply for" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    for (const card of CARDS) {
      await expect(page.getByRole("heading", { level: 2, name: card.name, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: `Choose ${card.name}`, exact: true })).toHaveAttribute(
        "href",
        card.entry,
      );
    }
  });

  for (const card of CARDS) {
    test(`choosing ${card.name} opens basic information for that card${card.entry === "/Secured/Apply" ? "" : " @no-js-only"}`, async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: `Choose ${card.name}`, exact: true }).click();
      await expect(page).toHaveURL(/\/basic-info$/);
      await expect(page.getByRole("heading", { level: 1, name: /You're Pre-Approved/ })).toBeVisible();
      await expect(page.getByText(cardNote(card.name), { exact: true })).toBeVisible();
      if (card.plus) await expect(page.getByText("No annual fee.", { exact: true })).toBeVisible();
      else await expect(page.getByText("No annual fee.", { exact: true })).toHaveCount(0);
    });
  }
});

test("a campaign's promotion shows where prices are first shown: the minimum deposit, the promotional credit toward it and what is paid (issue 11 item 6, ADR 0011) @no-js-only", async ({
  page,
}) => {
  await page.goto("/?utmCampaignName=deposit50");
  const fact = (card: string, term: string) =>
    page
      .getByRole("article", { name: card, exact: true })
      .locator(".card-offer__facts > div", { has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
      .locator("dd");
  // SPEC §9's 'deposit shown' (minimum − reduction) is what the applicant pays; the deposit stays the minimum.
  await expect(fact("Secured Visa Card", "Minimum deposit")).toHaveText("$200");
  await expect(fact("Secured Visa Card", "Promotional credit toward your deposit")).toHaveText("$50");
  await expect(fact("Secured Visa Card", "You pay")).toHaveText("$150");
  await expect(fact("Secured Plus Visa Card", "Minimum deposit")).toHaveText("$300");
  await expect(fact("Secured Plus Visa Card", "Promotional credit toward your deposit")).toHaveCount(0);
  await expectNoAxeViolations(page, "intro with a promotion");
});

// Document loads and redirects: the same with and without a script, so one project.
test("entry pages preset the card, in any spelling; a later one switches it @no-js-only", async ({ page }) => {
  for (const [path, card] of [
    ["/SecuredPlus/Apply", "Secured Plus Visa Card"],
    ["/Secured/Apply", "Secured Visa Card"],
    ["/securedplus/apply", "Secured Plus Visa Card"],
    ["/secured/apply", "Secured Visa Card"],
    ["/Launch/Apply", "Launch Secured Visa Card"],
    ["/Meridian/Apply", "Secured Visa Card"],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/basic-info$/);
    await expect(page.getByText(cardNote(card), { exact: true })).toBeVisible();
    if (card !== "Secured Plus Visa Card")
      await expect(page.getByText("No annual fee.", { exact: true })).toHaveCount(0);
  }
});

test("with the Launch feature flag off, neither the intro nor /Launch/Apply offers the Launch card @no-js-only", async ({
  page,
  request,
}) => {
  await mockSettings(request, { launchEnabled: false });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Choose your path" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Cards you can apply for" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByText("Launch Secured Visa Card")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Choose Secured Visa Card", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Choose Secured Plus Visa Card", exact: true })).toBeVisible();
  await page.goto("/Launch/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page.getByText(cardNote("Secured Visa Card"), { exact: true })).toBeVisible();
  await expect(page.getByText("Launch Secured Visa Card")).toHaveCount(0);
});
