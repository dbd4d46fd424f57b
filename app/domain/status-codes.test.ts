import { describe, expect, it } from "vitest";
import { ERRORS } from "./error-catalogue";
import { pathOf, SCREENS, type ScreenName } from "./route-table";
import {
  CLIENT_STEPS,
  clientStepFor,
  isStatusCode,
  isWithdrawn,
  KNOWN_STATUS_CODES,
  outcomeForStatus,
  shouldLogStatus,
  STATUS_CODES,
  statusInfo,
  statusLabel,
  submissionAnalyticsResult,
  UNKNOWN_STATUS_LABEL,
} from "./status-codes";
import { itAnswers } from "../../test/table";

/** SPEC §4.1's table: code → the path of the screen it leads to. */
const SPEC_TABLE: Array<[string, string]> = [
  ["WT_DOC", "/documents-requested"],
  ["WT_FND", "/app-approved-waiting-for-funds"],
  ["WT_FRE", "/app-approved-in-good-funds"],
  ["WT_FIS", "/app-approved-deposit-approved"],
  ["END_CLS", "/app-closed"],
  ["END_EXP", "/app-closed-expired-or-incomplete"],
  ["END_DCL", "/app-denied"],
  ["END_WDR", "/app-closed-withdrawn"],
  ["END_BRD", "/app-approved-boarded"],
  ["CB_CACHE", "/app-pending-api-failed"],
  ["API_ERR", "/app-pending-api-failed"],
  ["UI_MRV", "/app-pending-manual-review"],
  ["UI_MDR", "/app-pending-manual-document-review"],
  ["UI_SDR", "/app-closed-waiting-on-refund"],
  ["END_EMN", "/app-status-no-match"],
  ["InvalidEmail", "/invalid-email"],
  ["FundFailure", "/funding-source"],
  ["FundFailureFinal", "/app-thank-you-c"],
];

function pathOfOutcome(code: string, hasDecisions?: boolean): string {
  const outcome = outcomeForStatus(code, { hasDecisions });
  return outcome.kind === "error" ? `error:${outcome.error}` : pathOf(outcome.screen);
}

describe("status codes (SPEC §4.1)", () => {
  it.each(SPEC_TABLE)("%s → %s", (code, path) => {
    expect(pathOfOutcome(code)).toBe(path);
  });

  it("a missing decisions response changes only WT_DOC's screen", () => {
    expect(pathOfOutcome("UI_MRV", false)).toBe("/app-pending-manual-review");
    expect(pathOfOutcome("FundFailure", false)).toBe("/funding-source");
  });

  it("FundFailure is a retry on the funding screens", () => {
    expect(outcomeForStatus("FundFailure")).toEqual({ kind: "retry-funding", screen: "fundingSource" });
  });

  it("ExceededDailyPaymentTransactions → the error page with SPEC §8's daily-limit text", () => {
    expect(outcomeForStatus("ExceededDailyPaymentTransactions")).toEqual({
      kind: "error",
      error: "payment-daily-limit",
    });
    expect(ERRORS["payment-daily-limit"].title).toBe("An error occurred with your payment.");
  });

  it("WT_DOC without a decisions response becomes an API connectivity error", () => {
    expect(pathOfOutcome("WT_DOC", false)).toBe("/app-pending-api-failed");
    expect(pathOfOutcome("WT_DOC", true)).toBe("/documents-requested");
  });

  it.each(["", "XYZ", "wt_doc", "toString", "__proto__", "constructor", null, undefined])(
    "any other code (%j) → API failed screen, 'Unknown Status', logged",
    (code) => {
      expect(outcomeForStatus(code)).toEqual({ kind: "screen", screen: "appApiFailed" });
      expect(statusLabel(code)).toBe("Unknown Status");
      expect(shouldLogStatus(code)).toBe(true);
      expect(isStatusCode(code)).toBe(false);
      expect(statusInfo(code).known).toBe(false);
      expect(clientStepFor(code)).toBe("Error");
    },
  );

  it.each([
    ["WT_DOC", "Documents requested / information required"],
    ["WT_FND", "Waiting for funds / funding required"],
    ["WT_FRE", "Funds good / processing"],
    ["WT_FIS", "Deposit approved"],
    ["END_CLS", "Closed"],
    ["END_EXP", "Expired or incomplete"],
    ["END_DCL", "Declined"],
    ["END_WDR", "Withdrawn"],
    ["END_BRD", "Approved and boarded"],
    ["UI_MRV", "In review"],
    ["UI_MDR", "In review"],
    ["UI_SDR", "Closed awaiting refund"],
    ["InvalidEmail", "Attention needed"],
    ["API_ERR", UNKNOWN_STATUS_LABEL],
    ["CB_CACHE", UNKNOWN_STATUS_LABEL],
    ["FundFailure", "Funding required"],
    ["FundFailureFinal", "Funding required"],
    ["FL_SUC", "In review"],
    ["END_DUPEAPP", "In review"],
  ])("%s is listed as %j", (code, label) => {
    expect(statusLabel(code)).toBe(label);
    expect(shouldLogStatus(code)).toBe(false);
  });

  it("the client step enumeration", () => {
    expect(CLIENT_STEPS).toEqual(["Processing", "Error", "InfoRequired", "FundingRequired", "Approved", "Closed"]);
    expect(clientStepFor("WT_DOC")).toBe("InfoRequired");
    expect(clientStepFor("WT_FND")).toBe("FundingRequired");
    expect(clientStepFor("END_BRD")).toBe("Approved");
    expect(clientStepFor("END_WDR")).toBe("Closed");
    expect(clientStepFor("UI_MRV")).toBe("Processing");
    for (const code of KNOWN_STATUS_CODES) expect(CLIENT_STEPS).toContain(STATUS_CODES[code].step);
  });

  it.each([
    "FL_SUC",
    "FL_UNC",
    "END_EMY",
    "END_ERR",
    "END_DUPELEAD",
    "END_DUPEAPP",
    "END_APPANDLEAD",
    "CB_OTP",
    "InvalidModel",
    "InvalidLead",
  ])("%s (handling not shown in SPEC) has a documented safe choice", (code) => {
    const info = statusInfo(code);
    expect(info.known).toBe(true);
    expect((STATUS_CODES as Record<string, { ours?: true }>)[code]?.ours).toBe(true);
    const safeScreens: ScreenName[] = ["appManualReview", "appStatusNoMatch", "appApiFailed"];
    if (info.outcome.kind === "screen") expect(safeScreens).toContain(info.outcome.screen);
    else expect(info.outcome).toEqual({ kind: "error", error: "generic" });
  });

  it("every screen an outcome names is in the route table", () => {
    for (const code of KNOWN_STATUS_CODES) {
      const outcome = STATUS_CODES[code].outcome;
      if (outcome.kind !== "error") expect(SCREENS[outcome.screen]).toBeDefined();
      else expect(ERRORS[outcome.error]).toBeDefined();
    }
  });
});

describe("submission analytics result (SPEC §4.3)", () => {
  itAnswers(submissionAnalyticsResult, "%j → %s", [
    ["WT_FRE", "immediate"],
    ["WT_FND", "see_email"],
    [null, "see_email"],
  ]);
});

describe("withdrawn (SPEC §4.1: END_WDR, 'Withdrawn')", () => {
  itAnswers(isWithdrawn, "%j → %s", [
    ["END_WDR", true],
    ["END_CLS", false],
    ["WT_FND", false],
    ["end_wdr", false],
    [null, false],
    [undefined, false],
  ]);
});
