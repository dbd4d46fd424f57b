import { describe, expect, it } from "vitest";
import { statusScreenLoader } from "~/features/status/status-screen.server";
import { useAppHarness, visitor, type Applicant } from "../../test/app-harness";
import { applicant, draftFor, HOME_ADDRESS, TEST_CARDS } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, posted } from "../../test/requests";
import { loader as intro } from "./_index";
import * as creditLine from "./credit-line";
import * as fundLater from "./credit-line-fund-later";
import { loader as fundingPayment } from "./funding-payment";
import * as fundingSource from "./funding-source";
import { action as submit } from "./submit-application";
import { loader as terms } from "./terms-and-conditions";

/**
 * A deposit reduction is a contribution toward the deposit (issue 46 item 7, ADR 0011): a deposit50
 * applicant who chooses the $300 credit line sees the same figures on every screen, before and after
 * submitting — credit line = deposit $300, promotional credit $50, $250 to pay — and the bank is sent
 * the credit line chosen with the incentive, and, funding in full, the $250 the applicant pays.
 */

const h = useAppHarness();
const DEPOSIT_50 = { utmCampaignName: "deposit50" };
const SUBMIT_LEAD = "/api/application/submitLead";
const THREE_HUNDRED = { creditLine: 300, deposit: 300, promotionalCredit: 50, toPay: 250 };
const AGREED = { eSignConsent: "on", termsAndConditions: "on" };

/** A deposit50 applicant at the credit line step, every other step before the funding done. */
function atCreditLine(): Promise<Applicant> {
  const draft = draftFor("basic", { completed: ["income", "identity", "identityConfirm", "mailingAddress"] });
  const { amount: _a, creditLimit: _c, securityDeposit: _s, ...rest } = draft;
  return applicant(h, rest, { visit: DEPOSIT_50 });
}

/** Chooses the $300 credit line on the credit line screen. */
async function choose300(who: Applicant) {
  const { response } = await posted(creditLine.action, "/credit-line", who.context, { csrf: who.csrf, amount: "300" });
  expectRedirect(response, "/identity-verification");
}

async function chooseFunding(who: Applicant, fundingType: "DBT" | "FDL") {
  return posted(fundingSource.action, "/funding-source", who.context, { csrf: who.csrf, fundingType });
}

describe("a deposit reduction on every screen: credit line = deposit, promotional credit, what is paid", () => {
  it("intro: the minimum credit line's deposit, the $50 promotional credit and $150 to pay", async () => {
    const page = await dataOf(
      intro({ request: get("/?utmCampaignName=deposit50"), context: (await visitor(h)).context, params: {} }),
    );
    const basic = page.offers.find((offer) => offer.cardType === "basic");
    expect(basic?.promotion).toEqual({
      minimum: { creditLine: 200, deposit: 200, promotionalCredit: 50, toPay: 150 },
      wasMinimum: null,
    });
  });

  it("$300 chosen and funded later: credit line, funding, fund later, terms, then the status screen agree", async () => {
    const who = await atCreditLine();
    const offered = await dataOf(creditLine.loader({ request: get("/credit-line"), context: who.context, params: {} }));
    expect(offered.options.find((o) => o.amount === 300)?.figures).toEqual(THREE_HUNDRED);

    await choose300(who);
    expect(who.session.data.draft).toMatchObject({ creditLimit: 300, securityDeposit: 300, promotionalCredit: 50 });

    const source = await dataOf(
      fundingSource.loader({ request: get("/funding-source"), context: who.context, params: {} }),
    );
    expect(source.mode === "flow" && source.figures).toEqual(THREE_HUNDRED);

    // Fund now first: the payment form asks for the applicant's part.
    expectRedirect((await chooseFunding(who, "DBT")).response, "/funding-payment");
    const payment = await dataOf(
      fundingPayment({ request: get("/funding-payment"), context: who.context, params: {} }),
    );
    expect(payment).toMatchObject({ mode: "early", amountDue: 250, figures: THREE_HUNDRED });

    // Then fund later instead.
    expectRedirect((await chooseFunding(who, "FDL")).response, "/credit-line-fund-later");
    const later = await dataOf(
      fundLater.loader({ request: get("/credit-line-fund-later"), context: who.context, params: {} }),
    );
    expect(later.figures).toEqual(THREE_HUNDRED);
    const { response: onward } = await posted(fundLater.action, "/credit-line-fund-later", who.context, {
      csrf: who.csrf,
    });
    expectRedirect(onward, "/terms-and-conditions");

    const atTerms = await dataOf(terms({ request: get("/terms-and-conditions"), context: who.context, params: {} }));
    expect(atTerms).toMatchObject({ figures: THREE_HUNDRED, funding: { kind: "later" } });

    const { response: submitted } = await posted(submit, "/submit-application", who.context, {
      csrf: who.csrf,
      ...AGREED,
    });
    expectRedirect(submitted, "/app-approved-waiting-for-funds");
    // SPEC §7: the credit line chosen and the incentive; nothing paid now.
    expect(h.bodiesOf(SUBMIT_LEAD)[0]).toMatchObject({
      incentiveId: 101,
      incentiveName: "Deposit Reduction $50",
      creditLine: { creditLimit: 300 },
      payment: { fundingType: "FDL", isFullyFunded: false, amount: null },
    });

    const status = await dataOf(
      statusScreenLoader("appWaitingForFunds")({
        request: get("/app-approved-waiting-for-funds"),
        context: who.context,
        params: {},
      }),
    );
    expect(status.funding).toMatchObject({ figures: THREE_HUNDRED, paid: 0, remaining: 250 });
  });

  it("$300 funded in full by debit card: the bank is sent $250, and with its $50 the deposit is complete", async () => {
    const who = await atCreditLine();
    await choose300(who);
    who.session.data.draft = {
      ...who.session.data.draft,
      fundingType: "DBT",
      fundToday: true,
      cardHolderFirstName: "Jane",
      cardHolderLastName: "Doe",
      billingAddress: HOME_ADDRESS,
      completed: [...(who.session.data.draft.completed ?? []), "fundingSource", "fundingPayment"],
    };
    who.context.cards.put(who.session.id, {
      cardNumber: TEST_CARDS.approveVisa,
      expirationDateMMYY: "1229",
      cvv: "123",
    });

    const atTerms = await dataOf(terms({ request: get("/terms-and-conditions"), context: who.context, params: {} }));
    expect(atTerms).toMatchObject({ figures: THREE_HUNDRED, funding: { kind: "debit", amount: 250 } });

    const { response } = await posted(submit, "/submit-application", who.context, { csrf: who.csrf, ...AGREED });
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(h.bodiesOf(SUBMIT_LEAD)[0]).toMatchObject({
      incentiveId: 101,
      creditLine: { creditLimit: 300 },
      payment: { fundingType: "DBT", isFullyFunded: true, amount: 250 },
    });
    const [app] = [...h.bank.applications.values()];
    expect(app).toMatchObject({ creditLimit: 300, incentiveValue: 50 });
    expect(app?.fundingHistory.map((f) => f.amountReceived)).toEqual([250]);
  });
});
