import { getZodConstraint } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { constraintOf } from "./form.server";

const schema = z.object({
  email: z.string().email().max(254),
  zip: z.string().regex(/^\d{5}$/),
  note: z.string().min(2).optional(),
  address: z.object({ line1: z.string().min(1) }),
});

describe("constraintOf", () => {
  it("answers what Conform derives from the schema", () => {
    expect(constraintOf(schema)).toEqual(getZodConstraint(schema));
  });

  it("derives a schema's constraints once and hands every request the same, frozen object", () => {
    const first = constraintOf(schema);
    expect(constraintOf(schema)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.zip)).toBe(true);
    expect(() => {
      (first.zip as { required?: boolean }).required = false;
    }).toThrow(TypeError);
    expect(constraintOf(schema)).toEqual(getZodConstraint(schema));
  });

  it("keeps each schema's own constraints, schemas made per request included", () => {
    const bounded = (max: number) => z.object({ amount: z.number().max(max) });
    expect(constraintOf(bounded(500))).toEqual(getZodConstraint(bounded(500)));
    expect(constraintOf(bounded(900)).amount).toEqual(getZodConstraint(bounded(900)).amount);
    expect(constraintOf(bounded(900))).not.toBe(constraintOf(bounded(900)));
  });
});
