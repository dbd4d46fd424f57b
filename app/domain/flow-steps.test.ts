import { describe, expect, it } from "vitest";
import { FLOW_STEPS, firstIncompleteStep, incompleteStepBefore } from "./flow-steps";
import { pathOf } from "./route-table";

const verified = { leadId: "L1", verifiedAt: 1, draft: { cardType: "basic", firstName: "Jane" } };

describe("firstIncompleteStep", () => {
  it("sends a visit without a card to the intro, without a lead to basic information", () => {
    expect(firstIncompleteStep({ draft: {} })).toBe(pathOf("intro"));
    expect(firstIncompleteStep({ draft: { cardType: "basic" } })).toBe(pathOf("basicInfo"));
  });

  it("sends a verified lead whose draft has no name back to basic information", () => {
    expect(firstIncompleteStep({ ...verified, draft: { cardType: "basic" } })).toBe(pathOf("basicInfo"));
  });

  it("sends a lead whose code was sent but not verified to the code screen", () => {
    const lead = { leadId: "L1", draft: { cardType: "basic", firstName: "Jane" } };
    expect(firstIncompleteStep({ ...lead, otp: { purpose: "lead" } })).toBe(pathOf("otp"));
    expect(firstIncompleteStep(lead)).toBe(pathOf("basicInfo"));
  });

  it("finds the first step not completed, skipping the card form unless funding by debit card", () => {
    expect(firstIncompleteStep(verified)).toBe(pathOf("income"));
    const upToSource = FLOW_STEPS.slice(0, FLOW_STEPS.indexOf("fundingSource") + 1);
    const later = { ...verified, draft: { ...verified.draft, completed: upToSource, fundingType: "FDL" } };
    expect(firstIncompleteStep(later)).toBe(pathOf("terms"));
    const debit = { ...later, draft: { ...later.draft, fundingType: "DBT" } };
    expect(firstIncompleteStep(debit)).toBe(pathOf("fundingPayment"));
  });

  it("lands on terms when every step is done", () => {
    expect(firstIncompleteStep({ ...verified, draft: { ...verified.draft, completed: [...FLOW_STEPS] } })).toBe(
      pathOf("terms"),
    );
  });
});

describe("incompleteStepBefore", () => {
  it("names the earliest step before the one asked for that is not done", () => {
    expect(incompleteStepBefore({ completed: ["income"] }, "identity")).toBe("creditLine");
    expect(incompleteStepBefore({ completed: ["income", "creditLine"] }, "identity")).toBeUndefined();
    expect(incompleteStepBefore({}, "income")).toBeUndefined();
  });
});
