import { describe, expect, it } from "vitest";
import { pathOf, SCREENS } from "./route-table";
import { canonicalPathFor, SCREEN_ALIASES } from "./screen-aliases";
import {
  firstVisitAnswer,
  fixedRedirectFor,
  isEntryPath,
  isWhitelisted,
  normalizePath,
  REDIRECT_RULES,
  resolveUnknownPath,
  startRedirect,
  WHITELISTED_PATHS,
} from "./routing";
import { itAnswers } from "../../test/table";

const BRAND = "/Acme/Apply";
const STATUS_CHECK = "/check-application-status";
/** SPEC §2.1's fixed redirects: to /app-check (i.e. its canonical status check), and the legacy page. */
const SPEC_REDIRECTS: Array<[from: string, to: string]> = [
  ["/fund-your-card", STATUS_CHECK],
  ["/upload-documents", STATUS_CHECK],
  ["/app/checkapplicationstatus", STATUS_CHECK],
  ["/app/paywithdebit", STATUS_CHECK],
  ["/documents.aspx", STATUS_CHECK],
  ["/app-check", STATUS_CHECK],
  ["/pages/applicationscreen1.aspx", "/Secured/Apply"],
];

describe("SPEC §2.1 redirects as data", () => {
  it.each(SPEC_REDIRECTS)("%s → %s", (from, to) => {
    expect(fixedRedirectFor(from)).toBe(to);
  });

  it("/app-check is the status check's second reading; paths match in any case, with trailing slashes", () => {
    expect(canonicalPathFor("/app-check")).toBe(STATUS_CHECK);
    expect(fixedRedirectFor("/Pages/ApplicationScreen1.aspx/")).toBe("/Secured/Apply");
    expect(fixedRedirectFor("/Fund-Your-Card//")).toBe(STATUS_CHECK);
  });

  it("has exactly these fixed rules", () => {
    expect(REDIRECT_RULES).toHaveLength(SPEC_REDIRECTS.length);
    expect(fixedRedirectFor(STATUS_CHECK)).toBeNull();
  });

  it.each([
    ["/fund-your-card", false, "/check-application-status", true],
    ["/get-options", false, "/debt-to-income", true],
    ["/app-waiting-for-funds", false, "/app-approved-waiting-for-funds", true],
    ["/nowhere", false, BRAND, false],
    ["/nowhere", true, "/maintenance", false],
    ["/pages/applicationscreen1.aspx", true, "/Secured/Apply", true],
  ])("unknown path %s (maintenance %s) → %s", (path, isMaintenance, to, permanent) => {
    expect(resolveUnknownPath(path, { basicEntryPath: BRAND, isMaintenance })).toEqual({ to, permanent });
  });
});

describe("entry paths and the whitelist", () => {
  it.each(["/Secured/Apply", "/SecuredPlus/Apply", "/Launch/Apply", BRAND, "/secured/apply/", "/ACME/APPLY"])(
    "%s is an entry path",
    (p) => {
      expect(isEntryPath(p, BRAND)).toBe(true);
      expect(startRedirect(p, BRAND)).toBeNull();
    },
  );

  it.each([STATUS_CHECK, ...SPEC_REDIRECTS.map(([from]) => from), "/maintenance"])("%s is whitelisted", (p) => {
    expect(isWhitelisted(p, BRAND)).toBe(true);
    expect(startRedirect(p, BRAND)).toBeNull();
  });

  it.each(["/basic-info", "/credit-line", "/Other/Apply", "/identity-verification", "/view-application"])(
    "%s at start goes to the basic entry page",
    (p) => {
      expect(startRedirect(p, BRAND)).toBe(BRAND);
    },
  );

  it.each(["/", "/testimonials", "/error", "/Session-Expired", "/disclosures/", "/sign-out"])(
    "our own start page %s may start a visit",
    (p) => {
      expect(startRedirect(p, BRAND)).toBeNull();
    },
  );

  it.each(["/secured", "/no-such-page", "/pages/other.aspx", "/id-verify"])(
    "%s (no screen of its own) is left to resolveUnknownPath",
    (p) => {
      expect(startRedirect(p, BRAND)).toBeNull();
    },
  );

  it("the whitelist holds SPEC's list", () => {
    expect(WHITELISTED_PATHS).toHaveLength(3 + 1 + SPEC_REDIRECTS.length + 1);
  });

  itAnswers(normalizePath, "normalizePath(%j) is %j", [
    [" /A/B// ", "/a/b"],
    ["/", "/"],
    ["", "/"],
  ]);
});

describe("route table additions (SPEC §2.4 status screens)", () => {
  itAnswers(canonicalPathFor, "%s → %s", [
    ["/app-waiting-for-funds", "/app-approved-waiting-for-funds"],
    ["/app-funded", "/app-approved-in-good-funds"],
    ["/app-deposited", "/app-approved-deposit-approved"],
    ["/app-boarded", "/app-approved-boarded"],
    ["/app-closed-expired", "/app-closed-expired-or-incomplete"],
    ["/app-thank-you-a", "/app-denied"],
    ["/app-funding-fail", "/app-thank-you-c"],
    ["/app-review", "/app-pending-manual-review"],
    ["/app-document-review", "/app-pending-manual-document-review"],
    ["/correct-info", "/invalid-email"],
  ]);

  it.each([
    ["documentsRequested", "/documents-requested"],
    ["appClosed", "/app-closed"],
    ["appClosedWithdrawn", "/app-closed-withdrawn"],
    ["appClosedWaitingOnRefund", "/app-closed-waiting-on-refund"],
    ["appFundingDeclined", "/app-thank-you-b"],
    ["appApiFailed", "/app-pending-api-failed"],
    ["appStatusNoMatch", "/app-status-no-match"],
    ["appSubmitted", "/app-submitted"],
    ["documentUpload", "/document-upload"],
  ] as const)("%s is %s", (name, path) => {
    expect(pathOf(name)).toBe(path);
  });

  it("canonical paths and aliases never collide", () => {
    const all = [...Object.values(SCREENS).map((s) => s.path), ...Object.values(SCREEN_ALIASES).flat()];
    expect(new Set(all.map((p) => p.toLowerCase())).size).toBe(all.length);
  });
});

describe("a first visit's cookie check (docs/decisions/0003)", () => {
  const answer = (target: string) => {
    const url = new URL(target, "http://localhost");
    return firstVisitAnswer(url.pathname, url.searchParams, BRAND);
  };

  it("an entry page, in any spelling, checks on itself with its query; back unchanged, the cookies page", () => {
    expect(answer("/secured/apply/?utm_source=mail")).toEqual({
      redirect: "/secured/apply/?utm_source=mail&cookie-check=1",
    });
    expect(answer("/Acme/Apply?cookie-check=1&utm_source=mail")).toEqual({
      cookiesBlocked: { retry: "/Acme/Apply?utm_source=mail" },
    });
  });

  it("a screen that may not start a visit goes to the basic entry page with the marker, and nothing else", () => {
    expect(answer("/credit-line?utm_source=mail")).toEqual({ redirect: `${BRAND}?cookie-check=1` });
    expect(answer("/credit-line?cookie-check=1")).toEqual({ redirect: `${BRAND}?cookie-check=1` });
  });

  it.each(["/", "/testimonials?cookie-check=1", "/check-application-status", "/no-such-page"])(
    "%s is left to its page",
    (target) => {
      expect(answer(target)).toBeNull();
    },
  );
});
