import type { ActionFunction, LoaderFunction } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { SessionData } from "~/session/data";
import { useAppHarness } from "../../test/app-harness";
import { applicant, draftFor } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import * as basicInfo from "./basic-info";
import * as creditLine from "./credit-line";
import * as creditLineCustom from "./credit-line-custom";
import * as creditLineSwitch from "./credit-line-switch";
import * as income from "./debt-to-income";
import * as fundingSource from "./funding-source";
import * as identityConfirm from "./identity-confirm";
import * as identity from "./identity-verification";
import * as mailing from "./mailing-address";
import * as mailingEdit from "./mailing-address_.edit";

/**
 * Once the application is submitted its steps are closed: each leads to the result (ADR 0020), and a
 * post changes nothing. An open step after submitting let an applicant change the credit line the
 * status screens and the payment read (a $3,000 payment for a $500 deposit) or send the bank an
 * updateProduct for a submitted application.
 */
const h = useAppHarness();

const SUBMIT = "/submit-application";

/** A first card failure at the submission: the applicant funds again and submits again. */
const FUND_FAILURE: Partial<SessionData> = {
  submission: { state: "done", startedAt: 0, responseCode: "FundFailure", applicationId: "7000001" },
};

const SUBMITTED: Partial<SessionData> = {
  submission: { state: "done", startedAt: 0, responseCode: "WT_FND", applicationId: "7000007" },
};

/** Each step's route, and a post that its form could send (only names it declares). */
const STEPS: Array<[string, { loader: LoaderFunction; action: ActionFunction }, Record<string, string>]> = [
  ["/basic-info", basicInfo, { firstName: "Ann", lastName: "Doe", emailAddress: "ann@example.com" }],
  ["/debt-to-income", income, { housingPayment: "10", annualIncome: "900000" }],
  ["/credit-line", creditLine, { amount: "200" }],
  ["/credit-line-custom", creditLineCustom, { amount: "3000" }],
  ["/credit-line-switch", creditLineSwitch, { intent: "launch" }],
  ["/identity-verification", identity, { firstName: "Ann" }],
  ["/identity-confirm", identityConfirm, {}],
  ["/mailing-address", mailing, { mailToType: "home" }],
  ["/mailing-address/edit", mailingEdit, { intent: "edit" }],
];

describe("the application's steps once it is submitted", () => {
  it.each(STEPS)("%s shows the result instead, and a post to it changes nothing", async (path, route, fields) => {
    const { context, session } = await applicant(h, draftFor("plus"), SUBMITTED);
    const before = JSON.stringify(session.data.draft);
    const leadId = session.data.leadId;

    const page = await settle(route.loader({ request: get(path), context, params: {} }));
    expectRedirect(page.response, SUBMIT, 302);

    const sent = await posted(route.action, path, context, { ...fields, csrf: session.data.csrf });
    expectRedirect(sent.response, SUBMIT, 303);
    expect(JSON.stringify(session.data.draft)).toBe(before);
    expect(session.data.leadId).toBe(leadId);
    // No bank call made for a post to a closed step (no updateProduct, no new lead, no income check);
    // the configuration's read is the maintenance check of a path that is not a step's (the edit page).
    expect(h.requests.map((r) => r.path).filter((p) => p !== "/api/configuration")).toEqual([]);
  });

  it.each(STEPS)(
    "%s stays closed in the funding retry after a FundFailure too: only the funding opens again",
    async (path, route, fields) => {
      const { context, session } = await applicant(h, draftFor("plus"), FUND_FAILURE);
      const before = JSON.stringify(session.data.draft);
      expectRedirect((await settle(route.loader({ request: get(path), context, params: {} }))).response, SUBMIT, 302);
      const sent = await posted(route.action, path, context, { ...fields, csrf: session.data.csrf });
      expectRedirect(sent.response, SUBMIT, 303);
      expect(JSON.stringify(session.data.draft)).toBe(before);
      expect(h.requests.map((r) => r.path).filter((p) => p !== "/api/configuration")).toEqual([]);
    },
  );

  it("the funding retry opens the funding source (SPEC §4.1: back to the funding source)", async () => {
    const { context } = await applicant(h, draftFor("plus"), FUND_FAILURE);
    const data = await dataOf(fundingSource.loader({ request: get("/funding-source"), context, params: {} }));
    expect(data).toMatchObject({ mode: "flow", retry: true });
  });
});
