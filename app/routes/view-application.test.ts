import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { bearer, statusItem } from "../../mocks/handler-kit";
import { MOCK_BANK_URL } from "../../mocks/handlers";
import { visitor, type Visitor } from "../../test/app-harness";
import { expectRedirect, get, settle } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { PERSONA_PAGES } from "../../test/persona-pages";
import { loader } from "./view-application";

const h = useReturningHarness();

function view(v: Visitor) {
  return settle(loader({ request: get("/view-application"), context: v.context, params: {} }));
}

describe("view-application: where the status check leads", () => {
  it("one application is chosen automatically and leads to its code's screen", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    const { response } = await view(v);
    expectRedirect(response, "/app-approved-waiting-for-funds", 302);
    expect(h.paths()).toEqual(["/api/application/getApplicationsStatus"]);
    const app = [...h.bank.applications.values()][0]!;
    expect(v.session.data.selectedApplication).toEqual({
      applicationId: app.applicationId,
      leadId: app.leadId,
      prn: 1000,
      productName: "Secured Visa Card",
      responseCode: "WT_FND",
      creditLimit: 500,
      documents: {
        income: false,
        name: false,
        address: false,
        ssn: false,
        dob: false,
        bankOwnership: false,
        itin: false,
      },
      checkedAt: v.context.now(),
    });
    expect(v.session.data.statusCheck?.found).toBe(1);
  });

  it("documents requested: the flags are kept for the documents screens", async () => {
    const v = await statusVerified(h, "jordan+wt_doc@example.com");
    expectRedirect((await view(v)).response, "/documents-requested", 302);
    expect(v.session.data.selectedApplication?.documents).toMatchObject({ income: true, address: true, name: false });
  });

  // wt_doc and wt_fnd (with their extra data) are tested on their own above.
  const others = PERSONA_PAGES.filter(([tag]) => tag !== "wt_doc" && tag !== "wt_fnd");
  it.each(others)("code of persona %s → %s", async (tag, path) => {
    const v = await statusVerified(h, `jordan+${tag}@example.com`);
    expectRedirect((await view(v)).response, path, 302);
  });

  it("WT_DOC without decisions is the API-failed screen (SPEC §4.1)", async () => {
    const v = await statusVerified(h, "jordan+wt_doc@example.com");
    // The mock always sends responseObjects: this answer is the mock's list without them.
    h.use(
      http.get(`${MOCK_BANK_URL}/api/application/getApplicationsStatus`, ({ request }) => {
        const list = h.bank.applicationsFor(bearer(request) ?? "") ?? [];
        const withoutDecisions = list.map(statusItem).map(({ responseObjects: _, ...item }) => item);
        return HttpResponse.json({ done: { checkAppResponseList: withoutDecisions } });
      }),
    );
    expectRedirect((await view(v)).response, "/app-pending-api-failed", 302);
  });

  it("several applications: the list to choose from", async () => {
    const v = await statusVerified(h, "jordan+multi@example.com");
    expectRedirect((await view(v)).response, "/check-my-application-status", 302);
    expect(v.session.data.statusCheck?.found).toBe(3);
    expect(v.session.data.selectedApplication).toBeUndefined();
  });

  it("none: the no-match screen", async () => {
    const v = await statusVerified(h, "jordan+nomatch@example.com");
    expectRedirect((await view(v)).response, "/app-status-no-match", 302);
    expect(v.session.data.statusCheck?.found).toBe(0);
  });

  it("an application submitted in this session may be viewed without the status check", async () => {
    const v = await visitor(h);
    v.session.data.submission = { state: "done", startedAt: 1, applicationId: "7000001", responseCode: "WT_FND" };
    h.bank.faults.getApplicationsStatus = { kind: "403" };
    const { response } = await view(v);
    // Allowed through our guard; the bank's 403 then ends the session.
    expectRedirect(response, "/session-expired");
  });

  it("not verified: back to the status check form, the bank not asked", async () => {
    const v = await visitor(h);
    v.session.data.statusCheck = { emailAddress: "jordan@example.com" };
    const { response } = await view(v);
    expectRedirect(response, "/check-application-status");
    expect(h.requests).toHaveLength(0);
  });

  it.each([
    ["500", "/error?reason=generic"],
    ["400", "/error?reason=generic"],
    ["malformed", "/error?reason=generic"],
    ["401", "/session-expired"],
  ] as const)("getApplicationsStatus %s → %s", async (kind, path) => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    h.bank.faults.getApplicationsStatus = { kind };
    expectRedirect((await view(v)).response, path);
  });

  it("getApplicationsStatus timing out → 'unable to access your application'", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    h.bank.faults.getApplicationsStatus = { kind: "timeout" };
    expectRedirect((await view(v)).response, "/error?reason=api-unavailable");
  });
});
