import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaFields } from "./form-fields";

describe("schemaFields", () => {
  it("reads object keys through refinements, transforms, unions and intersections", () => {
    const schema = z
      .discriminatedUnion("kind", [
        z.object({ kind: z.literal("a"), one: z.string() }),
        z.object({ kind: z.literal("b"), two: z.string() }),
      ])
      .and(z.object({ three: z.string().optional() }))
      .superRefine(() => {})
      .transform((v) => v);
    expect(schemaFields(schema).sort()).toEqual(["kind", "one", "three", "two"]);
  });

  it("reads a pipeline's input and a plain union", () => {
    expect(schemaFields(z.object({ a: z.string() }).pipe(z.object({ b: z.string() })))).toEqual(["a"]);
    expect(schemaFields(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })])).sort()).toEqual([
      "a",
      "b",
    ]);
  });
});
