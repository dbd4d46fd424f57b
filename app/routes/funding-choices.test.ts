import { describe, expect, it } from "vitest";
import { LAUNCH_DOWNSELL, LAUNCH_MONTHLY_FEE } from "~/domain/pricing";
import type { CardType } from "~/domain/products";
import type { Draft } from "~/session/data";
import { useAppHarness, storedAtEnd } from "../../test/app-harness";
import { applicant, draftFor } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import * as confirm from "./credit-line-confirm";
import * as fundLater from "./credit-line-fund-later";
import * as identityConfirm from "./identity-confirm";
import * as downsell from "./launch-downsell";
import { textsFor } from "~/i18n/catalogues.server";

const h = useAppHarness();
const FUNDING_CHOSEN = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress", "fundingSource"];

/** An applicant with `draft` (funded later, the funding step done) answers the Launch offer. */
async function answerDownsell(intent: "accept" | "close", draft: Partial<Draft> & { cardType: CardType }) {
  const who = await applicant(h, draftFor(draft.cardType, { fundingType: "FDL", completed: FUNDING_CHOSEN, ...draft }));
  const { csrf } = who.session.data;
  return {
    ...who,
    response: (await posted(downsell.action, "/launch-downsell", who.context, { csrf, intent })).response,
  };
}

