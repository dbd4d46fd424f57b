import { describe, expect, it } from "vitest";
import {
  addressSearchText,
  suggestionFill,
  suggestionLabel,
  toSuggestionViews,
  ADDRESS_SUGGESTIONS_MAX,
} from "./address-suggestions";

const oak = { street_line: "12 Oak St", city: "Springfield", state: "IL", zipcode: "62701" };

describe("address suggestions", () => {
  it("searches from 3 characters, spaces collapsed, at most 100", () => {
    expect(addressSearchText("  1 2 ")).toBe("1 2");
    expect(addressSearchText("12")).toBeNull();
    expect(addressSearchText("   ")).toBeNull();
    expect(addressSearchText("12   oak")).toBe("12 oak");
    expect(addressSearchText("x".repeat(150))).toHaveLength(100);
  });

  it("keeps SPEC's four fields, US states only, a bounded list", () => {
    const raw = [
      { ...oak, secondary: "Apt 1" },
      { ...oak, state: "ZZ" },
      { ...oak, state: " or ", street_line: " 1 Elm Rd " },
    ];
    expect(toSuggestionViews(raw)).toEqual([oak, { ...oak, state: "OR", street_line: "1 Elm Rd" }]);
    expect(toSuggestionViews(Array.from({ length: 20 }, () => oak))).toHaveLength(ADDRESS_SUGGESTIONS_MAX);
  });

  it("labels and fills the address fields within their limits", () => {
    expect(suggestionLabel(oak)).toBe("12 Oak St, Springfield, IL 62701");
    expect(suggestionFill(oak, 26)).toEqual({
      addressLine1: "12 Oak St",
      city: "Springfield",
      state: "IL",
      zipCode: "62701",
    });
    const long = {
      street_line: "12345 Very Long Boulevard Name Ext",
      city: "Saint Petersburg Beach",
      state: "FL",
      zipcode: "33706-1234",
    };
    expect(suggestionFill(long, 26)).toEqual({
      addressLine1: "12345 Very Long Boulevard",
      city: "Saint Petersburg B",
      state: "FL",
      zipCode: "33706-1234",
    });
    expect(suggestionFill({ ...oak, street_line: "12 O'Hare Ave #3" }, 26).addressLine1).toBe("12 OHare Ave 3");
  });

  it("drops a suggestion without a street line and trims every field it keeps", () => {
    const raw = [
      { ...oak, street_line: "   " },
      { street_line: " 12 Oak St ", city: " Springfield ", state: " il ", zipcode: " 62701 " },
    ];
    expect(toSuggestionViews(raw)).toEqual([oak]);
  });

  it("fills only what the form takes: a city's edge spaces, a state that is a code, a zip's digits", () => {
    const filled = suggestionFill(
      { street_line: "12 Oak St", city: "Springfield   ", state: "ILL", zipcode: "62701 " },
      26,
    );
    expect(filled).toEqual({ addressLine1: "12 Oak St", city: "Springfield", state: "", zipCode: "62701" });
    expect(suggestionFill({ ...oak, state: "XIL" }, 26).state).toBe("");
    expect(suggestionFill({ ...oak, zipcode: "62701-1234-99" }, 26).zipCode).toBe("62701-1234");
  });
});
