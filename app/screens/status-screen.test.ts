/**
 * The status screens' one route (`/:statusScreen`, ADR 0050): each screen's own URL reaches its own
 * loader; any other one-segment path is answered as the splat route answers it.
 */
import { readFileSync } from "node:fs";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { pathOf } from "~/domain/route-table";
import { STATUS_SCREEN_NAMES, statusScreenAtSegment } from "~/domain/status-screens";
import { visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, post, settle } from "../../test/requests";
import { statusVerified, useReturningHarness } from "../../test/returning-harness";
import * as splat from "~/routes/$";
import { loader as viewLoader } from "~/routes/view-application";
import { action, loader } from "./status-screen";

const h = useReturningHarness();
const segmentOf = (path: string) => path.slice(1);

/** The status screen route's data at `path` (its one segment is the route's param). */
function screenAt(path: string, context: AppLoadContext) {
  return dataOf(loader({ request: get(path), context, params: { statusScreen: segmentOf(path) } }));
}

describe("one route for every status screen", () => {
  it("each status screen's path names it, in any letter case; nothing else does", () => {
    expect(STATUS_SCREEN_NAMES).toHaveLength(17);
    for (const name of STATUS_SCREEN_NAMES) {
      expect(statusScreenAtSegment(segmentOf(pathOf(name)))).toBe(name);
      expect(statusScreenAtSegment(segmentOf(pathOf(name)).toUpperCase())).toBe(name);
    }
    for (const other of ["credit-line", "app-boarded", "app-thank-you-a", "", undefined, "app-denied-x"]) {
      expect(statusScreenAtSegment(other)).toBeNull();
    }
  });

  it("is registered once in remix.config.js, and no route file of app/routes claims a status path", async () => {
    const config = readFileSync("remix.config.js", "utf8");
    expect(config).toContain('route(":statusScreen", "screens/status-screen.tsx"');
    const { readdirSync } = await import("node:fs");
    const files = readdirSync("app/routes").map((f) => f.replace(/\.tsx?$/, ""));
    for (const name of STATUS_SCREEN_NAMES) expect(files).not.toContain(segmentOf(pathOf(name)));
  });

  it("a public status screen loads for anyone, by its URL", async () => {
    const v = await visitor(h);
    const page = await screenAt("/app-status-no-match", v.context);
    expect(page.screen).toBe("appStatusNoMatch");
  });

  it("an application's screen by its URL shows that application", async () => {
    const v = await statusVerified(h, "jordan+end_brd@example.com");
    await settle(viewLoader({ request: get("/view-application"), context: v.context, params: {} }));
    const page = await screenAt("/App-Approved-Boarded", v.context);
    expect(page.screen).toBe("appBoarded");
  });

  it.each([
    ["an alias", "/app-boarded"],
    ["a legacy path", "/documents.aspx"],
    ["a typo", "/credit-lin"],
  ])("%s (one segment, no status screen) is answered as the splat route answers it", async (_, path) => {
    const v = await visitor(h);
    const args = { request: get(path), context: v.context, params: { statusScreen: path.slice(1) } };
    const ours = (await settle(loader(args))).response;
    const theirs = (await settle(splat.loader({ ...args, params: { "*": path.slice(1) } }))).response;
    expect(ours.status).toBe(theirs.status);
    expect(ours.headers.get("Location")).toBe(theirs.headers.get("Location"));
    expect([301, 302]).toContain(ours.status);
  });

  it("a post: 405 where the screen has no form, 'Fund my card' where it has, the splat's answer elsewhere", async () => {
    const v = await visitor(h);
    const csrf = v.session.data.csrf;
    const denied = await settle(
      action({ request: post("/app-denied", { csrf }), context: v.context, params: { statusScreen: "app-denied" } }),
    );
    expect(denied.response.status).toBe(405);
    // 'Fund my card' needs an application: without one it goes to the status check (fundMyCardAction).
    const fund = await settle(
      action({
        request: post("/app-approved-waiting-for-funds", { csrf, fundToday: "on" }),
        context: v.context,
        params: { statusScreen: "app-approved-waiting-for-funds" },
      }),
    );
    expect(fund.response.status).not.toBe(405);
    const elsewhere = await settle(
      action({ request: post("/nowhere", { csrf }), context: v.context, params: { statusScreen: "nowhere" } }),
    );
    expect(elsewhere.response.status).toBe(404);
    const moved = await settle(
      action({ request: post("/about-me", { csrf }), context: v.context, params: { statusScreen: "about-me" } }),
    );
    expectRedirect(moved.response, "/debt-to-income", 308);
  });
});
