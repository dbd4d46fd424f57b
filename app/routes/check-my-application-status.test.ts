import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import type { Visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { action, loader } from "./check-my-application-status";

const h = useReturningHarness();

function list(v: Visitor) {
  return loader({ request: get("/check-my-application-status"), context: v.context, params: {} });
}

function choose(v: Visitor, applicationId?: string) {
  const fields: Record<string, string> = { csrf: v.session.data.csrf };
  if (applicationId !== undefined) fields.applicationId = applicationId;
  return posted(action, "/check-my-application-status", v.context, fields);
}

/** The persona's three applications, newest first: WT_FND (basic), WT_DOC (plus), END_WDR (launch). */
function ids() {
  return [...h.bank.applications.values()].sort((a, b) => b.submittedAt - a.submittedAt).map((a) => a.applicationId);
}

describe("check-my-application-status loader", () => {
  it("lists product, submitted date and status label, newest first", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    const page = await dataOf(list(v));
    expect(page.applications).toEqual([
      {
        applicationId: ids()[0],
        product: "Secured Visa Card",
        submitted: "Jan 5, 2025",
        status: "Waiting for funds / funding required",
      },
      {
        applicationId: ids()[1],
        product: "Secured Plus Visa Card",
        submitted: "Jan 4, 2025",
        status: "Documents requested / information required",
      },
      { applicationId: ids()[2], product: "Launch Secured Visa Card", submitted: "Jan 3, 2025", status: "Withdrawn" },
    ]);
    expect(page.hasErrors).toBe(false);
  });

  it("an unknown code is 'Unknown Status'", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    h.bank.applications.get(ids()[2]!)!.status = "ZZ_NEW";
    const page = await dataOf(list(v));
    expect(page.applications[2]?.status).toBe("Unknown Status");
  });

  it("one application: nothing to choose, the status view decides", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    expectRedirect((await settle(list(v))).response, "/view-application", 302);
  });

  it("not verified: back to the form", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    v.session.data.statusCheck = { emailAddress: "jordan+multi@example.com" };
    expectRedirect((await settle(list(v))).response, "/check-application-status");
  });

  it("getApplicationsStatus failing → the generic error", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    h.bank.faults.getApplicationsStatus = { kind: "500" };
    expectRedirect((await settle(list(v))).response, "/error?reason=generic");
  });
});

describe("check-my-application-status action: choosing", () => {
  it("the chosen application is kept and its code leads to its screen", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    const { response } = await choose(v, ids()[1]);
    expectRedirect(response, "/documents-requested");
    expect(v.session.data.selectedApplication).toMatchObject({
      applicationId: ids()[1],
      prn: 9000,
      productName: "Secured Plus Visa Card",
      responseCode: "WT_DOC",
      creditLimit: 500,
      documents: { income: true, address: true },
    });
  });

  it("an id the bank does not list for this person selects nothing", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    const { response } = await choose(v, "9999999");
    expectRedirect(response, "/check-my-application-status");
    expect(v.session.data.selectedApplication).toBeUndefined();
    expect(v.session.data.formResult?.result).toMatchObject({
      status: "error",
      error: { "": [MSG.applicationNotFound] },
    });
    const page = await dataOf(list(v));
    expect(page).toMatchObject({ hasErrors: true, error: MSG.applicationNotFound });
  });

  it("no id, or a malformed one, selects nothing and asks the bank nothing", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    expectRedirect((await choose(v)).response, "/check-my-application-status");
    expectRedirect((await choose(v, "7000001; drop")).response, "/check-my-application-status");
    expect(h.requests).toHaveLength(0);
    expect(v.session.data.selectedApplication).toBeUndefined();
  });

  it("getApplicationsStatus timing out → 'unable to access your application'", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const v = await statusVerified(h, "jordan+multi@example.com");
    h.bank.faults.getApplicationsStatus = { kind: "timeout" };
    expectRedirect((await choose(v, ids()[0])).response, "/error?reason=api-unavailable");
  });
});
