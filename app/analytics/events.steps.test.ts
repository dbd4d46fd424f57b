import { describe, expect, it } from "vitest";
import {
  basicInfoNextEvents,
  creditLineNextEvents,
  fundingSourceNextEvents,
  identityConfirmNextEvents,
  identityNextEvents,
  incomeNextEvents,
  LAUNCH_DOWNSELL_EVENTS,
  mailingAddressNextEvents,
  otpNextEvents,
  stepNextEvents,
  termsNextEvents,
} from "./events";

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

  it("the later steps: step k of 9 is application_step_{k-1}, after the card-prefixed name", () => {
    expect(otpNextEvents("basic")).toEqual(["OtpNext", "application_step_1"]);
    expect(otpNextEvents("plus")).toEqual(["Plus_OtpNext", "application_step_1"]);
    expect(identityNextEvents("launch")).toEqual(["Launch_IdentityNext", "application_step_4"]);
    expect(identityConfirmNextEvents("basic")).toEqual(["IdentityConfirmNext", "application_step_5"]);
    expect(mailingAddressNextEvents("plus")).toEqual(["Plus_MailingAddressNext", "application_step_6"]);
    expect(termsNextEvents("launch")).toEqual(["Launch_TermsNext", "application_step_8"]);
  });

  it("funding source keeps SPEC's product-specific FundingSourceNext and adds application_step_7", () => {
    expect(fundingSourceNextEvents("basic")).toEqual(["FundingSourceNext", "application_step_7"]);
    expect(fundingSourceNextEvents("plus")).toEqual(["Plus_FundingSourceNext", "application_step_7"]);
    expect(fundingSourceNextEvents("launch")).toEqual(["Launch_FundingSourceNext", "application_step_7"]);
  });

  it("the Launch downsell's answers are events, not steps", () => {
    expect(LAUNCH_DOWNSELL_EVENTS).toEqual({ accept: "LaunchDownsellAccept", close: "LaunchDownsellClose" });
  });

  it("numbers steps like SPEC's basic information event (step 1 of 9 is application_step_0)", () => {
    expect(stepNextEvents("BasicInfoNext", "plus", 1)).toEqual(basicInfoNextEvents("plus"));
  });
});
