import { describe, expect, it } from "vitest";
import { conform } from "../../../test/form";
import { MSG, MSG_KEY } from "../messages";
import { basicInfoSchema } from "./basic-info";
import { identitySchema } from "./identity";

// SPEC §5 'First and last name': each name only letters, spaces, periods and hyphens, 1-20 characters;
// then 'Combined length must be below 27'. The combined rule is about two acceptable names: a name that
// is itself wrong shows its own message, not the combined one as well.

const BASIC_INFO = {
  emailAddress: "jane.doe@example.com",
  primaryPhone: "555-123-4567",
  otpMethod: "Email",
};
const IDENTITY = {
  birthMonth: "06",
  birthDay: "15",
  birthYear: "1990",
  ssn: "123-45-6789",
  ssnConfirm: "123456789",
  addressLine1: "12 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
};

const STEPS = [
  ["basic information", basicInfoSchema, BASIC_INFO],
  ["identity", identitySchema({ today: new Date(2026, 5, 15) }), IDENTITY],
] as const;

/** Every message per field, as the form shows them. */
function errorsOf(schema: (typeof STEPS)[number][1], rest: Record<string, string>, names: Record<string, string>) {
  const submission = conform(schema, { ...rest, ...names });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe.each(STEPS)("names on the %s step (SPEC §5)", (_, schema, rest) => {
  it("quotes SPEC's message for two names over 26 characters together", () => {
    expect(MSG.namesCombinedTooLong).toBe("First Name and Last Name combined exceeds maximum characters.");
    expect(errorsOf(schema, rest, { firstName: "A".repeat(20), lastName: "B".repeat(7) })).toEqual({
      lastName: [MSG_KEY.namesCombinedTooLong],
    });
  });

  it("gives a first name with a digit its own message only, however long the two are together", () => {
    const errors = errorsOf(schema, rest, { firstName: `${"A".repeat(19)}1`, lastName: "B".repeat(10) });
    expect(errors).toEqual({ firstName: [MSG_KEY.firstNameAlpha] });
  });

  it("gives a last name with a digit its own message only, however long the two are together", () => {
    const errors = errorsOf(schema, rest, { firstName: "A".repeat(10), lastName: `${"B".repeat(19)}2` });
    expect(errors).toEqual({ lastName: [MSG_KEY.lastNameAlpha] });
  });

  it("counts the two names as trimmed: 13 + 13 letters with spaces around them are accepted", () => {
    const names = { firstName: `  ${"A".repeat(13)}  `, lastName: `  ${"B".repeat(13)}  ` };
    expect(errorsOf(schema, rest, names)).toEqual({});
  });
});
