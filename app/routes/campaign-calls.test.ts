import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { useAppHarness, visitor, type AppHarness } from "../../test/app-harness";
import { expectRedirect, get, settle } from "../../test/requests";
import { loader as entryPage } from "./$product.apply";
import { loader as intro } from "./_index";
import { requireConfiguration } from "~/features/flow/flow.server";

/*
 * ADR 0082: a URL's campaign and affiliate values cost the bank calls (a configuration per new query,
 * startSession + setAffiliateInfo per affiliate arrival), and anyone can make up new ones without a
 * cookie. Each IP has a budget of such calls; past it the visit goes on without them.
 */
const BUDGET = 3;
const h = useAppHarness({ env: { RATE_LIMIT_CAMPAIGN_CALLS_PER_MINUTE: String(BUDGET) } });

/** A cookieless visitor (a new session) from `ip`. */
async function stranger(harness: AppHarness, ip = "203.0.113.7"): Promise<AppLoadContext> {
  const { context } = await visitor(harness);
  return { ...context, clientIp: ip };
}

const arrive = async (context: AppLoadContext, query: string) =>
  (await settle(entryPage({ request: get(`/Secured/Apply?${query}`), context, params: { product: "Secured" } })))
    .response;

const configurationQueries = () => h.requests.filter((r) => r.path === "/api/configuration").map((r) => r.search);

describe("bank calls that a URL's campaign values cause are budgeted per IP", () => {
  it("affiliate arrivals past the budget go on to the application without posting the affiliate", async () => {
    const answers: Response[] = [];
    for (let i = 0; i < BUDGET + 4; i++) answers.push(await arrive(await stranger(h), `nid=${1000 + i}`));
    expect(h.count("/api/application/setAffiliateInfo")).toBe(BUDGET);
    expect(h.count("/api/security/startSession")).toBe(BUDGET);
    // Within the budget: the answer goes back on the URL. Past it: straight on to basic information.
    for (const response of answers.slice(0, BUDGET)) expect(response.headers.get("Location")).toMatch(/nid=/);
    for (const response of answers.slice(BUDGET)) expectRedirect(response, "/basic-info", 302);
  });

  it("another IP has its own budget", async () => {
    for (let i = 0; i < BUDGET + 2; i++) await arrive(await stranger(h), `nid=${2000 + i}`);
    expect(h.count("/api/application/setAffiliateInfo")).toBe(BUDGET);
    const response = await arrive(await stranger(h, "198.51.100.9"), "nid=3000");
    expect(response.headers.get("Location")).toMatch(/nid=/);
    expect(h.count("/api/application/setAffiliateInfo")).toBe(BUDGET + 1);
  });

  it("new campaign queries past the budget show the default configuration's offers", async () => {
    const pages = [];
    for (let i = 0; i < BUDGET + 3; i++) {
      pages.push(await intro({ request: get(`/?utm_campaign=made-up-${i}`), context: await stranger(h), params: {} }));
    }
    const queries = configurationQueries();
    expect(queries.filter((q) => q.includes("made-up"))).toHaveLength(BUDGET);
    // The default configuration once (then cached); every page has offers to show.
    expect(queries.filter((q) => q === "")).toHaveLength(1);
    for (const page of pages) expect(page).toMatchObject({ offers: expect.arrayContaining([expect.anything()]) });
  });

  it("a campaign already cached costs nothing, so honest visitors of one campaign never meet the budget", async () => {
    for (let i = 0; i < BUDGET * 4; i++) {
      await intro({ request: get("/?utm_campaign=deposit50"), context: await stranger(h), params: {} });
    }
    expect(configurationQueries()).toEqual(["?utmCampaignName=deposit50"]);
    // The budget is untouched: a new campaign from the same IP still gets its own configuration.
    await intro({ request: get("/?utm_campaign=spring"), context: await stranger(h), params: {} });
    expect(configurationQueries()).toEqual(["?utmCampaignName=deposit50", "?utmCampaignName=spring"]);
  });

  it("a post's configuration is never left out: the lead it makes carries its campaign", async () => {
    for (let i = 0; i < BUDGET; i++) {
      await intro({ request: get(`/?utm_campaign=spent-${i}`), context: await stranger(h), params: {} });
    }
    const posting = { ...(await stranger(h)), method: "POST" };
    posting.session.data.visit = { utmCampaignName: "deposit50" };
    await requireConfiguration(posting);
    expect(configurationQueries()).toContain("?utmCampaignName=deposit50");
  });
});