describe("credit-line-fund-later", () => {
  it("loader: too early → the first incomplete step", async () => {
    const { context } = await applicant(h, draftFor("basic", { completed: ["income", "creditLine"] }));
    const { response } = await settle(
      fundLater.loader({ request: get("/credit-line-fund-later"), context, params: {} }),
    );
    expectRedirect(response, "/identity-verification");
  });

  it("loader: the deposit and the 60 days to fund", async () => {
    const { context } = await applicant(h, draftFor("plus", { fundingType: "FDL" }));
    const data = await dataOf(fundLater.loader({ request: get("/credit-line-fund-later"), context, params: {} }));
    expect(data).toEqual({
      texts: textsFor("en", "creditLineFundLater"),
      figures: { creditLine: 300, deposit: 300, promotionalCredit: 0, toPay: 300 },
      daysToFund: 60,
    });
  });

  it("'Continue' → terms, funded later, the funding step done", async () => {
    const { context, session } = await applicant(
      h,
      draftFor("basic", { fundingType: "DBT", fundToday: true, paymentAmount: 50 }),
    );
    context.cards.put(session.id, { cardNumber: "4111111111111111", expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await posted(fundLater.action, "/credit-line-fund-later", context, {
      csrf: session.data.csrf,
    });
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.draft).toMatchObject({ fundingType: "FDL", fundToday: false });
    expect(session.data.draft.paymentAmount).toBeUndefined();
    expect(session.data.draft.completed).toContain("fundingSource");
    expect(context.cards.get(session.id)).toBeNull();
  });

  it("'Continue' without the CSRF token is refused", async () => {
    const { context } = await applicant(h);
    const { response } = await posted(fundLater.action, "/credit-line-fund-later", context, {});
    expect(response.status).toBe(403);
  });
});

describe("credit-line-confirm ('Just to confirm')", () => {
  it("loader: the card, credit line and deposit", async () => {
    const { context } = await applicant(h, draftFor("plus"));
    const data = await dataOf(confirm.loader({ request: get("/credit-line-confirm"), context, params: {} }));
    // The form's HTML constraints come from the loader (ADR 0002): the box is optional.
    expect(data).toEqual({
      texts: textsFor("en", "creditLineConfirm"),
      cardName: "Secured Plus Visa Card",
      figures: { creditLine: 300, deposit: 300, promotionalCredit: 0, toPay: 300 },
      constraint: { fundToday: { required: false } },
    });
  });

  it("funding today → /funding-source with 'fund now' chosen again", async () => {
    const { context, session } = await applicant(
      h,
      draftFor("basic", { fundingType: "FDL", fundToday: false, completed: FUNDING_CHOSEN }),
    );
    const { response } = await posted(confirm.action, "/credit-line-confirm", context, {
      csrf: session.data.csrf,
      fundToday: "on",
    });
    expectRedirect(response, "/funding-source");
    expect(session.data.draft).toMatchObject({ fundToday: true, fundingType: "DBT" });
    expect(session.data.draft.completed).not.toContain("fundingSource");
  });

  it("not today (switch off) → /credit-line-fund-later, funded later", async () => {
    const { context, session } = await applicant(h, draftFor("basic", { fundingType: "DBT" }));
    const { response } = await posted(confirm.action, "/credit-line-confirm", context, { csrf: session.data.csrf });
    expectRedirect(response, "/credit-line-fund-later");
    expect(session.data.draft).toMatchObject({ fundToday: false, fundingType: "FDL" });
    expect(session.data.draft.completed).toContain("fundingSource");
  });

  it("a too-early post goes to the first incomplete step", async () => {
    const { context, session } = await applicant(h, draftFor("basic", { completed: [] }));
    const { response } = await posted(confirm.action, "/credit-line-confirm", context, {
      csrf: session.data.csrf,
      fundToday: "on",
    });
    expectRedirect(response, "/debt-to-income");
  });
});

describe("launch-downsell", () => {
  it("loader: offered for plus — minimum deposit 100, Launch's APR, terms link, monthly fee", async () => {
    const { context } = await applicant(h, draftFor("plus", { fundingType: "FDL", completed: FUNDING_CHOSEN }));
    const data = await dataOf(downsell.loader({ request: get("/launch-downsell"), context, params: {} }));
    expect(data).toEqual({
      texts: textsFor("en", "launchDownsell"),
      chosenDeposit: 300,
      minimumDeposit: 100,
      apr: 29.99,
      cardName: "Launch Secured Visa Card",
      termsUrl: "/documents/terms-launch.html",
      monthlyFee: {
        card: "Launch Secured Visa Card",
        introMonthly: "$2",
        introAnnualized: "$24",
        introMonths: 12,
        afterMonthly: "$3",
        afterAnnualized: "$36",
      },
    });
    expect(LAUNCH_MONTHLY_FEE).toMatchObject({
      introMonthly: 2,
      introAnnualized: 24,
      afterMonthly: 3,
      afterAnnualized: 36,
    });
    // The second configuration call, flagged downsell (SPEC §4.6).
    expect(h.requests.some((r) => r.path === "/api/configuration")).toBe(true);
  });

  it("loader: not offered for basic → fund later", async () => {
    const { context } = await applicant(h, draftFor("basic", { fundingType: "FDL", completed: FUNDING_CHOSEN }));
    const { response } = await settle(downsell.loader({ request: get("/launch-downsell"), context, params: {} }));
    expectRedirect(response, "/credit-line-fund-later", 302);
  });

  it("loader: too early → the first incomplete step", async () => {
    const { context } = await applicant(h, draftFor("plus", { completed: ["income"] }));
    const { response } = await settle(downsell.loader({ request: get("/launch-downsell"), context, params: {} }));
    expectRedirect(response, "/credit-line");
  });

  it("'Accept offer' → /identity-confirm as Launch 100 (SPEC §4.4), product updated on the lead", async () => {
    const { context, session, leadId, response } = await answerDownsell("accept", {
      cardType: "plus",
      fundToday: false,
      incentiveId: 102,
      incentiveName: "Plus Minimum $200",
    });
    expectRedirect(response, "/identity-confirm");
    // The offer's terms (pricing.test.ts proves LAUNCH_DOWNSELL is SPEC's), on Launch's product.
    expect(session.data.draft).toMatchObject({ ...LAUNCH_DOWNSELL, productId: 6100 });
    expect(session.data.draft.fundingType).toBeUndefined();
    expect(session.data.draft.completed).not.toContain("fundingSource");
    expect(session.data.draft.completed).toContain("identityConfirm");
    expect(h.count(`/api/application/lead/${leadId}/updateProduct`)).toBe(1);
    expect(h.bank.leads.get(leadId)?.productId).toBe(6100);
    expect(await storedAtEnd(h, session)).toMatchObject({
      draft: { cardType: "launch", downsellFrom: "plus" },
    });
    // Identity confirm says once what the accepted offer changed.
    const confirmPage = await identityConfirm.loader({ request: get("/identity-confirm"), context, params: {} });
    expect(confirmPage).toMatchObject({
      notice:
        "Offer accepted: your Launch Secured Visa Card has a $100 credit line, secured by a refundable security deposit of $100. Confirm your details to continue.",
    });
    expect(await identityConfirm.loader({ request: get("/identity-confirm"), context, params: {} })).toMatchObject({
      notice: null,
    });
  });

  it("'Accept offer' still goes on when updateProduct fails (fire and forget)", async () => {
    h.bank.faults.updateProduct = { kind: "500" };
    const { session, response } = await answerDownsell("accept", { cardType: "plus" });
    expectRedirect(response, "/identity-confirm");
    expect(session.data.draft.cardType).toBe("launch");
  });

  it("'Close' → terms, funded later, the card unchanged", async () => {
    const { session, response } = await answerDownsell("close", { cardType: "plus" });
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.draft).toMatchObject({ cardType: "plus", fundingType: "FDL", fundToday: false, amount: 300 });
    expect(session.data.draft.completed).toContain("fundingSource");
    expect(h.requests.some((r) => r.path.endsWith("/updateProduct"))).toBe(false);
  });

  it("'Accept offer' where no downsell is offered → fund later, nothing changed", async () => {
    const { session, response } = await answerDownsell("accept", { cardType: "basic" });
    expectRedirect(response, "/credit-line-fund-later");
    expect(session.data.draft.cardType).toBe("basic");
  });
});
