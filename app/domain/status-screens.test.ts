import { describe, expect, it } from "vitest";
import { ERRORS } from "./error-catalogue";
import { SCREENS } from "./route-table";
import { KNOWN_STATUS_CODES, outcomeForStatus } from "./status-codes";
import {
  formatSubmittedDate,
  isStatusScreen,
  offersWithdrawal,
  STATUS_ACTION_TEXT,
  STATUS_SCREENS,
  STATUS_TEXT_PARAMS,
  statusScreenAtSegment,
} from "./status-screens";
import { serverTranslate } from "~/i18n/catalogues.server";

/** A status text in English / Spanish, as the loader says it (its numbers filled in). */
const en = (key: string) => serverTranslate("en")(key, STATUS_TEXT_PARAMS);
const es = (key: string) => serverTranslate("es")(key, STATUS_TEXT_PARAMS);

describe("status screens (SPEC §2.4)", () => {
  it("every screen a status code leads to has its content, except the application's own screens", () => {
    const flowScreens = new Set(["invalidEmail", "fundingSource"]);
    for (const code of KNOWN_STATUS_CODES) {
      const outcome = outcomeForStatus(code);
      if (outcome.kind !== "screen" || flowScreens.has(outcome.screen)) continue;
      expect(isStatusScreen(outcome.screen), `${code} → ${outcome.screen}`).toBe(true);
    }
  });

  it("each screen is a route of the route table", () => {
    for (const name of Object.keys(STATUS_SCREENS)) expect(SCREENS).toHaveProperty(name);
  });

  it("SPEC's quoted texts", () => {
    expect(en(STATUS_SCREENS.appWaitingForFunds.title)).toBe("You've been approved!");
    expect(en(STATUS_ACTION_TEXT.fund)).toBe("Fund my card");
    expect(en(STATUS_ACTION_TEXT.documents)).toBe("Start Identification Process");
    expect(en(STATUS_SCREENS.appApiFailed.title)).toBe(
      "We are unable to access your application at this time. Please try again later.",
    );
    expect(en(STATUS_SCREENS.appApiFailed.title)).toBe(ERRORS["api-unavailable"].title);
    expect(en(STATUS_SCREENS.appStatusNoMatch.title)).toBe("Sorry, please try again");
    expect(STATUS_SCREENS.appStatusNoMatch.paragraphs.map((key) => en(key))).toContain(ERRORS["no-match"].help);
  });

  it("a final funding failure has SPEC §8's one text, on its status screen as on the error screen", () => {
    expect(en(STATUS_SCREENS.appFundingFailed.title)).toBe(
      "Oops! We were unable to process your payment at this time.",
    );
    expect(en(STATUS_SCREENS.appFundingFailed.title)).toBe(ERRORS["funding-failed"].title);
    expect(STATUS_SCREENS.appFundingFailed.paragraphs.map((key) => en(key))).toEqual([
      ERRORS["funding-failed"].message,
    ]);
  });

  it("SPEC §9's numbers in the texts, in both languages", () => {
    expect(en(STATUS_SCREENS.appBoarded.paragraphs[0])).toContain("within 4 days");
    expect(en(STATUS_SCREENS.appBoarded.paragraphs[0])).toContain("12-14 business days");
    expect(en(STATUS_SCREENS.appBoarded.tips.items[0])).toContain("30%");
    expect(STATUS_SCREENS.appClosed.paragraphs.map((key) => en(key)).join(" ")).toContain("5-10 business days");
    const withdrawn = STATUS_SCREENS.appClosedWithdrawn.paragraphs.map((key) => en(key)).join(" ");
    expect(withdrawn).toContain("as little as 5 business days");
    expect(withdrawn).toContain("within 10 business days");
    expect(es(STATUS_SCREENS.appBoarded.paragraphs[0])).toContain("en un plazo de 4 días");
    expect(es(STATUS_SCREENS.appBoarded.paragraphs[0])).toContain("12 a 14 días hábiles");
    expect(es(STATUS_SCREENS.appBoarded.tips.items[0])).toContain("30%");
    expect(STATUS_SCREENS.appClosed.paragraphs.map((key) => es(key)).join(" ")).toContain("5 a 10 días hábiles");
  });

  it("withdrawing is offered only before the account is opened or the application closed", () => {
    const closedOrOpen = [
      "appDepositApproved",
      "appBoarded",
      "appClosed",
      "appClosedExpired",
      "appClosedWithdrawn",
      "appClosedWaitingOnRefund",
      "appDenied",
    ] as const;
    for (const name of closedOrOpen) expect("withdraw" in STATUS_SCREENS[name], name).toBe(false);
    expect(STATUS_SCREENS.appWaitingForFunds.withdraw).toBe(true);
    expect(STATUS_SCREENS.documentsRequested.withdraw).toBe(true);
  });
});

describe("the one status route, /:statusScreen (ADR 0050)", () => {
  it("finds each screen by its SPEC §2.4 path, whatever the case", () => {
    expect(statusScreenAtSegment("app-closed-withdrawn")).toBe("appClosedWithdrawn");
    expect(statusScreenAtSegment("App-Approved-Waiting-For-Funds")).toBe("appWaitingForFunds");
    expect(statusScreenAtSegment("documents-requested")).toBe("documentsRequested");
  });

  it("finds nothing for a screen that is not a status screen, an unknown segment or none", () => {
    expect(statusScreenAtSegment("withdrawal")).toBeNull();
    expect(statusScreenAtSegment("app-nowhere")).toBeNull();
    expect(statusScreenAtSegment("")).toBeNull();
    expect(statusScreenAtSegment(undefined)).toBeNull();
  });
});

describe("offersWithdrawal: the withdrawal link, form and post follow the status (ADR 0050)", () => {
  it.each([
    ["WT_DOC", { hasDecisions: true }],
    ["WT_FND", {}],
    ["WT_FRE", {}],
    ["UI_MRV", {}],
    ["UI_MDR", {}],
  ])("offers it while the bank has not decided: %s", (code, options) => {
    expect(offersWithdrawal(code, options)).toBe(true);
  });

  it.each([
    ["WT_FIS", "deposit approved, the account opened"],
    ["END_BRD", "boarded"],
    ["END_WDR", "already withdrawn"],
    ["END_CLS", "closed"],
    ["END_DCL", "declined"],
    ["UI_SDR", "closed awaiting refund"],
    ["InvalidEmail", "the invalid email screen, not a status screen"],
    ["FundFailure", "back to the funding source"],
    ["NOT_A_CODE", "an unknown code"],
    [null, "no code"],
  ] as Array<[string | null, string]>)("does not offer it for %s (%s)", (code) => {
    expect(offersWithdrawal(code)).toBe(false);
  });

  it("does not offer it for WT_DOC without the decisions, which shows the API failure instead (SPEC §4.1)", () => {
    expect(offersWithdrawal("WT_DOC", { hasDecisions: false })).toBe(false);
  });
});

describe("formatSubmittedDate", () => {
  it("US Eastern calendar date", () => {
    expect(formatSubmittedDate("2025-01-06T15:00:00.000Z")).toBe("Jan 6, 2025");
    // 02:00 UTC is still the previous evening in New York.
    expect(formatSubmittedDate("2025-01-06T02:00:00Z")).toBe("Jan 5, 2025");
  });

  it("nothing or nonsense gives null", () => {
    expect(formatSubmittedDate(null)).toBeNull();
    expect(formatSubmittedDate("")).toBeNull();
    expect(formatSubmittedDate("yesterday")).toBeNull();
  });
});
