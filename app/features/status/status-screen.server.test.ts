import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS, STATUS_FRESH_MS } from "~/domain/constants";
import { STATUS_CODES } from "~/domain/status-codes";
import { STATUS_SCREEN_NAMES, STATUS_SCREENS, type StatusScreenName } from "~/domain/status-screens";
import { nextRequest, visitor, type Visitor } from "../../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../../test/requests";
import { statusVerified, useReturningHarness } from "../../../test/returning-harness";
import { fundMyCardAction, statusScreenLoader } from "./status-screen.server";
import { setNotice } from "~/session/form.server";
import { serverTranslate } from "~/i18n/catalogues.server";

const h = useReturningHarness();
const PUBLIC: ReadonlySet<StatusScreenName> = new Set(["appApiFailed", "appStatusNoMatch"]);

function screen(v: Visitor, name: Parameters<typeof statusScreenLoader>[0]) {
  return statusScreenLoader(name)({ request: get("/"), context: v.context, params: {} });
}

/** Verified and through /view-application (the real loader), so the application is chosen. */
async function chosen(tag: string): Promise<Visitor> {
  const v = await statusVerified(h, `jordan+${tag}@example.com`);
  const { loader } = await import("~/routes/view-application");
  await settle(loader({ request: get("/view-application"), context: v.context, params: {} }));
  h.requests.length = 0;
  return v;
}

