import { describe, expect, it } from "vitest";
import { FLOW_STEPS } from "~/domain/flow-steps";
import { MSG } from "~/domain/messages";
import { type Applicant, storedAtEnd } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, chosenAmount, itGuardsTheAmount, stepHarness } from "../../test/step-harness";
import { action, loader } from "./credit-line";

const h = stepHarness();
const DEPOSIT_50 = { utmCampaignName: "deposit50" };
const PLUS_MIN_200 = { utmCampaignName: "plusmin200" };

const load = (who: Applicant) => loader({ request: get("/credit-line"), context: who.context, params: {} });

async function page(who: Applicant) {
  return dataOf(load(who));
}

async function submit(who: Applicant, fields: Record<string, string>) {
  return posted(action, "/credit-line", who.context, { csrf: who.csrf, ...fields });
}

/** An amount's figures: credit line = deposit, the promotional credit toward it, what the applicant pays (ADR 0011). */
const figures = (amount: number, promotionalCredit = 0) => ({
  creditLine: amount,
  deposit: amount,
  promotionalCredit,
  toPay: amount - promotionalCredit,
});
const plain = (amount: number) => ({ amount, wasAmount: null, figures: figures(amount) });

describe("credit-line loader", () => {
  // SPEC's tiers per card, each deposit equal to its credit line; Launch offers only its pre-approved amount.
  it.each([
    ["basic", "Secured Visa Card", { annualFee: 35, programFee: 0 }, [200, 300, 500]],
    ["plus", "Secured Plus Visa Card", { annualFee: 0, programFee: 0 }, [300, 500, 1000]],
    ["launch", "Launch Secured Visa Card", { annualFee: 24, programFee: 19.95, preApproved: 100 }, [100]],
  ] as const)("%s (%s): %j, amounts %j", async (cardType, cardName, fees, amounts) => {
    const data = await page(await applicant(h, { cardType, completed: ["income"] }));
    expect(data).toMatchObject({ cardType, cardName, ...fees, incentiveName: null });
    expect(data.options).toEqual(amounts.map((amount) => plain(amount)));
  });

  it("basic: nothing chosen yet, and the 'Switch cards' dialog offers Plus", async () => {
    const data = await page(await applicant(h, { cardType: "basic", completed: ["income"] }));
    expect(data).toMatchObject({
      customAmount: null,
      lastResult: null,
      hasErrors: false,
      defaults: { amount: undefined },
    });
    // The same as the switch page.
    expect(data.switchCards).toEqual([
      {
        cardType: "plus",
        name: "Secured Plus Visa Card",
        apr: 29.99,
        annualFee: 0,
        programFee: 0,
        first: plain(300),
      },
    ]);
  });

  it("a deposit reduction keeps each deposit equal to its credit line: $50 promotional credit, the rest to pay", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"], visit: DEPOSIT_50 });
    const data = await page(who);
    expect(data.incentiveName).toBe("Deposit Reduction $50");
    expect(data.options).toEqual([200, 300, 500].map((amount) => ({ ...plain(amount), figures: figures(amount, 50) })));
  });

  it("a reduced minimum replaces the first tier, the old minimum kept to strike through", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"], visit: PLUS_MIN_200 });
    const data = await page(who);
    expect(data.incentiveName).toBe("Plus Minimum $200");
    expect(data.options).toEqual([{ amount: 200, wasAmount: 300, figures: figures(200) }, plain(500), plain(1000)]);
  });

  it("an incentive for another card changes nothing", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"], visit: DEPOSIT_50 });
    const data = await page(who);
    expect(data.incentiveName).toBeNull();
    expect(data.options).toEqual([plain(300), plain(500), plain(1000)]);
  });

  it("launch: an amount chosen on the custom screen is the one shown to confirm", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"], draft: { amount: 500 } });
    expect((await page(who)).options).toEqual([plain(500)]);
  });

  it("an amount chosen on the custom screen is offered, and chosen, beside the tiers", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"], draft: { amount: 750 } });
    const data = await page(who);
    expect(data.options.map((o) => o.amount)).toEqual([200, 300, 500, 750]);
    expect(data.customAmount).toBe(750);
    expect(data.defaults).toEqual({ amount: "750" });
  });

  it("a saved tier is chosen again on return; an amount outside the card's limits is not", async () => {
    const tier = await applicant(h, { cardType: "basic", completed: ["income"], draft: { amount: 300 } });
    expect((await page(tier)).defaults).toEqual({ amount: "300" });
    const outside = await applicant(h, { cardType: "basic", completed: ["income"], draft: { amount: 5000 } });
    const data = await page(outside);
    expect(data.defaults).toEqual({ amount: undefined });
    expect(data.options.map((o) => o.amount)).toEqual([200, 300, 500]);
  });

  it("too early (income not done) → the income step", async () => {
    const who = await applicant(h, { cardType: "basic" });
    const { response } = await settle(load(who));
    expectRedirect(response, "/debt-to-income");
  });

  it("configuration unavailable → the configuration error", async () => {
    const who = await applicant(h, { completed: ["income"] });
    h.bank.faults.configuration = { kind: "500" };
    const { response } = await settle(load(who));
    expectRedirect(response, "/error?reason=configuration-failed");
  });

  it("Launch switched off in configuration → the intro", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    h.bank.settings = { ...h.bank.settings, launchEnabled: false };
    const { response } = await settle(load(who));
    expectRedirect(response, "/", 302);
  });
});

