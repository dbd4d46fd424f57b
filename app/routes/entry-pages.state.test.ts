import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { nextRequest, useAppHarness, visitor } from "../../test/app-harness";
import { applicant, draftFor } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, post, settle } from "../../test/requests";
import { action as startOver, loader as entryPage } from "./$product.apply";
import { loader as sessionExpired } from "./session-expired";
import { textsFor } from "~/i18n/catalogues.server";

/* Issue 10 item 8: state changes only on POST (docs/decisions/0017). */
const h = useAppHarness();

describe("a GET of /session-expired only shows the page", () => {
  it("an application in progress is kept (a link here must not wipe it)", async () => {
    const a = await applicant(h, draftFor("basic"));
    const data = await sessionExpired({ request: get("/session-expired"), context: a.context, params: {} });
    expect(data).toMatchObject({ title: "For security reasons, your session with the product has expired." });
    const stored = (await h.store.get(a.session.id))?.data;
    expect(stored).toMatchObject({ leadId: a.leadId, draft: { cardType: "basic", firstName: "Jane" } });
    expect(stored).toHaveProperty("verifiedAt");
  });
});

describe("an entry page while an application is in progress", () => {
  it("a GET for another card asks 'Start a new application?' and changes nothing", async () => {
    const a = await applicant(h, draftFor("basic"));
    const data = await dataOf(
      entryPage({ request: get("/SecuredPlus/Apply"), context: a.context, params: { product: "SecuredPlus" } }),
    );
    expect(data).toEqual({
      texts: textsFor("en", "startOver"),
      cardType: "plus",
      submitted: false,
      continueHref: expect.stringMatching(/^\/[a-z-]+$/) as unknown,
    });
    expect(en.startOver.title).toBe("Start a new application?");
    const stored = (await h.store.get(a.session.id))?.data;
    expect(stored).toMatchObject({ leadId: a.leadId, draft: { cardType: "basic" } });
    expect(stored).toHaveProperty("verifiedAt");
  });

  it("'Start a new application' (a POST) starts over with that card in a new session", async () => {
    const a = await applicant(h, draftFor("basic"), { visit: { utmCampaignName: "deposit50" } });
    const oldId = a.session.id;
    const { response } = await settle(
      startOver({
        request: post("/SecuredPlus/Apply", { csrf: a.csrf }),
        context: a.context,
        params: { product: "SecuredPlus" },
      }),
    );
    expectRedirect(response, "/basic-info");
    expect(await h.services.sessions.read(oldId)).toBeNull();
    const next = await nextRequest(h, a);
    expect(next.session.data.draft).toEqual({ cardType: "plus" });
    expect(next.session.data.leadId).toBeUndefined();
    expect(next.session.data.verifiedAt).toBeUndefined();
    expect(next.session.data.visit).toEqual({ utmCampaignName: "deposit50" });
  });

  it("the POST is refused without the CSRF token", async () => {
    const a = await applicant(h, draftFor("basic"));
    const { response } = await settle(
      startOver({
        request: post("/SecuredPlus/Apply", { csrf: "nope-nope-nope-nope" }),
        context: a.context,
        params: { product: "SecuredPlus" },
      }),
    );
    expect(response.status).toBe(403);
    expect((await h.store.get(a.session.id))?.data).toMatchObject({ leadId: a.leadId });
  });

  it("before any lead, another card is simply chosen (the typed answers stay)", async () => {
    const v = await visitor(h, { draft: { cardType: "basic", firstName: "Jane" } });
    const { response } = await settle(
      entryPage({ request: get("/SecuredPlus/Apply"), context: v.context, params: { product: "SecuredPlus" } }),
    );
    expectRedirect(response, "/basic-info", 302);
    expect(v.session.data.draft).toEqual({ cardType: "plus", firstName: "Jane" });
  });
});

describe("an entry page after the application was submitted", () => {
  it("does not call it 'in progress': it says it was submitted, and 'See my application' leads to its result", async () => {
    const a = await applicant(h, draftFor("basic"), {
      submission: { state: "done", startedAt: 0, responseCode: "WT_FND", applicationId: "7000007" },
    });
    const data = await dataOf(
      entryPage({ request: get("/SecuredPlus/Apply"), context: a.context, params: { product: "SecuredPlus" } }),
    );
    expect(data).toMatchObject({ submitted: true, continueHref: "/submit-application" });
    expect(en.startOver.messageSubmitted).toMatch(/^You have already submitted an application\./);
  });
});
