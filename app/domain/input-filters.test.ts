import { describe, expect, it } from "vitest";
import { isAllowedName } from "./input-filters";

// SPEC §5 'First and last name': only letters, spaces, periods and hyphens, 1-20 characters; a letter
// with an accent is a letter (ADR 0003), and a name needs at least one letter.

describe("isAllowedName", () => {
  it.each(["Jane", "Mary-Jo St. Clair", "José", "Ño", "a".repeat(20)])("allows %j", (name) => {
    expect(isAllowedName(name)).toBe(true);
  });

  it.each([
    ["a digit", "J0hn"],
    ["an apostrophe", "O'Hare"],
    ["no letter at all", "-.-"],
    ["only a space", " "],
    ["nothing", ""],
    ["21 letters", "a".repeat(21)],
    ["21 characters as typed, though 20 once its separate accent is read off", `${"a".repeat(19)}q\u0301`],
  ])("refuses %s (%j)", (_, name) => {
    expect(isAllowedName(name)).toBe(false);
  });
});
