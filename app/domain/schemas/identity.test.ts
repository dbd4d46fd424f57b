import { describe, expect, it } from "vitest";
import { ADDRESS_REFUSALS, EMPTY_ADDRESS_MESSAGES, SPRINGFIELD } from "../../../test/address-fixture";
import { itReportsField } from "../../../test/field-errors";
import { conform, conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { ssnRefusals } from "../../../test/ssn-refusals";
import { identitySchema, ssnField } from "./identity";

const today = new Date(2026, 5, 15);
const schema = identitySchema({ today });

const valid = {
  firstName: "Ana",
  lastName: "Smith-Jones",
  birthMonth: "06",
  birthDay: "15",
  birthYear: "2008",
  ssn: "123-45-6789",
  ssnConfirm: "123456789",
  ...SPRINGFIELD,
  addressLine2: "",
};

describe("identity step (SPEC §5)", () => {
  it("accepts a complete form and yields dateOfBirth MM/DD/YYYY, the SSN digits and the home address", () => {
    expect(schema.parse(valid)).toEqual({
      firstName: "Ana",
      lastName: "Smith-Jones",
      dateOfBirth: "06/15/2008",
      ssn: "123456789",
      homeAddress: { addressLine1: "12 Main St", addressLine2: "", city: "Springfield", state: "IL", zipCode: "62701" },
    });
  });

  it("parses the same through Conform", () => {
    const submission = conform(schema, valid);
    expect(submission.status).toBe("success");
  });

  itReportsField(
    schema,
    valid,
    [
      [{ firstName: "" }, "firstName", MSG_KEY.firstNameRequired],
      [{ lastName: "" }, "lastName", MSG_KEY.lastNameRequired],
      [{ firstName: "Ana1" }, "firstName", MSG_KEY.firstNameAlpha],
      [{ lastName: "O'Brien" }, "lastName", MSG_KEY.lastNameAlpha],
      [{ firstName: "A".repeat(21) }, "firstName", MSG_KEY.firstNameAlpha],
      [{ firstName: "A".repeat(13), lastName: "B".repeat(14) }, "lastName", MSG_KEY.namesCombinedTooLong],
      [{ birthDay: "" }, "dateOfBirth", MSG_KEY.dateOfBirthRequired],
      [{ birthMonth: "02", birthDay: "30", birthYear: "1990" }, "dateOfBirth", MSG_KEY.dateOfBirthInvalid],
      [{ birthDay: "16" }, "dateOfBirth", MSG_KEY.dateOfBirthTooYoung],
      ...ssnRefusals(MSG_KEY),
      [{ ssn: "123-00-3456", ssnConfirm: "123003456" }, "ssn", MSG_KEY.ssnInvalid],
      [{ ssn: "123-45-0000", ssnConfirm: "123450000" }, "ssn", MSG_KEY.ssnInvalid],
      [{ ssnConfirm: "" }, "ssnConfirm", MSG_KEY.ssnConfirmMismatch],
      ...ADDRESS_REFUSALS,
      [{ addressLine1: "1".padEnd(27, "x") }, "addressLine1", MSG_KEY.totalTooLong],
      [{ addressLine1: "PO Box 5" }, "addressLine1", MSG_KEY.homeAddressNoPoBox],
      [{ zipCode: "99951" }, "zipCode", MSG_KEY.zipInvalid],
    ],
    [zodErrors, conformErrors],
  );

  it("combined names: 26 characters accepted, 27 refused (help text: 26 maximum)", () => {
    expect(zodErrors(schema, { ...valid, firstName: "A".repeat(13), lastName: "B".repeat(13) })).toEqual({});
    expect(zodErrors(schema, { ...valid, firstName: "A".repeat(20), lastName: "B".repeat(7) })).toEqual({
      lastName: MSG_KEY.namesCombinedTooLong,
    });
  });

  it("accepts an ITIN", () => {
    expect(schema.parse({ ...valid, ssn: "912-70-1234", ssnConfirm: "912 70 1234" }).ssn).toBe("912701234");
  });

  it("reports every problem of an empty form at once (Conform)", () => {
    expect(conformErrors(schema, {})).toEqual({
      firstName: MSG_KEY.firstNameRequired,
      lastName: MSG_KEY.lastNameRequired,
      dateOfBirth: MSG_KEY.dateOfBirthRequired,
      ssn: MSG_KEY.ssnRequired,
      ...EMPTY_ADDRESS_MESSAGES,
    });
  });

  it("shows a confirmation mismatch even while other fields are empty", () => {
    expect(conformErrors(schema, { ssn: "123456789", ssnConfirm: "123456780" }).ssnConfirm).toBe(
      MSG_KEY.ssnConfirmMismatch,
    );
    expect(conformErrors(schema, { firstName: "A".repeat(13), lastName: "B".repeat(14) }).lastName).toBe(
      MSG_KEY.namesCombinedTooLong,
    );
  });

  it("reports field problems together with date and confirmation problems", () => {
    expect(zodErrors(schema, { ...valid, city: "", birthDay: "", ssnConfirm: "1" })).toEqual({
      city: MSG_KEY.cityRequired,
      dateOfBirth: MSG_KEY.dateOfBirthRequired,
      ssnConfirm: MSG_KEY.ssnConfirmMismatch,
    });
  });

  it("ssnField alone", () => {
    expect(ssnField.safeParse("123 45 6789")).toEqual({ success: true, data: "123456789" });
    expect(zodErrors(ssnField, undefined)).toEqual({ "": MSG_KEY.ssnRequired });
  });
});

describe("constraints Conform reads from the identity schema", () => {
  it("keep the field limits (cross checks add none)", async () => {
    const { getZodConstraint } = await import("@conform-to/zod");
    const c = getZodConstraint(schema);
    expect(c.firstName).toMatchObject({ required: true, minLength: 1 });
    expect(c.addressLine1).toMatchObject({ required: true, maxLength: 26 });
    expect(c.city).toMatchObject({ required: true, maxLength: 18 });
    expect(c.ssnConfirm).toEqual({ required: false });
  });
});
