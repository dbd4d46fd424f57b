import { describe, expect, it } from "vitest";
import { basicInfoNextEvents, creditLineNextEvents, incomeNextEvents, stepNextEvents } from "./events";

describe("step events (SPEC §1, §4.2 pattern)", () => {
  it("income: card-prefixed IncomeNext, then application_step_2", () => {
    expect(incomeNextEvents("basic")).toEqual(["IncomeNext", "application_step_2"]);
    expect(incomeNextEvents("plus")).toEqual(["Plus_IncomeNext", "application_step_2"]);
    expect(incomeNextEvents("launch")).toEqual(["Launch_IncomeNext", "application_step_2"]);
  });

  it("credit line: card-prefixed CreditLineNext, then application_step_3", () => {
    expect(creditLineNextEvents("basic")).toEqual(["CreditLineNext", "application_step_3"]);
    expect(creditLineNextEvents("plus")).toEqual(["Plus_CreditLineNext", "application_step_3"]);
    expect(creditLineNextEvents("launch")).toEqual(["Launch_CreditLineNext", "application_step_3"]);
  });

  it("numbers steps like SPEC's basic information event (step 1 of 9 is application_step_0)", () => {
    expect(stepNextEvents("BasicInfoNext", "plus", 1)).toEqual(basicInfoNextEvents("plus"));
  });
});
