import { describe, expect, it } from "vitest";
import { BANK_WITHDRAW_REASONS } from "../../../mocks/bank-numbers";
import { itReportsField } from "../../../test/field-errors";
import { conformErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { isWithdrawReason, WITHDRAW_REASONS, withdrawSchema } from "./withdraw";

describe("withdraw (SPEC §3, §5)", () => {
  it("has SPEC's fixed list of reasons, in order: the bank's (mocks/bank-contract.ts)", () => {
    expect(WITHDRAW_REASONS).toEqual(BANK_WITHDRAW_REASONS);
  });

  it.each(WITHDRAW_REASONS)("accepts %j", (withdrawReason) => {
    expect(withdrawSchema.parse({ withdrawReason, applicationId: "A-123" })).toEqual({
      withdrawReason,
      applicationId: "A-123",
    });
  });

  itReportsField(withdrawSchema, { withdrawReason: "Other", applicationId: "123" }, [
    [{ withdrawReason: "" }, "withdrawReason", MSG_KEY.withdrawReasonRequired],
    [{ withdrawReason: "Bored" }, "withdrawReason", MSG_KEY.withdrawReasonRequired],
    [{ withdrawReason: "other" }, "withdrawReason", MSG_KEY.withdrawReasonRequired],
    [{ applicationId: "" }, "applicationId", MSG_KEY.applicationIdRequired],
    [{ applicationId: "12 34" }, "applicationId", MSG_KEY.applicationIdRequired],
    [{ applicationId: "1".repeat(41) }, "applicationId", MSG_KEY.applicationIdRequired],
  ]);

  it("applicationId up to 40 characters", () => {
    expect(conformErrors(withdrawSchema, { withdrawReason: "Other", applicationId: "1".repeat(40) })).toEqual({});
  });

  it("isWithdrawReason", () => {
    expect(isWithdrawReason("Other")).toBe(true);
    expect(isWithdrawReason(1)).toBe(false);
  });
});
