import { describe, expect, it } from "vitest";
import { conformErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { fundingSourceSchema } from "./funding-source";

describe("funding source (SPEC §2.2 step 8)", () => {
  it("accepts DBT and FDL", () => {
    expect(conformErrors(fundingSourceSchema, { fundingType: "DBT" })).toEqual({});
    expect(conformErrors(fundingSourceSchema, { fundingType: "FDL" })).toEqual({});
  });
  it.each([[{}], [{ fundingType: "" }], [{ fundingType: "dbt" }], [{ fundingType: "CASH" }]])(
    "refuses %j",
    (values) => {
      expect(conformErrors(fundingSourceSchema, values)).toEqual({ fundingType: MSG_KEY.fundingTypeRequired });
    },
  );
});
