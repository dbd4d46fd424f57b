import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { axeViolationIds } from "./support/axe";
import { waitForHydration } from "./support/project";

/** Loads a page and, with JavaScript, waits for hydration: React would drop nodes added before it. */
async function open(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await waitForHydration(page, testInfo);
}

// The accessibility helper itself: it must see the page as it stands now, in both projects. Without
// JavaScript it checks a copy served into one kept page (ADR 0219), so a stale copy would pass here.
test("the axe check sees each new state of the page, at the same address and after a fragment", async ({
  page,
}, testInfo) => {
  await open(page, testInfo, "/check-application-status");
  expect(await axeViolationIds(page)).toEqual([]);

  // The same address: a field without a label.
  await page.evaluate(() => document.querySelector("main")?.append(document.createElement("input")));
  expect(await axeViolationIds(page)).toContain("label");

  // The same address loaded afresh with a fragment (the copy's last address had none), now with an
  // image without a text alternative and no unlabelled field.
  await open(page, testInfo, "/");
  await open(page, testInfo, "/check-application-status#main");
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    document.querySelector("main")?.append(image);
  });
  const ids = await axeViolationIds(page);
  expect(ids).toContain("image-alt");
  expect(ids).not.toContain("label");

  // And the clean page again.
  await open(page, testInfo, "/check-application-status");
  expect(await axeViolationIds(page)).toEqual([]);
});
