import { describe, expect, it } from "vitest";
import { conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { termsSchema } from "./terms";

describe("terms (SPEC §5: e-sign and terms, both reported at once; ADR 0110)", () => {
  it("both ticked", () => {
    expect(termsSchema.parse({ eSignConsent: "on", termsAndConditions: "on" })).toEqual({
      eSignConsent: true,
      termsAndConditions: true,
    });
    expect(termsSchema.parse({ eSignConsent: true, termsAndConditions: "true" })).toEqual({
      eSignConsent: true,
      termsAndConditions: true,
    });
  });
  it("both missing: both messages", () => {
    expect(conformErrors(termsSchema, {})).toEqual({
      eSignConsent: MSG_KEY.eSignRequired,
      termsAndConditions: MSG_KEY.termsRequired,
    });
  });
  it("e-sign missing, terms ticked: the e-sign message", () => {
    expect(conformErrors(termsSchema, { termsAndConditions: "on" })).toEqual({ eSignConsent: MSG_KEY.eSignRequired });
  });
  it("e-sign ticked, terms missing", () => {
    expect(conformErrors(termsSchema, { eSignConsent: "on" })).toEqual({ termsAndConditions: MSG_KEY.termsRequired });
    expect(zodErrors(termsSchema, { eSignConsent: "on", termsAndConditions: "off" })).toEqual({
      termsAndConditions: MSG_KEY.termsRequired,
    });
  });
});
