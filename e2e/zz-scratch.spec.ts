import { expect, test } from "@playwright/test";
import { seedAtTermsFundingLater } from "./support/funding";
import { resetMock } from "./support/mock";

test("scratch back", async ({ page, request }) => {
  await resetMock(request);
  await seedAtTermsFundingLater(page);
  await page.goto("/terms-and-conditions");
  await page.getByRole("checkbox", { name: /E-Sign Consent/ }).check();
  await page.getByRole("checkbox", { name: /Terms and Conditions and the Cardholder Agreement/ }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/waiting-for-funds/);
  await page.goBack();
  await page.waitForTimeout(2000);
  console.log("AFTER BACK", page.url(), await page.locator("h1").allTextContents());
  await page.goBack();
  await page.waitForTimeout(2000);
  console.log("AFTER BACK2", page.url(), await page.locator("h1").allTextContents());
  try { console.log("EVAL", await page.evaluate(() => 1 + 1)); } catch (e) { console.log("EVAL FAIL", String(e).slice(0, 200)); }
  console.log(JSON.stringify(await (await page.request.get("/__mock/calls")).json()));
});
