import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import type { Applicant } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, chosenAmount, itGuardsTheAmount, stepHarness } from "../../test/step-harness";
import { action, loader } from "./credit-line-custom";
import { action as creditLineAction, loader as creditLineLoader } from "./credit-line";

const h = stepHarness();

async function page(who: Applicant) {
  return dataOf(loader({ request: get("/credit-line-custom"), context: who.context, params: {} }));
}

async function submit(who: Applicant, fields: Record<string, string>) {
  return posted(action, "/credit-line-custom", who.context, { csrf: who.csrf, ...fields });
}

describe("credit-line-custom loader", () => {
  it("gives the card's bounds: the product minimum and the maximum credit limit", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    expect(await page(who)).toMatchObject({
      cardType: "plus",
      cardName: "Secured Plus Visa Card",
      bounds: { min: 300, max: 3000 },
      reduction: null,
      hasErrors: false,
      defaults: { amount: undefined },
    });
  });

  it("a reduced minimum is the lower bound; a deposit reduction is not, but is shown", async () => {
    const plus = await applicant(h, {
      cardType: "plus",
      completed: ["income"],
      visit: { utmCampaignName: "plusmin200" },
    });
    expect((await page(plus)).bounds).toEqual({ min: 200, max: 3000 });
    const basic = await applicant(h, {
      cardType: "basic",
      completed: ["income"],
      visit: { utmCampaignName: "deposit50" },
    });
    expect(await page(basic)).toMatchObject({ bounds: { min: 200, max: 3000 }, reduction: 50 });
  });

  it("launch: 100 to 1,000", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    expect((await page(who)).bounds).toEqual({ min: 100, max: 1000 });
  });

  it("offers the saved amount back", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"], draft: { amount: 725.5 } });
    expect((await page(who)).defaults).toEqual({ amount: "725.50" });
  });

  it("too early → the income step", async () => {
    const who = await applicant(h);
    const { response } = await settle(
      loader({ request: get("/credit-line-custom"), context: who.context, params: {} }),
    );
    expectRedirect(response, "/debt-to-income");
  });
});

describe("credit-line-custom action: invalid amounts (plus: 300 to 3,000)", () => {
  const cases: Array<[string, string | undefined, string]> = [
    ["empty", undefined, MSG.numericRequired],
    ["blank", "  ", MSG.numericRequired],
    ["not a number", "abc", MSG.numericRequired],
    ["negative", "-300", MSG.numericRequired],
    ["one below the minimum", "299", "Amount must be above $300.00"],
    ["a cent below the minimum", "299.99", MSG.creditLineWholeDollars],
    ["cents (ADR 0011)", "450.5", "Enter a whole dollar amount, without cents (for example 250)."],
    ["one above the maximum", "3001", "Amount must be below $3000.00"],
    ["more than 5 characters", "000400", MSG.totalTooLong],
  ];
  for (const [name, amount, message] of cases) {
    it(`${name}: back (303) with '${message}', the typed value kept`, async () => {
      const who = await applicant(h, { cardType: "plus", completed: ["income"] });
      const { response } = await submit(who, amount === undefined ? {} : { amount });
      expectRedirect(response, "/credit-line-custom");
      expect(who.session.data.formResult?.result).toMatchObject({ status: "error", error: { amount: [message] } });
      if (amount?.trim()) expect(who.session.data.formResult?.result.initialValue).toEqual({ amount });
      expect(who.session.data.draft.amount).toBeUndefined();
      expect(who.session.data.draft.completed).toEqual(["income"]);
      const data = await page(who);
      expect(data.hasErrors).toBe(true);
      expect(data.lastResult?.error).toEqual({ amount: [message] });
    });
  }

  it("the promotional minimum moves the lower bound", async () => {
    const who = await applicant(h, {
      cardType: "plus",
      completed: ["income"],
      visit: { utmCampaignName: "plusmin200" },
    });
    const low = await submit(who, { amount: "199" });
    expectRedirect(low.response, "/credit-line-custom");
    expect(who.session.data.formResult?.result.error).toEqual({ amount: ["Amount must be above $200.00"] });
    const ok = await submit(who, { amount: "200" });
    expectRedirect(ok.response, "/identity-verification");
  });
});

describe("credit-line-custom action: valid amounts", () => {
  for (const amount of ["300", "3000", "3,000", "$450"]) {
    it(`plus, ${amount}: stored, step complete, on to /identity-verification`, async () => {
      const who = await applicant(h, { cardType: "plus", completed: ["income"] });
      const { response } = await submit(who, { amount });
      expectRedirect(response, "/identity-verification");
      const value = Number(amount.replace(/[$,]/g, ""));
      expect(who.session.data.draft).toMatchObject(
        chosenAmount(value, { annualFee: 0, programFee: 0, completed: ["income", "creditLine"] }),
      );
      expect(h.events.map((e) => e.event)).toEqual(["Plus_CreditLineNext", "application_step_3"]);
    });
  }

  it("basic with a deposit reduction: the deposit is the amount, the reduction a promotional credit toward it", async () => {
    const who = await applicant(h, {
      cardType: "basic",
      completed: ["income"],
      visit: { utmCampaignName: "deposit50" },
    });
    await submit(who, { amount: "1000" });
    expect(who.session.data.draft).toMatchObject(chosenAmount(1000, { promotionalCredit: 50, incentiveId: 101 }));
  });

  it("launch: 'Continue' returns to /credit-line, which shows the amount and confirms it", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    const { response } = await submit(who, { amount: "500" });
    expectRedirect(response, "/credit-line");
    expect(who.session.data.draft).toMatchObject(chosenAmount(500, { programFee: 19.95 }));
    expect(who.session.data.draft.completed).toEqual(["income"]);
    expect(h.events).toHaveLength(0);

    const shown = await dataOf(creditLineLoader({ request: get("/credit-line"), context: who.context, params: {} }));
    expect(shown.options.map((o) => o.amount)).toEqual([500]);
    const confirmed = await posted(creditLineAction, "/credit-line", who.context, {
      csrf: who.csrf,
      intent: "confirm",
    });
    expectRedirect(confirmed.response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject({ amount: 500, completed: ["income", "creditLine"] });
  });

  it("launch: above its maximum of 1,000 is refused", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    await submit(who, { amount: "1001" });
    expect(who.session.data.formResult?.result.error).toEqual({ amount: ["Amount must be below $1000.00"] });
  });
});

describe("credit-line-custom action: guards and failures", () => {
  itGuardsTheAmount(h, { action, path: "/credit-line-custom", fields: { amount: "500" } }, "500");
});
