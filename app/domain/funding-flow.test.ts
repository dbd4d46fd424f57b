import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { interpolate } from "~/i18n/translate";
import {
  failuresOfStatus,
  fundLaterScreen,
  isFundable,
  launchMonthlyFeeParams,
  launchMonthlyFeeText,
  paymentStep,
  recordedSubmissionCode,
  submissionStep,
} from "./funding-flow";

describe("fund later (SPEC §2.2, §4.6)", () => {
  const base = { downsellCardTypes: ["plus"] as const, launchOffered: true, applicationExists: false };
  it("offers the Launch downsell for a product with a downsell incentive", () => {
    expect(fundLaterScreen({ ...base, cardType: "plus" })).toBe("launchDownsell");
  });
  it.each([
    ["a product without one", { cardType: "basic" as const }],
    ["Launch itself", { cardType: "launch" as const, downsellCardTypes: ["launch" as const] }],
    ["Launch not offered", { cardType: "plus" as const, launchOffered: false }],
    ["an existing application (a funding retry)", { cardType: "plus" as const, applicationExists: true }],
  ])("not for %s", (_, change) => {
    expect(fundLaterScreen({ ...base, ...change })).toBe("creditLineFundLater");
  });
});

describe("makePayment answers (SPEC §4.3, §8)", () => {
  it.each([
    ["WT_FND", 0, false, { kind: "result" }],
    ["SomethingNew", 0, false, { kind: "result" }],
    ["WT_FRE", 0, false, { kind: "screen", screen: "appInGoodFunds" }],
    ["FundFailure", 0, false, { kind: "retry" }],
    ["FundFailure", 1, false, { kind: "final" }],
    ["FundFailureFinal", 0, false, { kind: "final" }],
    ["ExceededDailyPaymentTransactions", 0, false, { kind: "error", error: "payment-daily-limit" }],
    ["WT_FND", 0, true, { kind: "error", error: "payment-daily-limit" }],
    ["MinimumPaymentNotValid", 0, false, { kind: "error", error: "payment-error" }],
    ["PaymentExceedsBalance", 0, false, { kind: "error", error: "payment-error" }],
    // They do not say whether the card was charged: the bank's funding record decides (ADR 0054).
    ["VoidPaymentError", 0, false, { kind: "unclear" }],
    ["GenericDecisionsError", 0, false, { kind: "unclear" }],
  ] as const)("%s after %i failures (daily flag %s)", (code, previousFailures, exceeded, step) => {
    expect(paymentStep(code, { previousFailures, exceededDailyTransaction: exceeded })).toEqual(step);
  });

  it("an application's status already counts its card failures: FundFailure one, FundFailureFinal all", () => {
    expect(failuresOfStatus("FundFailure")).toBe(1);
    expect(failuresOfStatus("FundFailureFinal")).toBe(2);
    for (const code of ["WT_FND", "WT_FRE", null, undefined, ""]) expect(failuresOfStatus(code)).toBe(0);
    // The first failure found by a status check is followed by a final one.
    expect(paymentStep("FundFailure", { previousFailures: failuresOfStatus("FundFailure") })).toEqual({
      kind: "final",
    });
  });

  it("payments are made only while waiting for funds (or after a first failure)", () => {
    expect(isFundable("WT_FND")).toBe(true);
    expect(isFundable("FundFailure")).toBe(true);
    for (const code of ["WT_FRE", "WT_DOC", "END_WDR", "FundFailureFinal", null, undefined, ""])
      expect(isFundable(code)).toBe(false);
  });
});

describe("submitLead answers (SPEC §4.1)", () => {
  // Status codes lead to their screens; a first FundFailure goes back to the funding source, a second is final.
  it.each([
    ["WT_FND", true, false, { kind: "screen", screen: "appWaitingForFunds" }],
    ["WT_DOC", false, false, { kind: "screen", screen: "appApiFailed" }],
    ["ZZ", true, false, { kind: "screen", screen: "appApiFailed" }],
    ["FundFailure", true, false, { kind: "retry-funding", screen: "fundingSource" }],
    ["FundFailure", true, true, { kind: "screen", screen: "appFundingFailed" }],
  ] as const)("%s (decisions %s, a fund failure before %s) → %j", (code, hasDecisions, previousFundFailure, step) => {
    expect(submissionStep(code, { hasDecisions, previousFundFailure })).toEqual(step);
  });
  it("a second FundFailure is recorded as final", () => {
    expect(recordedSubmissionCode("FundFailure", true)).toBe("FundFailureFinal");
    expect(recordedSubmissionCode("FundFailure", false)).toBe("FundFailure");
    expect(recordedSubmissionCode("WT_FND", true)).toBe("WT_FND");
  });
});

it("the Launch monthly fee footer (SPEC §2.3)", () => {
  const spec =
    "The Launch Secured Visa Card has a monthly fee of $2 per month ($24 annualized) for the first 12 months, then $3 per month ($36) for as long as the account is open.";
  expect(launchMonthlyFeeText("Launch Secured Visa Card")).toBe(spec);
  // The downsell's catalogue text says the same with the same amounts.
  const params = launchMonthlyFeeParams("Launch Secured Visa Card");
  expect(interpolate(en.launchDownsell.monthlyFee, params)).toBe(spec);
});
