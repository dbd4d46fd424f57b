import { parseWithZod } from "@conform-to/zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { creditLineSchema } from "~/domain/schemas/credit-line";
import { incomeSchema } from "~/domain/schemas/income";
import { basicInfoSchema } from "~/domain/schemas/basic-info";
import { parseSubmission } from "./form.server";

/**
 * parseSubmission: Conform's parse over a coerced schema made once per schema object (issue 15);
 * Conform's own parseWithZod builds that copy of the whole schema again on every post.
 */
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("parseSubmission", () => {
  const cases: Array<[string, z.ZodTypeAny, Record<string, string>]> = [
    ["income, valid", incomeSchema, { housingPayment: "1,000", annualIncome: "90000" }],
    ["income, empty", incomeSchema, { housingPayment: "", annualIncome: "" }],
    ["income, not numbers", incomeSchema, { housingPayment: "abc", annualIncome: "-5" }],
    [
      "basic information, valid",
      basicInfoSchema,
      {
        firstName: "Jane",
        lastName: "Doe",
        emailAddress: "jane@example.com",
        primaryPhone: "212-555-0143",
        otpMethod: "Email",
      },
    ],
    ["basic information, empty", basicInfoSchema, {}],
    ["credit line, out of bounds", creditLineSchema({ min: 200, max: 2000 }), { amount: "5000" }],
    ["credit line, valid", creditLineSchema({ min: 200, max: 2000 }), { amount: "300" }],
  ];

  it.each(cases)("answers what parseWithZod answers: %s", (name, schema, fields) => {
    const ours = parseSubmission(form(fields), schema);
    const conform = parseWithZod(form(fields), { schema });
    expect(ours.status).toBe(conform.status);
    expect(ours.payload).toEqual(conform.payload);
    expect(ours.status).toBe(name.endsWith(", valid") ? "success" : "error");
    expect(ours.status === "success" ? ours.value : ours.error).toEqual(
      conform.status === "success" ? conform.value : conform.error,
    );
  });

  it("coerces a schema once: a second post parses through the same schema objects", () => {
    const parse = vi.spyOn(z.ZodObject.prototype, "_parse");
    const fields = { housingPayment: "1000", annualIncome: "90000" };
    parseSubmission(form(fields), incomeSchema);
    const first = new Set(parse.mock.contexts);
    parse.mockClear();
    parseSubmission(form(fields), incomeSchema);
    expect(new Set(parse.mock.contexts)).toEqual(first);

    // What it replaces: Conform's parse builds new objects each time.
    parse.mockClear();
    parseWithZod(form(fields), { schema: incomeSchema });
    const conformFirst = [...parse.mock.contexts];
    parse.mockClear();
    parseWithZod(form(fields), { schema: incomeSchema });
    expect(parse.mock.contexts.some((schema) => conformFirst.includes(schema))).toBe(false);
  });
});
