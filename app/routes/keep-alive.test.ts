import { describe, expect, it } from "vitest";
import { applicant, routeTestKit } from "../../test/route-kit";
import { expectRedirect, post, settle } from "../../test/requests";
import { SESSION_REFRESH_ON_ACTIVITY_MS } from "~/domain/constants";
import { action } from "./keep-alive";

const kit = routeTestKit();

function ping(csrf: string, fields: Record<string, string> = {}, json = false) {
  const request = post("/keep-alive", { csrf, ...fields });
  if (json) request.headers.set("accept", "application/json");
  return request;
}

describe("keep-alive ('Stay Connected' and activity pings)", () => {
  it("answers the dialog's script with ok and the idle limit", async () => {
    const { context, session } = await applicant(kit);
    const { response } = await settle(action({ request: ping(session.data.csrf, {}, true), context, params: {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, idleMs: context.sessions.idleMs });
  });

  it("without JavaScript returns the person to the page they were on, and only to a path of ours", async () => {
    const { context, session } = await applicant(kit);
    const back = await settle(
      action({ request: ping(session.data.csrf, { returnTo: "/identity-verification" }), context, params: {} }),
    );
    expectRedirect(back.response, "/identity-verification");
    for (const returnTo of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      // Each is refused by our own rule only: safeRedirect lets it through or trims it.
      "/\t/evil.example",
      "/basic-info\n",
      "/not-a-screen",
    ]) {
      const { response } = await settle(
        action({ request: ping(session.data.csrf, { returnTo }), context, params: {} }),
      );
      expectRedirect(response, "/");
    }
  });

  it("refreshes a bank session older than 5 minutes", async () => {
    const { context, session } = await applicant(kit);
    kit.now += SESSION_REFRESH_ON_ACTIVITY_MS;
    await settle(action({ request: ping(session.data.csrf, {}, true), context, params: {} }));
    expect(kit.paths()).toContain("/api/security/refreshSession");
    expect(session.data.upstream?.refreshedAt).toBe(kit.now);
  });

  it("refuses a post without the CSRF token", async () => {
    const { context } = await applicant(kit);
    const { response } = await settle(action({ request: ping("wrong"), context, params: {} }));
    expect(response.status).toBe(403);
  });
});
