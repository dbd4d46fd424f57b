import { describe, expect, it } from "vitest";
import { itReportsField } from "../../../test/field-errors";
import { conformErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { checkStatusSchema } from "./check-status";
import { invalidEmailSchema } from "./invalid-email";

describe("check application status (SPEC §5)", () => {
  it("accepts an email and 4 digits", () => {
    expect(checkStatusSchema.parse({ emailAddress: " ana@example.com ", last4SSN: "6789" })).toEqual({
      emailAddress: "ana@example.com",
      last4SSN: "6789",
    });
  });

  itReportsField(checkStatusSchema, { emailAddress: "ana@example.com", last4SSN: "6789" }, [
    [{ emailAddress: "" }, "emailAddress", MSG_KEY.emailRequired],
    [{ emailAddress: "ana@" }, "emailAddress", MSG_KEY.emailInvalid],
    [{ last4SSN: "" }, "last4SSN", MSG_KEY.last4Required],
    [{ last4SSN: "678" }, "last4SSN", MSG_KEY.last4Required],
    [{ last4SSN: "67890" }, "last4SSN", MSG_KEY.last4Required],
    [{ last4SSN: "67a9" }, "last4SSN", MSG_KEY.last4Required],
  ]);
});

describe("invalid-email re-entry (SPEC §5)", () => {
  it.each([
    ["", MSG_KEY.emailRequired],
    ["not-an-email", MSG_KEY.emailInvalid],
    ["a@b", MSG_KEY.emailInvalid],
  ])("%j → %s", (emailAddress, message) => {
    expect(conformErrors(invalidEmailSchema, { emailAddress }).emailAddress).toBe(message);
  });
  it("accepts a valid address", () => {
    expect(invalidEmailSchema.parse({ emailAddress: "ana@example.com" })).toEqual({ emailAddress: "ana@example.com" });
  });
});