describe("credit-line action: preset 'Confirm'", () => {
  it("stores amount, credit limit, deposit and fees, completes the step and goes to /identity-verification", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"] });
    const { response } = await submit(who, { amount: "300" });
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject(
      chosenAmount(300, {
        annualFee: 35,
        programFee: 0,
        incentiveId: null,
        incentiveName: null,
        completed: ["income", "creditLine"],
      }),
    );
    expect(h.events.map((e) => e.event)).toEqual(["CreditLineNext", "application_step_3"]);
    expect(h.events[0]).toMatchObject({ card_selected: "basic", step_name: "credit_line" });
    expect(await storedAtEnd(h, who.session)).toMatchObject({ draft: { creditLimit: 300 } });
  });

  it("another amount after the funding was chosen opens the funding again: no part payment above the new line (QA review)", async () => {
    const who = await applicant(h, {
      cardType: "basic",
      draft: { amount: 500, creditLimit: 500, securityDeposit: 500, fundingType: "DBT", paymentAmount: 450 },
      completed: FLOW_STEPS.filter((step) => step !== "terms"),
    });
    who.context.cards.put(who.session.id, { cardNumber: "4111111111111111", expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await submit(who, { amount: "200" });
    expectRedirect(response, "/identity-verification");
    const { draft } = who.session.data;
    expect(draft).toMatchObject({ creditLimit: 200, securityDeposit: 200 });
    expect(draft.paymentAmount).toBeUndefined();
    expect(draft.fundingType).toBeUndefined();
    expect(draft.completed).not.toContain("fundingSource");
    expect(draft.completed).not.toContain("fundingPayment");
    expect(who.context.cards.get(who.session.id)).toBeNull();
  });

  it("the same amount again keeps the funding chosen for it", async () => {
    const who = await applicant(h, {
      cardType: "basic",
      draft: { amount: 500, creditLimit: 500, securityDeposit: 500, fundingType: "DBT", paymentAmount: 450 },
      completed: FLOW_STEPS.slice(0, FLOW_STEPS.indexOf("fundingPayment")),
    });
    await submit(who, { amount: "500" });
    expect(who.session.data.draft).toMatchObject({ fundingType: "DBT", paymentAmount: 450 });
    expect(who.session.data.draft.completed).toContain("fundingSource");
  });

  it("with a deposit reduction the deposit stays the credit line, the promotional credit and incentive recorded", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"], visit: DEPOSIT_50 });
    const { response } = await submit(who, { amount: "200" });
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject(
      chosenAmount(200, { promotionalCredit: 50, incentiveId: 101, incentiveName: "Deposit Reduction $50" }),
    );
  });

  it("with a reduced minimum the promotional first tier is accepted", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"], visit: PLUS_MIN_200 });
    const { response } = await submit(who, { amount: "200" });
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject({ amount: 200, securityDeposit: 200, annualFee: 0, incentiveId: 102 });
    expect(h.events.map((e) => e.event)).toEqual(["Plus_CreditLineNext", "application_step_3"]);
  });

  it("the custom amount offered beside the tiers can be confirmed", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"], draft: { amount: 750 } });
    const { response } = await submit(who, { amount: "750" });
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject({ amount: 750, creditLimit: 750 });
  });

  it("launch: 'Confirm' stores its pre-approved amount and Launch's fees", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    const { response } = await submit(who, { intent: "confirm" });
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject(
      chosenAmount(100, { annualFee: 24, programFee: 19.95, completed: ["income", "creditLine"] }),
    );
    expect(h.events.map((e) => e.event)).toEqual(["Launch_CreditLineNext", "application_step_3"]);
  });

  it("launch: a posted amount cannot override the amount shown", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"], draft: { amount: 400 } });
    await submit(who, { intent: "confirm", amount: "1000" });
    expect(who.session.data.draft).toMatchObject({ amount: 400, creditLimit: 400 });
  });
});

describe("credit-line action: invalid choice", () => {
  for (const [name, fields] of [
    ["nothing chosen", {}],
    ["an amount that is not offered", { amount: "250" }],
    ["an offered tier of another card", { amount: "1000" }],
    ["not a number", { amount: "lots" }],
  ] as Array<[string, Record<string, string>]>) {
    it(`${name}: back (303) with 'Choose a credit line.', nothing stored`, async () => {
      const who = await applicant(h, { cardType: "basic", completed: ["income"] });
      const { response } = await submit(who, fields);
      expectRedirect(response, "/credit-line");
      expect(who.session.data.formResult?.result).toMatchObject({
        status: "error",
        error: { amount: [MSG.creditLineChoiceRequired] },
      });
      expect(who.session.data.draft.amount).toBeUndefined();
      expect(who.session.data.draft.completed).toEqual(["income"]);
      const data = await page(who);
      expect(data.hasErrors).toBe(true);
      expect(h.events).toHaveLength(0);
    });
  }
});

describe("credit-line action: guards and failures", () => {
  itGuardsTheAmount(h, { action, path: "/credit-line", fields: { amount: "200" } }, "timeout");
});
