import { describe, expect, it } from "vitest";
import { hasVisitParams, trafficSourceOf, visitParamsFrom } from "./visit";

describe("visit parameters → configuration query (SPEC §4.6)", () => {
  it("maps utm_* and the camel-case names to the configuration query names", () => {
    expect(
      visitParamsFrom(new URLSearchParams("utm_source=nerdwallet&utm_medium=cpc&utm_campaign=deposit50&cid=7&nid=101")),
    ).toEqual({
      utmSourceName: "nerdwallet",
      utmMediumName: "cpc",
      utmCampaignName: "deposit50",
      cid: "7",
      nid: "101",
    });
    expect(visitParamsFrom(new URLSearchParams("utmSource=credit-karma&utmCampaign=x"))).toEqual({
      utmSourceName: "credit-karma",
      utmCampaignName: "x",
    });
  });

  it("ignores unrelated and unsafe values", () => {
    expect(visitParamsFrom(new URLSearchParams("foo=bar"))).toEqual({});
    expect(visitParamsFrom(new URLSearchParams("utm_source=a%20b&utm_campaign=" + "x".repeat(65)))).toEqual({});
    expect(hasVisitParams({})).toBe(false);
    expect(hasVisitParams({ cid: "1" })).toBe(true);
  });

  it("takes the traffic source in lower case", () => {
    expect(trafficSourceOf({ utmSourceName: "NerdWallet" })).toBe("nerdwallet");
    expect(trafficSourceOf({})).toBeUndefined();
  });
});
