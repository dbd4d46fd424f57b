import { describe, expect, it } from "vitest";
import { ERRORS } from "./error-catalogue";
import { SCREENS } from "./route-table";
import { KNOWN_STATUS_CODES, outcomeForStatus } from "./status-codes";
import { formatSubmittedDate, isStatusScreen, STATUS_ACTION_TEXT, STATUS_SCREENS } from "./status-screens";

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
    expect(STATUS_SCREENS.appWaitingForFunds.title).toBe("You've been approved!");
    expect(STATUS_ACTION_TEXT.fund).toBe("Fund my card");
    expect(STATUS_ACTION_TEXT.documents).toBe("Start Identification Process");
    expect(STATUS_SCREENS.appApiFailed.title).toBe(
      "We are unable to access your application at this time. Please try again later.",
    );
    expect(STATUS_SCREENS.appApiFailed.title).toBe(ERRORS["api-unavailable"].title);
    expect(STATUS_SCREENS.appStatusNoMatch.title).toBe("Sorry, please try again");
    expect(STATUS_SCREENS.appStatusNoMatch.paragraphs).toContain(ERRORS["no-match"].help);
  });

  it("a final funding failure has SPEC §8's one text, on its status screen as on the error screen", () => {
    expect(STATUS_SCREENS.appFundingFailed.title).toBe("Oops! We were unable to process your payment at this time.");
    expect(STATUS_SCREENS.appFundingFailed.title).toBe(ERRORS["funding-failed"].title);
    expect(STATUS_SCREENS.appFundingFailed.paragraphs).toEqual([ERRORS["funding-failed"].message]);
  });

  it("SPEC §9's numbers in the texts", () => {
    expect(STATUS_SCREENS.appBoarded.paragraphs[0]).toContain("within 4 days");
    expect(STATUS_SCREENS.appBoarded.paragraphs[0]).toContain("12-14 business days");
    expect(STATUS_SCREENS.appBoarded.tips.items[0]).toContain("30%");
    expect(STATUS_SCREENS.appClosed.paragraphs.join(" ")).toContain("5-10 business days");
    expect(STATUS_SCREENS.appClosedWithdrawn.paragraphs.join(" ")).toContain("as little as 5 business days");
    expect(STATUS_SCREENS.appClosedWithdrawn.paragraphs.join(" ")).toContain("within 10 business days");
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
