import { expect, test, type Page } from "@playwright/test";
import { APPLICANT, fillBasicInfo } from "./support/flow";
import { seedAtFunding, seedAtTermsFundingLater } from "./support/funding";
import { resetMock } from "./support/mock";
import { waitForHydration } from "./support/project";
import { seedIdentityDone, seedSession } from "./support/seed";
import { personaEmail, seedSubmittedApplication } from "./support/status";

/**
 * WCAG 1.4.4 Resize Text and 1.4.10 Reflow on a phone: 360 px wide with the root font at 200 % (32 px,
 * as Android's text scaling does: the styles size text in rem). No screen of the journey, in its normal
 * and error states, in English and in Spanish (longer words), scrolls sideways.
 */
const WIDTH = 360;
const NEXT = /^(Next|Siguiente)$/;

async function next(page: Page) {
  await waitForHydration(page);
  await page.getByRole("button", { name: NEXT }).click();
}

async function showErrors(page: Page) {
  await next(page);
  await expect(page.locator(".error-summary")).toBeVisible();
}

/** Opens `path` once `seed` has put the session there. */
const seededAt = (path: string, seed: (page: Page) => Promise<unknown>) => async (page: Page) => {
  await seed(page);
  await page.goto(path);
};

/** Each screen: how to get there (the session is seeded where needed; the language is the session's). */
const SCREENS: Array<{ name: string; open: (page: Page) => Promise<unknown> }> = [
  { name: "intro", open: (page) => page.goto("/") },
  { name: "basic-info", open: (page) => page.goto("/Secured/Apply") },
  {
    name: "basic-info with errors",
    open: async (page) => {
      await page.goto("/Secured/Apply");
      await showErrors(page);
    },
  },
  {
    name: "otp-check",
    open: async (page) => {
      await page.goto("/Secured/Apply");
      await waitForHydration(page);
      await fillBasicInfo(page, APPLICANT);
      await next(page);
      await expect(page).toHaveURL(/\/otp-check$/);
    },
  },
  {
    name: "debt-to-income",
    open: seededAt("/debt-to-income", (page) =>
      seedSession(page.request, { draft: { cardType: "basic", completed: [] } }),
    ),
  },
  {
    name: "credit-line",
    open: seededAt("/credit-line", (page) =>
      seedSession(page.request, { draft: { cardType: "plus", completed: ["income"] } }),
    ),
  },
  {
    name: "credit-line-custom",
    open: seededAt("/credit-line-custom", (page) =>
      seedSession(page.request, { draft: { cardType: "plus", completed: ["income"] } }),
    ),
  },
  { name: "identity-verification", open: seededAt("/identity-verification", (page) => seedSession(page.request)) },
  {
    name: "identity-verification with errors",
    open: async (page) => {
      await seedSession(page.request);
      await page.goto("/identity-verification");
      await showErrors(page);
    },
  },
  { name: "identity-confirm", open: seededAt("/identity-confirm", (page) => seedIdentityDone(page.request)) },
  {
    name: "mailing-address",
    open: seededAt("/mailing-address", (page) => seedIdentityDone(page.request, { completed: ["identityConfirm"] })),
  },
  { name: "funding-source", open: seededAt("/funding-source", (page) => seedAtFunding(page)) },
  {
    name: "funding-payment",
    open: seededAt("/funding-payment", (page) =>
      seedAtFunding(page, { alsoCompleted: ["fundingSource"], draft: { fundingType: "DBT", fundToday: true } }),
    ),
  },
  { name: "terms-and-conditions", open: seededAt("/terms-and-conditions", (page) => seedAtTermsFundingLater(page)) },
  { name: "check-application-status", open: (page) => page.goto("/check-application-status") },
  {
    name: "app-approved-waiting-for-funds",
    open: seededAt("/app-approved-waiting-for-funds", (page) =>
      seedSubmittedApplication(page.request, personaEmail("wt_fnd")),
    ),
  },
  { name: "error page", open: (page) => page.goto("/error?reason=payment-already-submitted") },
  { name: "disclosures", open: (page) => page.goto("/disclosures") },
];

test.use({ viewport: { width: WIDTH, height: 740 } });

test.beforeEach(async ({ request }) => {
  await resetMock(request);
});

for (const language of ["en", "es"] as const) {
  test(`at ${WIDTH} px with 200 % text no screen scrolls sideways (${language})${language === "es" ? " @no-js-only" : ""}`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The header's language link once: the session keeps the choice for every page after it.
    if (language === "es") await page.goto("/?lng=es");
    for (const screen of SCREENS) {
      await screen.open(page);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "es" ? "es-US" : "en-US");
      const width = await page.evaluate(() => {
        document.documentElement.style.setProperty("font-size", "32px");
        return document.documentElement.scrollWidth;
      });
      expect.soft(width, `${screen.name} (${page.url()}) is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
    }
  });
}
