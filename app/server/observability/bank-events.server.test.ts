import { describe, expect, it } from "vitest";
import { paymentOutcome } from "./bank-events.server";
import { itAnswers } from "../../../test/table";

/** The audit's and the metrics' outcome of a makePayment answer is what the applicant was shown. */
describe("paymentOutcome", () => {
  const answered = (responseCode: string, paymentResponse?: object) =>
    paymentOutcome({ ok: true, value: { responseCode, ...(paymentResponse ? { paymentResponse } : {}) } });

  itAnswers(answered, "%s → %s", [
    // SPEC §8's payment errors: the payment error page, 'Try again'. They were counted as approved.
    ["MinimumPaymentNotValid", "error"],
    ["PaymentExceedsBalance", "error"],
    ["VoidPaymentError", "error"],
    ["GenericDecisionsError", "error"],
    ["ExceededDailyPaymentTransactions", "error"],
    ["FundFailure", "declined"],
    ["FundFailureFinal", "declined"],
    ["WT_FRE", "approved"],
    ["Approved", "approved"],
  ]);

  it("a payment over the day's limit is an error whatever its code", () => {
    expect(answered("Approved", { exceededDailyTransaction: true })).toBe("error");
  });

  it("no answer: unknown after a timeout or a lost connection, else an error", () => {
    expect(paymentOutcome({ ok: false, kind: "timeout" })).toBe("unknown");
    expect(paymentOutcome({ ok: false, kind: "network" })).toBe("unknown");
    expect(paymentOutcome({ ok: false, kind: "other" })).toBe("error");
  });
});
