import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import { errorsInEnglish } from "../../../test/in-english";
import { basicInfoSchema } from "./basic-info";

const letters = (n: number) => "a".repeat(n);

describe("basic information schema used directly", () => {
  const valid = {
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane@example.com",
    primaryPhone: "(555) 123-4567",
    otpMethod: "Mobile",
    phoneConsent: true,
  };

  function messagesFor(input: unknown) {
    const result = basicInfoSchema.safeParse(input);
    expect(result.success).toBe(false);
    const byField: Record<string, string[]> = {};
    for (const issue of result.error?.issues ?? []) (byField[issue.path.join(".")] ??= []).push(issue.message);
    return errorsInEnglish(byField);
  }

  it("parses and normalises", () => {
    expect(basicInfoSchema.parse(valid)).toEqual({ ...valid, primaryPhone: "5551234567" });
  });

  it("gives the required messages for missing fields", () => {
    expect(messagesFor({})).toEqual({
      firstName: ["First Name is required."],
      lastName: ["Last Name is required."],
      emailAddress: ["Email Address is required."],
      primaryPhone: ["Phone is required."],
      otpMethod: ["Verification method is required."],
    });
  });

  it("gives the required message first for empty strings", () => {
    const byField = messagesFor({ ...valid, firstName: "", lastName: " ", emailAddress: "", primaryPhone: "" });
    expect(byField.firstName?.[0]).toBe(MSG.firstNameRequired);
    expect(byField.lastName?.[0]).toBe(MSG.lastNameRequired);
    expect(byField.emailAddress?.[0]).toBe(MSG.emailRequired);
    expect(byField.primaryPhone?.[0]).toBe(MSG.phoneRequired);
  });

  it("applies the combined-length rule and the consent rule", () => {
    expect(basicInfoSchema.safeParse({ ...valid, firstName: letters(13), lastName: letters(13) }).success).toBe(true);
    expect(messagesFor({ ...valid, firstName: letters(13), lastName: letters(14) })).toEqual({
      lastName: [MSG.namesCombinedTooLong],
    });
    expect(messagesFor({ ...valid, phoneConsent: false })).toEqual({ phoneConsent: [MSG.phoneConsentRequired] });
    expect(messagesFor({ ...valid, phoneConsent: undefined })).toEqual({
      phoneConsent: [MSG.phoneConsentRequired],
    });
    expect(basicInfoSchema.parse({ ...valid, otpMethod: "Email", phoneConsent: undefined }).phoneConsent).toBe(false);
  });

  it("rejects non-string values without throwing", () => {
    expect(Object.keys(messagesFor({ ...valid, firstName: 42, primaryPhone: 5551234567 })).sort()).toEqual([
      "firstName",
      "primaryPhone",
    ]);
    expect(basicInfoSchema.safeParse(null).success).toBe(false);
    expect(basicInfoSchema.safeParse("x").success).toBe(false);
  });
});
