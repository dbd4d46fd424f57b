import { describe, expect, it } from "vitest";
import { pathOf, SCREENS, stepOf, type ScreenName } from "./route-table";
import { canonicalPathFor, SCREEN_ALIASES } from "./screen-aliases";
import { itAnswers } from "../../test/table";

/** SPEC §2.2 / §2.4: second-reading path → first-reading (canonical) path. */
const ALIASES: Array<[string, string]> = [
  ["/get-options", "/debt-to-income"],
  ["/about-me", "/debt-to-income"],
  ["/credit-line-options", "/credit-line"],
  ["/id-verify", "/identity-verification"],
  ["/id-confirm", "/identity-confirm"],
  ["/app-submit", "/submit-application"],
  ["/app-process", "/submit-application"],
  ["/app-check", "/check-application-status"],
  ["/doc-select", "/document-selection"],
  ["/doc-request", "/document-selection"],
  ["/correct-email", "/invalid-email"],
  ["/app-withdraw", "/withdrawal"],
];

describe("canonicalPathFor", () => {
  it.each(ALIASES)("%s → %s", (alias, canonical) => {
    expect(canonicalPathFor(alias)).toBe(canonical);
  });

  it.each(ALIASES)("%s matches in any letter case", (alias, canonical) => {
    expect(canonicalPathFor(alias.toUpperCase())).toBe(canonical);
    const mixed = [...alias].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join("");
    expect(canonicalPathFor(mixed)).toBe(canonical);
  });

  it.each(ALIASES)("%s matches with trailing slashes", (alias, canonical) => {
    expect(canonicalPathFor(`${alias}/`)).toBe(canonical);
    expect(canonicalPathFor(`${alias}//`)).toBe(canonical);
    expect(canonicalPathFor(`${alias.toUpperCase()}/`)).toBe(canonical);
  });

  it("resolves every alias in the table to its own screen, and the table holds all of SPEC's", () => {
    const inTable: Array<[string, string]> = [];
    for (const [name, aliases] of Object.entries(SCREEN_ALIASES) as Array<[ScreenName, readonly string[]]>) {
      for (const alias of aliases) inTable.push([alias, pathOf(name)]);
    }
    for (const [alias, path] of inTable) expect(canonicalPathFor(alias)).toBe(path);
    expect(inTable).toEqual(expect.arrayContaining(ALIASES));
  });

  it("returns null for canonical paths, unknown paths and near misses", () => {
    for (const screen of Object.values(SCREENS)) expect(canonicalPathFor(screen.path)).toBeNull();
    for (const path of [
      "/",
      "",
      "/nope",
      "/get-option",
      "/get-options-x",
      "get-options",
      "/x/get-options",
      "/get-options/x",
    ]) {
      expect(canonicalPathFor(path)).toBeNull();
    }
  });
});

describe("screens", () => {
  it("canonical paths are unique and no alias shadows a canonical path", () => {
    const paths = Object.values(SCREENS).map((s) => s.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const [alias] of ALIASES) expect(paths).not.toContain(alias);
  });

  itAnswers(pathOf, "gives SPEC's first-reading path: %s → %s", [
    ["intro", "/"],
    ["basicInfo", "/basic-info"],
    ["otp", "/otp-check"],
    ["income", "/debt-to-income"],
    ["terms", "/terms-and-conditions"],
    ["error", "/error"],
    ["sessionExpired", "/session-expired"],
    ["maintenance", "/maintenance"],
  ]);

  it.each([
    ["basicInfo", 1, 10],
    ["otp", 2, 20],
    ["income", 3, 30],
    ["creditLine", 4, 40],
    ["creditLineCustom", 4, 40],
    ["identity", 5, 50],
    ["identityConfirm", 6, 60],
    ["mailingAddress", 7, 70],
    ["fundingSource", 8, 80],
    ["fundingPayment", 8, 80],
    ["terms", 9, 99],
  ] as const)("%s is step %i of 9 at %i%%", (name, step, progress) => {
    expect(stepOf(name)).toEqual({ step, progress });
  });

  it.each(["intro", "submit", "error", "sessionExpired", "viewApplication", "disclosures"] as ScreenName[])(
    "%s has no step counter",
    (name) => {
      expect(stepOf(name)).toBeNull();
    },
  );
});
