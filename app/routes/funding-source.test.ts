import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import { useAppHarness, storedAtEnd } from "../../test/app-harness";
import { applicant, draftFor } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { action, loader } from "./funding-source";

const h = useAppHarness();

function submit(context: Parameters<typeof action>[0]["context"], fields: Record<string, string | undefined>) {
  return posted(action, "/funding-source", context, fields);
}

/** A `cardType` applicant at this step choosing to fund later: the answer, and the session. */
async function fundLater(cardType: "plus" | "launch") {
  const { context, session } = await applicant(h, draftFor(cardType));
  const { response } = await submit(context, { csrf: session.data.csrf, fundingType: "FDL" });
  return { response, session };
}

describe("funding-source loader", () => {
  it("sends a too-early visit to the first incomplete step", async () => {
    const { context } = await applicant(
      h,
      draftFor("basic", { completed: ["income", "creditLine", "identity", "identityConfirm"] }),
    );
    const { response } = await settle(loader({ request: get("/funding-source"), context, params: {} }));
    expectRedirect(response, "/mailing-address");
  });

  it("offers the credit line and deposit, and the earlier choice back", async () => {
    const { context } = await applicant(h, draftFor("plus", { fundingType: "FDL" }));
    const data = await dataOf(loader({ request: get("/funding-source"), context, params: {} }));
    expect(data).toMatchObject({
      cardName: "Secured Plus Visa Card",
      figures: { creditLine: 300, deposit: 300, promotionalCredit: 0, toPay: 300 },
      retry: false,
      hasErrors: false,
      defaults: { fundingType: "FDL" },
    });
  });

  it("after the submission, shows its result instead", async () => {
    const { context } = await applicant(h, draftFor(), {
      submission: { state: "done", startedAt: h.now, responseCode: "WT_FND", applicationId: "1" },
    });
    const { response } = await settle(loader({ request: get("/funding-source"), context, params: {} }));
    expectRedirect(response, "/submit-application", 302);
  });

  it("in the funding retry after a FundFailure, says so", async () => {
    const { context } = await applicant(h, draftFor(), {
      submission: { state: "done", startedAt: h.now, responseCode: "FundFailure", applicationId: "7000001" },
    });
    const data = await dataOf(loader({ request: get("/funding-source"), context, params: {} }));
    expect(data).toMatchObject({ mode: "flow", retry: true });
  });
});

describe("funding-source action", () => {
  it("refuses a post without the CSRF token", async () => {
    const { context } = await applicant(h);
    const { response } = await submit(context, { fundingType: "DBT" });
    expect(response.status).toBe(403);
  });

  it("nothing chosen → back with the message, nothing saved", async () => {
    const { context, session } = await applicant(h);
    const { response } = await submit(context, { csrf: session.data.csrf });
    expectRedirect(response, "/funding-source");
    expect(session.data.formResult?.result).toMatchObject({
      status: "error",
      error: { fundingType: [MSG.fundingTypeRequired] },
    });
    expect(session.data.draft.completed).not.toContain("fundingSource");
    const data = await dataOf(loader({ request: get("/funding-source"), context, params: {} }));
    expect(data.hasErrors).toBe(true);
  });

  it("a value outside the choices is refused the same way", async () => {
    const { context, session } = await applicant(h);
    const { response } = await submit(context, { csrf: session.data.csrf, fundingType: "CASH" });
    expectRedirect(response, "/funding-source");
    expect(session.data.formResult?.result).toMatchObject({ error: { fundingType: [MSG.fundingTypeRequired] } });
  });

  it("fund now → /funding-payment, fund today, step done, the product's analytics event", async () => {
    const { context, session } = await applicant(h);
    const { response } = await submit(context, { csrf: session.data.csrf, fundingType: "DBT" });
    expectRedirect(response, "/funding-payment");
    expect(session.data.draft).toMatchObject({ fundingType: "DBT", fundToday: true });
    expect(session.data.draft.completed).toContain("fundingSource");
    expect(session.data.analytics?.map((e) => e.event)).toEqual(["FundingSourceNext", "application_step_7"]);
    expect(await storedAtEnd(h, session)).toMatchObject({ draft: { fundingType: "DBT" } });
  });

  it("fund later, basic (no downsell offered) → /credit-line-fund-later", async () => {
    const { context, session } = await applicant(h);
    context.cards.put(session.id, { cardNumber: "4111111111111111", expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await submit(context, { csrf: session.data.csrf, fundingType: "FDL" });
    expectRedirect(response, "/credit-line-fund-later");
    expect(session.data.draft).toMatchObject({ fundingType: "FDL", fundToday: false });
    expect(session.data.draft.completed).toContain("fundingSource");
    // No card is kept when funding later.
    expect(context.cards.get(session.id)).toBeNull();
    expect(h.requests.some((r) => r.path === "/api/configuration")).toBe(true);
  });

  it("fund later, plus (the configuration fetched with downsell=true offers Launch) → /launch-downsell", async () => {
    const { response, session } = await fundLater("plus");
    expectRedirect(response, "/launch-downsell");
    expect(session.data.analytics?.map((e) => e.event)).toEqual(["Plus_FundingSourceNext", "application_step_7"]);
  });

  it("fund later, plus, but Launch switched off → /credit-line-fund-later", async () => {
    h.bank.settings.launchEnabled = false;
    const { response } = await fundLater("plus");
    expectRedirect(response, "/credit-line-fund-later");
  });

  it("fund later, launch already → /credit-line-fund-later (Launch_ event)", async () => {
    const { response, session } = await fundLater("launch");
    expectRedirect(response, "/credit-line-fund-later");
    expect(session.data.analytics?.map((e) => e.event)).toEqual(["Launch_FundingSourceNext", "application_step_7"]);
  });

  it("fund later, plus, when the downsell configuration fails → fund later anyway", async () => {
    h.bank.faults.configuration = { kind: "500" };
    const { response, session } = await fundLater("plus");
    expectRedirect(response, "/credit-line-fund-later");
    expect(session.data.draft.fundingType).toBe("FDL");
  });

  it("a too-early post goes to the first incomplete step", async () => {
    const { context, session } = await applicant(h, draftFor("basic", { completed: ["income"] }));
    const { response } = await submit(context, { csrf: session.data.csrf, fundingType: "DBT" });
    expectRedirect(response, "/credit-line");
    expect(session.data.draft.fundingType).toBeUndefined();
  });
});
