import { describe, expect, it } from "vitest";
import { stripSeparators } from "./text";

describe("stripSeparators", () => {
  it("removes spaces (any whitespace) and hyphens only", () => {
    expect(stripSeparators(" 12-34\t56 ")).toBe("123456");
    expect(stripSeparators("a.b")).toBe("a.b");
  });
});
