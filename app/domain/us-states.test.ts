import { describe, expect, it } from "vitest";
import { isUsStateCode, stateName, US_STATE_CODES, US_STATES } from "./us-states";

describe("US states and territories", () => {
  it("has the 50 states, DC and 5 territories, unique two-letter codes", () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATE_CODES).size).toBe(56);
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ["DC", "PR", "GU", "VI", "AS", "MP", "CA", "NY", "WY"]) expect(isUsStateCode(code)).toBe(true);
  });
  it.each(["AA", "AE", "AP", "FM", "MH", "PW", "ca", "XX", "", "CAL", 12, null])("%j is not offered", (code) => {
    expect(isUsStateCode(code)).toBe(false);
  });
  it("names", () => {
    expect(stateName("DC")).toBe("District of Columbia");
    expect(stateName("XX")).toBeNull();
  });
});
