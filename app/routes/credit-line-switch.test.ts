import { describe, expect, it, vi } from "vitest";
import { type Applicant, storedAtEnd } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, stepHarness } from "../../test/step-harness";
import { action, loader } from "./credit-line-switch";

const h = stepHarness();
const updates = () => h.requests.filter((c) => c.path.endsWith("/updateProduct"));

async function page(who: Applicant) {
  return dataOf(loader({ request: get("/credit-line-switch"), context: who.context, params: {} }));
}

async function choose(who: Applicant, intent?: string) {
  const fields: Record<string, string> = { csrf: who.csrf };
  if (intent !== undefined) fields.intent = intent;
  return posted(action, "/credit-line-switch", who.context, fields);
}

const CHOSEN_PLUS = { amount: 500, creditLimit: 500, securityDeposit: 500, annualFee: 0, programFee: 0 };

describe("credit-line-switch loader", () => {
  it("plus: offers the basic card at its minimum", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    const data = await page(who);
    expect(data.cards).toEqual([
      {
        cardType: "basic",
        name: "Secured Visa Card",
        apr: 25.64,
        annualFee: 35,
        programFee: 0,
        first: {
          amount: 200,
          wasAmount: null,
          figures: { creditLine: 200, deposit: 200, promotionalCredit: 0, toPay: 200 },
        },
      },
    ]);
  });

  it("basic: offers the plus card", async () => {
    const who = await applicant(h, { cardType: "basic", completed: ["income"] });
    expect((await page(who)).cards.map((c) => c.cardType)).toEqual(["plus"]);
  });

  it("launch: offers basic and plus", async () => {
    const who = await applicant(h, { cardType: "launch", completed: ["income"] });
    expect((await page(who)).cards.map((c) => c.cardType)).toEqual(["basic", "plus"]);
  });

  it("prices the other card with this visit's promotion", async () => {
    const who = await applicant(h, {
      cardType: "plus",
      completed: ["income"],
      visit: { utmCampaignName: "deposit50" },
    });
    expect((await page(who)).cards[0]?.first).toEqual({
      amount: 200,
      wasAmount: null,
      figures: { creditLine: 200, deposit: 200, promotionalCredit: 50, toPay: 150 },
    });
  });

  it("too early → the income step", async () => {
    const who = await applicant(h, { cardType: "plus" });
    const { response } = await settle(
      loader({ request: get("/credit-line-switch"), context: who.context, params: {} }),
    );
    expectRedirect(response, "/debt-to-income");
  });
});

describe("credit-line-switch action", () => {
  it("plus → basic: the lead's product is updated, the basic minimum chosen, on to /identity-verification", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"], draft: CHOSEN_PLUS });
    const { response } = await choose(who, "basic");
    expectRedirect(response, "/identity-verification");
    expect(who.session.data.draft).toMatchObject({
      cardType: "basic",
      productId: 1000,
      amount: 200,
      creditLimit: 200,
      securityDeposit: 200,
      annualFee: 35,
      programFee: 0,
      completed: ["income", "creditLine"],
    });
    await vi.waitFor(() => expect(h.bank.leads.get(who.leadId)?.productId).toBe(1000));
    expect(updates()).toEqual([
      {
        method: "POST",
        path: `/api/application/lead/${who.leadId}/updateProduct`,
        search: "",
        body: { productId: 1000 },
      },
    ]);
    expect(h.events.map((e) => e.event)).toEqual(["CreditLineNext", "application_step_3"]);
    expect(await storedAtEnd(h, who.session)).toMatchObject({ draft: { cardType: "basic", amount: 200 } });
  });

  it("basic → plus: the product is updated, the old amount forgotten, back to /credit-line to choose", async () => {
    const who = await applicant(h, {
      cardType: "basic",
      completed: ["income", "creditLine"],
      draft: { amount: 200, creditLimit: 200, securityDeposit: 200, annualFee: 35, programFee: 0 },
    });
    const { response } = await choose(who, "plus");
    expectRedirect(response, "/credit-line");
    expect(who.session.data.draft).toMatchObject({ cardType: "plus", productId: 9000, completed: ["income"] });
    for (const key of ["amount", "creditLimit", "securityDeposit", "annualFee", "programFee"] as const) {
      expect(who.session.data.draft[key]).toBeUndefined();
    }
    await vi.waitFor(() => expect(h.bank.leads.get(who.leadId)?.productId).toBe(9000));
    expect(h.events).toHaveLength(0);
  });

  it("the switched card takes its own campaign incentive", async () => {
    const who = await applicant(h, {
      cardType: "basic",
      completed: ["income"],
      visit: { utmCampaignName: "plusmin200" },
    });
    await choose(who, "plus");
    expect(who.session.data.draft).toMatchObject({ incentiveId: 102, incentiveName: "Plus Minimum $200" });
    // The fire-and-forget updateProduct lands in this test, not the next.
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
  });

  it("a failed updateProduct is ignored (fire and forget): the applicant goes on", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    h.bank.faults.updateProduct = { kind: "500" };
    const { response } = await choose(who, "basic");
    expectRedirect(response, "/identity-verification");
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
    expect(who.session.data.draft.cardType).toBe("basic");
  });

  it("a slow updateProduct does not hold the applicant up", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    h.bank.faults.updateProduct = { kind: "timeout" };
    const started = Date.now();
    const { response } = await choose(who, "basic");
    expectRedirect(response, "/identity-verification");
    expect(Date.now() - started).toBeLessThan(250);
    // It still reached the bank (and is counted in this test, not the next).
    await vi.waitFor(() => expect(updates()).toHaveLength(1));
  });

  for (const [name, intent] of [
    ["nothing chosen", undefined],
    ["the applicant's own card", "plus"],
    ["a card that is not switchable here", "launch"],
    ["an unknown card", "gold"],
  ] as Array<[string, string | undefined]>) {
    it(`${name}: the choice is shown again, nothing changes`, async () => {
      const who = await applicant(h, { cardType: "plus", completed: ["income"], draft: CHOSEN_PLUS });
      const { response } = await choose(who, intent);
      expectRedirect(response, "/credit-line-switch");
      expect(who.session.data.draft).toMatchObject({ cardType: "plus", productId: 9000, ...CHOSEN_PLUS });
      expect(updates()).toHaveLength(0);
    });
  }

  it("too early → the income step, nothing changes", async () => {
    const who = await applicant(h, { cardType: "plus" });
    const { response } = await choose(who, "basic");
    expectRedirect(response, "/debt-to-income");
    expect(who.session.data.draft.cardType).toBe("plus");
    expect(updates()).toHaveLength(0);
  });

  it("refuses a missing CSRF token", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    const { response } = await posted(action, "/credit-line-switch", who.context, { intent: "basic" });
    expect(response.status).toBe(403);
    expect(who.session.data.draft.cardType).toBe("plus");
  });

  it("configuration unavailable → the configuration error, nothing changes", async () => {
    const who = await applicant(h, { cardType: "plus", completed: ["income"] });
    h.bank.faults.configuration = { kind: "500" };
    const { response } = await choose(who, "basic");
    expectRedirect(response, "/error?reason=configuration-failed");
    expect(who.session.data.draft.cardType).toBe("plus");
    expect(updates()).toHaveLength(0);
  });
});
