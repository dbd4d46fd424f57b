import { expect, test, type Page } from "@playwright/test";
import { IDLE_PORT, IDLE_SECONDS, origin } from "../playwright.config";
import { EXPIRED_POST_TEXT } from "../app/domain/expired-post";
import { formatEasternTime } from "../app/domain/time";
import { expectNoAxeViolations } from "./support/axe";
import { hasJs, waitForHydration } from "./support/project";

// The second test server, whose idle limit is IDLE_SECONDS (TEST_IDLE_TIMEOUT_SECONDS).
// A zone other than the server's Eastern one, so the script's restatement is seen (ADR 0120).
test.use({ baseURL: origin(IDLE_PORT), timezoneId: "America/Los_Angeles" });
test.describe.configure({ timeout: 120_000 });

const IDLE_MS = IDLE_SECONDS * 1000;

/** The stated end, allowing a minute's rounding either side of 'now + the limit'. */
function possibleEnds(format: (ms: number) => string): string[] {
  const end = Date.now() + IDLE_MS;
  return [end - 60_000, end, end + 60_000].map(format);
}

async function statedEnd(page: Page): Promise<string> {
  const notice = page.locator(".idle-notice");
  await expect(notice).toContainText(
    new RegExp(`this page will time out at .+ if you do not continue \\(${IDLE_SECONDS} seconds without activity\\)`),
  );
  return /time out at (.+?) if you do not continue/.exec((await notice.textContent()) ?? "")?.[1] ?? "";
}

test("every flow page states the clock time it times out: Eastern without a script, the reader's own zone with one", async ({
  page,
}, testInfo) => {
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await waitForHydration(page, testInfo);
  // Los Angeles readers: the server cannot know it, the browser can.
  const format = hasJs(testInfo)
    ? (ms: number) =>
        new Intl.DateTimeFormat("en-US", {
          hour: "numeric",
          minute: "2-digit",
          timeZoneName: "short",
          timeZone: "America/Los_Angeles",
        }).format(ms)
    : formatEasternTime;
  // With a script, the restatement follows hydration (its clock's code loads then): until it
  // comes, the Eastern time stands.
  await expect
    .poll(async () => {
      const stated = await statedEnd(page);
      return possibleEnds(format).includes(stated) ? "stated" : stated;
    })
    .toBe("stated");
  await expectNoAxeViolations(page, "basic info with its stated end");
});

/** Basic information filled in, not yet sent. */
async function fillBasicInfo(page: Page, scripted = false): Promise<void> {
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  if (scripted) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("textbox", { name: "First name", exact: true }).fill("Jane");
  await page.getByRole("textbox", { name: "Last name", exact: true }).fill("Doe");
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill("jane.doe@example.com");
  await page.getByRole("textbox", { name: "Mobile phone number", exact: true }).fill("555-123-4567");
  await page.getByRole("radio", { name: /^Email a code/ }).check();
}

/** Sent after the limit: what was lost and kept is said, and the kept answers come back once. */
async function expectLateFormExplained(page: Page, scan: boolean): Promise<void> {
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/session-expired\?reason=idle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "For security reasons, your session with the product has expired.",
  );
  await expect(page.getByText(EXPIRED_POST_TEXT.notSent)).toBeVisible();
  await expect(page.getByText(EXPIRED_POST_TEXT.keptIntro)).toContainText(
    /First name, Last name, Email address, Mobile phone number and Verification method/,
  );
  await expect(page.getByText(EXPIRED_POST_TEXT.lost)).toBeVisible();
  if (scan) await expectNoAxeViolations(page, "session expired after a late form");

  // Starting again in this browser: the same page comes back with those answers, not as an error.
  await expect(page.getByRole("link", { name: EXPIRED_POST_TEXT.startApplication })).toHaveAttribute("href", "/");
  await page.goto("/Secured/Apply");
  await expect(page).toHaveURL(/\/basic-info$/);
  await expect(page).not.toHaveTitle(/^Error/);
  await expect(page.getByRole("textbox", { name: "First name", exact: true })).toHaveValue("Jane");
  await expect(page.getByRole("textbox", { name: "Last name", exact: true })).toHaveValue("Doe");
  await expect(page.getByRole("textbox", { name: "Email address", exact: true })).toHaveValue("jane.doe@example.com");
  await expect(page.getByRole("textbox", { name: "Mobile phone number", exact: true })).toHaveValue(/555.?123.?4567/);
  // Once only: the kept answers are gone from the session after they were filled in.
  await page.goto("/session-expired?reason=idle");
  await expect(page.getByText(EXPIRED_POST_TEXT.notSent)).toHaveCount(0);
}

test("a form sent after the limit says what was lost, keeps its safe answers, and they come back on that page; with JavaScript too @no-js-only", async ({
  page,
  browser,
}) => {
  // With a script the warning would end the session first. A laptop that slept (its page's clock
  // stood still) is what can post late: the page's clock is stopped, its timers still run.
  const scripted = await browser.newPage({
    javaScriptEnabled: true,
    baseURL: origin(IDLE_PORT),
    ignoreHTTPSErrors: true,
    timezoneId: "America/Los_Angeles",
  });
  await scripted.clock.setFixedTime(Date.now());
  // Both wait out the same limit side by side: one wait, not two.
  await fillBasicInfo(page);
  await fillBasicInfo(scripted, true);
  await page.waitForTimeout(IDLE_MS + 2_000);
  await expectLateFormExplained(page, true);
  await expectLateFormExplained(scripted, false);
  await scripted.close();
});
