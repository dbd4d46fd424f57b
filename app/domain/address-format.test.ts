import { describe, expect, it } from "vitest";
import { SPRINGFIELD } from "../../test/address-fixture";
import { addressLines } from "./address-format";

describe("addressLines", () => {
  it("reads as street, unit, then 'City, ST 12345'", () => {
    expect(addressLines({ ...SPRINGFIELD, addressLine2: "Apt 4" })).toEqual([
      "12 Main St",
      "Apt 4",
      "Springfield, IL 62701",
    ]);
  });
  it("leaves out empty parts", () => {
    expect(
      addressLines({ addressLine1: "PO Box 12", addressLine2: "", city: "Austin", state: "TX", zipCode: "78701-1234" }),
    ).toEqual(["PO Box 12", "Austin, TX 78701-1234"]);
    expect(addressLines({})).toEqual([]);
  });
});
