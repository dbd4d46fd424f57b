import { describe, expect, it } from "vitest";
import { affiliateRequestFrom, isDefaultHomeRequest, queryWithAffiliateAnswer } from "./affiliates";

describe("affiliate arrivals (SPEC §4.6)", () => {
  it("asks setAffiliateInfo only when NID or SID is on the URL", () => {
    expect(affiliateRequestFrom(new URLSearchParams("utm_source=x"))).toBeNull();
    // SPEC §4.6 'has NID or SID': partners' links spell it in any case ('?nid=').
    expect(affiliateRequestFrom(new URLSearchParams("nid=101"))).toMatchObject({ Nid: "101", Sid: null });
    expect(affiliateRequestFrom(new URLSearchParams("Sid=s1&aid=a1"))).toMatchObject({
      Nid: null,
      Sid: "s1",
      Aid: "a1",
    });
    expect(queryWithAffiliateAnswer(new URLSearchParams("nid=101&keep=1"), { nid: "202" }).toString()).toBe(
      "keep=1&nid=202",
    );
    expect(affiliateRequestFrom(new URLSearchParams("NID=101&AID=a1&PID=p"))).toEqual({
      Nid: "101",
      Sid: null,
      Aid: "a1",
      Bid: null,
      Cid: null,
      Pid: "p",
    });
    expect(affiliateRequestFrom(new URLSearchParams("SID=s-9"))?.Sid).toBe("s-9");
  });

  it("drops values that are not short tokens", () => {
    expect(affiliateRequestFrom(new URLSearchParams("NID=<script>&SID=ok"))).toMatchObject({ Nid: null, Sid: "ok" });
  });

  it("puts the answer's fields back on the URL under their own names and removes the request keys", () => {
    const query = queryWithAffiliateAnswer(new URLSearchParams("NID=101&SID=abc&keep=1"), {
      nid: "101",
      sid: "abc",
      bid: null,
      utmSource: "credit-karma",
      utmMedium: "affiliate",
      utmContent: undefined,
      utmCampaign: "spring",
    });
    expect(query.toString()).toBe(
      "keep=1&nid=101&sid=abc&utmSource=credit-karma&utmMedium=affiliate&utmCampaign=spring",
    );
    // The rewritten URL names 'nid' again; the apply route remembers it (session affiliateQuery) so it is not posted twice.
    expect(affiliateRequestFrom(query)).toMatchObject({ Nid: "101", Sid: "abc" });
  });

  it("sends /secured/apply?default=true (any case) to the home page", () => {
    expect(isDefaultHomeRequest("/Secured/Apply", new URLSearchParams("default=true"))).toBe(true);
    expect(isDefaultHomeRequest("/secured/apply/", new URLSearchParams("default=true&nid=1"))).toBe(true);
    expect(isDefaultHomeRequest("/secured/apply", new URLSearchParams("default=false"))).toBe(false);
    expect(isDefaultHomeRequest("/SecuredPlus/Apply", new URLSearchParams("default=true"))).toBe(false);
  });
});
