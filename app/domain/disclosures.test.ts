import { describe, expect, it } from "vitest";
import { DISCLOSURE_TABS, disclosuresHref, disclosureView, isDisclosureTab } from "./disclosures";

describe("disclosures tabs (SPEC §2.2)", () => {
  it("reads the tab and card type from the query", () => {
    expect(disclosureView(new URLSearchParams("tab=esign&cardType=plus"), "basic")).toEqual({
      tab: "esign",
      cardType: "plus",
    });
    expect(disclosureView(new URLSearchParams("tab=state&cardType=LAUNCH"), "basic")).toEqual({
      tab: "state",
      cardType: "launch",
    });
  });
  it("falls back to the first tab and the applicant's card", () => {
    expect(disclosureView(new URLSearchParams("tab=<script>&cardType=gold"), "plus")).toEqual({
      tab: "rates",
      cardType: "plus",
    });
    expect(disclosureView(new URLSearchParams(""), "launch")).toEqual({ tab: "rates", cardType: "launch" });
  });
  it("each tab is a plain link", () => {
    expect(disclosuresHref("privacy", "basic")).toBe("/disclosures?tab=privacy&cardType=basic");
    expect(DISCLOSURE_TABS.every((t) => isDisclosureTab(t.id))).toBe(true);
    expect(isDisclosureTab("nope")).toBe(false);
  });
});
