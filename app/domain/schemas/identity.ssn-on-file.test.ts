import { describe, expect, it } from "vitest";
import { SPRINGFIELD } from "../../../test/address-fixture";
import { conform, conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { identitySchema } from "./identity";

const today = new Date(2026, 5, 15);

const valid = {
  firstName: "Ana",
  lastName: "Smith",
  birthMonth: "06",
  birthDay: "15",
  birthYear: "1990",
  ...SPRINGFIELD,
};

describe("identity step with an SSN already on file (editing after confirm)", () => {
  const schema = identitySchema({ today, ssnOnFile: true });

  it("accepts both SSN fields empty and yields no ssn (keep the one on file)", () => {
    const submission = conform(schema, { ...valid, ssn: "", ssnConfirm: "" });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.ssn).toBeUndefined();
  });

  it("a new SSN replaces it and must still be valid and confirmed", () => {
    const submission = conform(schema, { ...valid, ssn: "123-45-6789", ssnConfirm: "123456789" });
    expect(submission.status === "success" && submission.value.ssn).toBe("123456789");
    expect(conformErrors(schema, { ...valid, ssn: "666-12-3456", ssnConfirm: "666123456" })).toEqual({
      ssn: MSG_KEY.ssnInvalid,
    });
    expect(conformErrors(schema, { ...valid, ssn: "123456789", ssnConfirm: "" })).toEqual({
      ssnConfirm: MSG_KEY.ssnConfirmMismatch,
    });
  });

  it("only the confirmation typed asks for the SSN", () => {
    expect(conformErrors(schema, { ...valid, ssn: "", ssnConfirm: "123456789" })).toEqual({ ssn: MSG_KEY.ssnRequired });
    expect(zodErrors(schema, { ...valid, ssnConfirm: "123456789" })).toEqual({ ssn: MSG_KEY.ssnRequired });
  });

  it("without an SSN on file both fields stay required", () => {
    expect(conformErrors(identitySchema({ today }), { ...valid, ssn: "", ssnConfirm: "" })).toEqual({
      ssn: MSG_KEY.ssnRequired,
    });
  });
});