describe("status screen loader", () => {
  /** The first status code (SPEC §4.1) that leads to each screen; none for /app-thank-you-b and /app-submitted. */
  const codeOf = (name: string) =>
    Object.entries(STATUS_CODES).find(
      ([, info]) => info.outcome.kind === "screen" && info.outcome.screen === name,
    )?.[0];
  const SHOWN = STATUS_SCREEN_NAMES.filter((name) => codeOf(name) !== undefined);

  it.each(SHOWN)("%s: its title, text and action for the status that leads to it", async (name) => {
    const v = await chosen(codeOf(name)!.toLowerCase());
    const page = await dataOf(screen(v, name));
    const content = STATUS_SCREENS[name];
    expect(page.title).toBe(serverTranslate("en")(content.title));
    expect(page.paragraphs).toHaveLength(content.paragraphs.length);
    expect(page.paragraphs.join(" ")).not.toContain("{phone}");
    expect(page.action).toBe(content.action);
    expect(page.withdraw !== null).toBe("withdraw" in content && content.withdraw === true);
  });

  it.each(STATUS_SCREEN_NAMES.filter((name) => !PUBLIC.has(name)))(
    "%s for an application in review (UI_MRV) shows only if it is the manual review screen, else goes there",
    async (name) => {
      const v = await chosen("ui_mrv");
      if (name === "appManualReview") expect((await dataOf(screen(v, name))).screen).toBe(name);
      else expectRedirect((await settle(screen(v, name))).response, "/app-pending-manual-review");
    },
  );

  it("/app-thank-you-b and /app-submitted: no status leads there, so they go to the application's own screen (ADR 0050)", async () => {
    const v = await chosen("wt_fnd");
    expectRedirect((await settle(screen(v, "appFundingDeclined"))).response, "/app-approved-waiting-for-funds");
    expectRedirect((await settle(screen(v, "appSubmitted"))).response, "/app-approved-waiting-for-funds");
  });

  it("a stale status is asked again: after a withdrawal elsewhere, waiting for funds goes to the withdrawn screen", async () => {
    const v = await chosen("wt_fnd");
    expect(v.session.data.selectedApplication?.responseCode).toBe("WT_FND");
    const { applicationId } = v.session.data.selectedApplication!;
    await dataOf(screen(v, "appWaitingForFunds"));
    expect(h.paths()).not.toContain("/api/application/getApplicationsStatus");
    h.bank.applications.get(applicationId)!.status = "END_WDR";
    h.now += STATUS_FRESH_MS;
    expectRedirect((await settle(screen(v, "appWaitingForFunds"))).response, "/app-closed-withdrawn");
    expect(h.paths()).toContain("/api/application/getApplicationsStatus");
    expect(v.session.data.selectedApplication?.responseCode).toBe("END_WDR");
    expect((await dataOf(screen(v, "appClosedWithdrawn"))).title).toBe("We received your withdrawal");
  });

  it("when the bank cannot answer, the last reported status stands", async () => {
    const v = await chosen("ui_mrv");
    h.now += STATUS_FRESH_MS;
    h.bank.faults.getApplicationsStatus = { kind: "500" };
    expect((await dataOf(screen(v, "appManualReview"))).title).toBe("Your application is being reviewed");
    expectRedirect((await settle(screen(v, "appBoarded"))).response, "/app-pending-manual-review");
  });

  it("the no-match and API-failed screens show nothing of an application and are open to anyone", async () => {
    const v = await visitor(h);
    const noMatch = await dataOf(screen(v, "appStatusNoMatch"));
    expect(noMatch).toMatchObject({
      title: "Sorry, please try again",
      application: null,
      actionHref: "/check-application-status",
      backHref: "/check-application-status",
    });
    expect(noMatch.paragraphs).toContain("Please contact Customer Service at 1-800-555-0199 for assistance.");
    const apiFailed = await dataOf(screen(v, "appApiFailed"));
    expect(apiFailed.title).toBe("We are unable to access your application at this time. Please try again later.");
  });

  it("other screens need a verified status check (or a submission): else the form", async () => {
    const v = await visitor(h);
    expectRedirect((await settle(screen(v, "appBoarded"))).response, "/check-application-status");
    v.session.data.statusCheck = { emailAddress: "jordan@example.com" };
    expectRedirect((await settle(screen(v, "appBoarded"))).response, "/check-application-status");
  });

  it("an application just submitted in this session is shown from the submission and the draft", async () => {
    const v = await visitor(h);
    v.session.data.draft = { cardType: "plus", productId: 9000, creditLimit: 300 };
    v.session.data.leadId = "L100001";
    v.session.data.submission = {
      state: "done",
      startedAt: v.context.now(),
      applicationId: "7000009",
      responseCode: "UI_MRV",
    };
    const page = await dataOf(screen(v, "appManualReview"));
    // The same 'Card' row as after a status check: the card's name as the bank's list names it (issue 46 item 11).
    expect(page.application).toEqual({
      applicationId: "7000009",
      productName: "Secured Plus Visa Card",
      statusLabel: "In review",
    });
    // SPEC §2.3 common layout: a back button, also right after submitting (docs/decisions/0050).
    expect(page.backHref).toBe("/check-application-status");
    expect(v.session.data.selectedApplication).toEqual({
      applicationId: "7000009",
      leadId: "L100001",
      prn: 9000,
      responseCode: "UI_MRV",
      creditLimit: 300,
      checkedAt: v.context.now(),
      productName: "Secured Plus Visa Card",
    });
  });

  it("documents requested lists the requested categories", async () => {
    const v = await chosen("wt_doc");
    const page = await dataOf(screen(v, "documentsRequested"));
    expect(page.documents).toEqual(["Address", "Income"]);
    expect(page.actionHref).toBe("/document-selection");
    expect(page.actionText).toBe("Start Identification Process");
  });

  it("documents requested for a just-submitted application reads the flags from the status list", async () => {
    const v = await chosen("wt_doc");
    const app = v.session.data.selectedApplication!;
    v.session.data.selectedApplication = { applicationId: app.applicationId, responseCode: "WT_DOC" };
    const page = await dataOf(screen(v, "documentsRequested"));
    expect(h.paths()).toEqual(["/api/application/getApplicationsStatus"]);
    expect(page.documents).toEqual(["Address", "Income"]);
  });

  it("waiting for funds: credit line, deposit received and what is left (SPEC §4.3)", async () => {
    const v = await chosen("wt_fnd");
    const page = await dataOf(screen(v, "appWaitingForFunds"));
    expect(h.paths().some((p) => p.endsWith("/getApplicationPaymentStatus"))).toBe(true);
    expect(page.funding).toEqual({
      creditLimit: 500,
      balance: 100,
      promotion: 0,
      paid: 100,
      remaining: 400,
      daysLeftToFund: 60,
      figures: { creditLine: 500, deposit: 500, promotionalCredit: 0, toPay: 500 },
    });
    expect(page.fundToday).toBe(true);
    expect(page.actionText).toBe("Fund my card");
    expect(page.withdraw).toEqual({ href: "/withdrawal", text: "Withdraw my application" });
    expect(page.backHref).toBe("/check-application-status");
  });

  it("waiting for funds with a $50 promotion and nothing paid: the promotion is its own figure (issue 11, item 7)", async () => {
    const v = await chosen("wt_fnd");
    const app = h.bank.applications.get(v.session.data.selectedApplication!.applicationId)!;
    app.fundingHistory = [];
    app.incentiveValue = 50;
    const page = await dataOf(screen(v, "appWaitingForFunds"));
    expect(page.funding).toMatchObject({
      creditLimit: 500,
      balance: 50,
      promotion: 50,
      paid: 0,
      remaining: 450,
      figures: { creditLine: 500, deposit: 500, promotionalCredit: 50, toPay: 450 },
    });
  });

  it("waiting for funds without the payment status still shows the credit line", async () => {
    const v = await chosen("wt_fnd");
    h.bank.faults.getApplicationPaymentStatus = { kind: "500" };
    const page = await dataOf(screen(v, "appWaitingForFunds"));
    expect(page.funding).toEqual({
      creditLimit: 500,
      balance: null,
      promotion: 0,
      paid: null,
      remaining: null,
      daysLeftToFund: null,
      figures: { creditLine: 500, deposit: 500, promotionalCredit: 0, toPay: 500 },
    });
  });

  it("a verified visitor whose session went idle is sent to the session-expired page, not the status check", async () => {
    const v = await chosen("ui_mrv");
    h.now += IDLE_TIMEOUT_MS + 1;
    const idle = await nextRequest(h, v);
    expect(idle.session.status).toBe("expired");
    expectRedirect((await settle(screen(idle, "appManualReview"))).response, "/session-expired?reason=idle");
  });

  it("a 401 on the payment status ends the session", async () => {
    const v = await chosen("wt_fnd");
    h.bank.faults.getApplicationPaymentStatus = { kind: "401" };
    expectRedirect((await settle(screen(v, "appWaitingForFunds"))).response, "/session-expired");
  });

  it("a one-time notice is shown once", async () => {
    const v = await chosen("ui_mdr");
    await setNotice(v.context, "/app-pending-manual-document-review", "Thank you.");
    expect((await dataOf(screen(v, "appManualDocumentReview"))).notice).toBe("Thank you.");
    expect((await dataOf(screen(v, "appManualDocumentReview"))).notice).toBeNull();
  });

  it("the list is the way back when the check found several applications", async () => {
    const v = await chosen("multi");
    v.session.data.selectedApplication = {
      ...v.session.data.selectedApplication!,
      responseCode: "END_CLS",
      checkedAt: v.context.now(),
    };
    expect((await dataOf(screen(v, "appClosed"))).backHref).toBe("/check-my-application-status");
  });
});

