import { describe, expect, it } from "vitest";
import { pathOf, returnPathFrom } from "./route-table";

// SPEC §4.5: 'Stay Connected' without JavaScript posts and comes back to the page it was on. Where it
// comes back to is read from the form, so only a screen of ours is followed, never another host.

describe("returnPathFrom (the page a keep-alive post returns to)", () => {
  it("returns a screen's own path as sent", () => {
    expect(returnPathFrom(pathOf("withdrawal"))).toBe("/withdrawal");
    expect(returnPathFrom(pathOf("intro"))).toBe("/");
    expect(returnPathFrom("/app-approved-waiting-for-funds")).toBe("/app-approved-waiting-for-funds");
  });

  it("keeps a plain query", () => {
    expect(returnPathFrom("/funding-payment?fund=today&step=2")).toBe("/funding-payment?fund=today&step=2");
    expect(returnPathFrom(`/withdrawal?q=${"a".repeat(198)}`)).toBe(`/withdrawal?q=${"a".repeat(198)}`);
  });

  it.each([
    ["another host", "//evil.example/withdrawal"],
    ["an absolute address", "https://evil.example/withdrawal"],
    ["a backslash a browser reads as a slash", "/\\evil.example/withdrawal"],
    ["a path that only begins as a screen", "/withdrawal/../evil"],
    ["a screen's path with a tab after it", "/withdrawal\t"],
    ["a path no screen has", "/nowhere"],
    ["capital letters", "/Withdrawal"],
    ["a query longer than 200 characters", `/withdrawal?q=${"a".repeat(199)}`],
    ["a query with a character outside the plain set", "/withdrawal?next=//evil.example"],
    ["an empty value", ""],
  ])("refuses %s", (_, value) => {
    expect(returnPathFrom(value)).toBeNull();
  });

  it("refuses what is not text, even what would print as a screen's path", () => {
    expect(returnPathFrom(["/withdrawal"])).toBeNull();
    expect(returnPathFrom({ toString: () => "/withdrawal" })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom(undefined)).toBeNull();
  });
});
