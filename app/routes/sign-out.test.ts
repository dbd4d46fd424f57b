import { describe, expect, it } from "vitest";
import { SIGN_OUT } from "~/domain/sign-out";
import { nextRequest } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import { loader as rootLoader } from "~/root";
import { action, loader } from "./sign-out";
import { loader as viewLoader } from "./view-application";
import { loader as withdrawalLoader } from "./withdrawal";

const h = useReturningHarness();

describe("sign-out (issue 10 item 5, docs/decisions/0001)", () => {
  it("the header offers it once there is something to end", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    expect(
      await dataOf(rootLoader({ request: get("/view-application"), context: v.context, params: {} })),
    ).toMatchObject({ signedIn: true });
  });

  it("a POST ends the session on the server and on the cookie; the next request is a stranger's", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    await settle(viewLoader({ request: get("/view-application"), context: v.context, params: {} }));
    const oldId = v.session.id;
    const { response } = await posted(action, "/sign-out", v.context, { csrf: v.session.data.csrf });
    expectRedirect(response, "/sign-out");
    expect(await h.services.sessions.read(oldId)).toBeNull();
    expect(v.cookies.at(-1)).toMatch(/^sid=; .*Max-Age=0/);
    // The browser's next request (the cookie is gone) sees the signed-out page, and no status screen.
    const next = await nextRequest(h, v);
    expect(next.session.id).not.toBe(oldId);
    expect(next.session.data.statusCheck).toBeUndefined();
    expect(await dataOf(loader({ request: get("/sign-out"), context: next.context, params: {} }))).toMatchObject({
      signedIn: false,
    });
    expectRedirect(
      (await settle(withdrawalLoader({ request: get("/withdrawal"), context: next.context, params: {} }))).response,
      "/check-application-status",
    );
    // Even the old cookie, replayed, names nothing any more: a new visitor, with another id and token.
    const signedOut = v.cookies.find((c) => c.startsWith(`sid=${oldId}.`))!.split(";")[0];
    const replayed = await h.services.sessions.load(signedOut, () => {});
    expect(replayed.data.statusCheck).toBeUndefined();
    expect(replayed.id).not.toBe(oldId);
    expect(replayed.data.csrf).not.toBe(h.services.sessions.csrfFor(oldId));
  });

  it("is refused without the CSRF token; nothing ends", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    const { response } = await posted(action, "/sign-out", v.context, { csrf: "wrong-token-wrong-token" });
    expect(response.status).toBe(403);
    expect(await h.store.get(v.session.id)).not.toBeNull();
  });

  it("a GET changes nothing: a signed-in session is asked to confirm", async () => {
    const v = await statusVerified(h, "jordan+wt_fnd@example.com");
    expect(await dataOf(loader({ request: get("/sign-out"), context: v.context, params: {} }))).toMatchObject({
      signedIn: true,
    });
    expect((await h.store.get(v.session.id))?.data).toMatchObject({
      statusCheck: { emailAddress: "jordan+wt_fnd@example.com" },
    });
    expect(SIGN_OUT.doneTitle).toBe("You have signed out");
  });
});