describe("'Fund my card'", () => {
  function fund(v: Visitor, fields: Record<string, string>) {
    return posted(fundMyCardAction, "/app-approved-waiting-for-funds", v.context, {
      csrf: v.session.data.csrf,
      ...fields,
    });
  }

  it("keeps the fund-today toggle on the chosen application and goes to the funding payment screen", async () => {
    const v = await chosen("wt_fnd");
    expectRedirect((await fund(v, { fundToday: "on" })).response, "/funding-payment");
    expect(v.session.data.selectedApplication).toMatchObject({
      responseCode: "WT_FND",
      creditLimit: 500,
      fundToday: true,
    });
    expectRedirect((await fund(v, {})).response, "/funding-payment");
    expect(v.session.data.selectedApplication?.fundToday).toBe(false);
    expect((await dataOf(screen(v, "appWaitingForFunds"))).fundToday).toBe(false);
  });

  it("without a verified status check: back to the form", async () => {
    const v = await visitor(h);
    expectRedirect((await fund(v, { fundToday: "on" })).response, "/check-application-status");
  });

  it("refuses a post without the CSRF token", async () => {
    const v = await chosen("wt_fnd");
    const { response, thrown } = await posted(fundMyCardAction, "/app-approved-waiting-for-funds", v.context, {
      fundToday: "on",
    });
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
  });
});
