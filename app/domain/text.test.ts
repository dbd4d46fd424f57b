import { describe, expect, it } from "vitest";
import { stripSeparators, summaryMessage } from "./text";

describe("stripSeparators", () => {
  it("removes spaces (any whitespace) and hyphens only", () => {
    expect(stripSeparators(" 12-34\t56 ")).toBe("123456");
    expect(stripSeparators("a.b")).toBe("a.b");
  });
});

describe("summaryMessage", () => {
  it("names the field before a message that does not", () => {
    expect(summaryMessage("Proof of address", "Please select a document type.")).toBe(
      "Proof of address: Please select a document type.",
    );
  });
  it("leaves a message that already starts with its field's name, in any case", () => {
    expect(summaryMessage("Monthly housing payment", "Monthly Housing Payment must be less than $1,000,000")).toBe(
      "Monthly Housing Payment must be less than $1,000,000",
    );
  });
  it("leaves the message alone without a label", () => {
    expect(summaryMessage(undefined, "Wrong file type")).toBe("Wrong file type");
  });
});
