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
  // Step k of 9 is application_step_{k-1}, after the card-prefixed name; funding source keeps SPEC's
  // product-specific FundingSourceNext.
  it.each([
    ["basic info", basicInfoNextEvents, "basic", ["BasicInfoNext", "application_step_0"]],
    ["basic info", basicInfoNextEvents, "plus", ["Plus_BasicInfoNext", "application_step_0"]],
    ["basic info", basicInfoNextEvents, "launch", ["Launch_BasicInfoNext", "application_step_0"]],
    ["otp", otpNextEvents, "basic", ["OtpNext", "application_step_1"]],
    ["otp", otpNextEvents, "plus", ["Plus_OtpNext", "application_step_1"]],
    ["income", incomeNextEvents, "basic", ["IncomeNext", "application_step_2"]],
    ["income", incomeNextEvents, "plus", ["Plus_IncomeNext", "application_step_2"]],
    ["income", incomeNextEvents, "launch", ["Launch_IncomeNext", "application_step_2"]],
    ["credit line", creditLineNextEvents, "basic", ["CreditLineNext", "application_step_3"]],
    ["credit line", creditLineNextEvents, "plus", ["Plus_CreditLineNext", "application_step_3"]],
    ["credit line", creditLineNextEvents, "launch", ["Launch_CreditLineNext", "application_step_3"]],
    ["identity", identityNextEvents, "launch", ["Launch_IdentityNext", "application_step_4"]],
    ["identity confirm", identityConfirmNextEvents, "basic", ["IdentityConfirmNext", "application_step_5"]],
    ["mailing address", mailingAddressNextEvents, "plus", ["Plus_MailingAddressNext", "application_step_6"]],
    ["funding source", fundingSourceNextEvents, "basic", ["FundingSourceNext", "application_step_7"]],
    ["funding source", fundingSourceNextEvents, "plus", ["Plus_FundingSourceNext", "application_step_7"]],
    ["funding source", fundingSourceNextEvents, "launch", ["Launch_FundingSourceNext", "application_step_7"]],
    ["terms", termsNextEvents, "launch", ["Launch_TermsNext", "application_step_8"]],
  ] as const)("%s Next for the %s card sends %j", (_step, nextEvents, card, events) => {
    expect(nextEvents(card)).toEqual(events);
  });

  it("the Launch downsell's answers are events, not steps", () => {
    expect(LAUNCH_DOWNSELL_EVENTS).toEqual({ accept: "LaunchDownsellAccept", close: "LaunchDownsellClose" });
  });

  it("numbers steps like SPEC's basic information event (step 1 of 9 is application_step_0)", () => {
    expect(stepNextEvents("BasicInfoNext", "plus", 1)).toEqual(basicInfoNextEvents("plus"));
  });
});
