import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodErrors } from "../../../test/form";
import { getZodConstraint } from "@conform-to/zod";
import { moneyField, optionalCheckbox, printedName, rawText, sanitizeNameInput, withCrossChecks } from "./fields";
import { isPrintableName } from "../input-filters";
import { itAnswers } from "../../../test/table";

describe("names: the 'as typed' rule", () => {
  itAnswers(sanitizeNameInput, "%j is kept as %j", [
    // Letters with accents are kept as typed (issue 46 item 10): the bank is sent the printed form.
    ["Ana-María", "Ana-María"],
    ["Pérez", "Pérez"],
    ["Muñoz", "Muñoz"],
    ["Ｊｏｓé", "José"],
    ["O'Brien", "OBrien"],
    ["J. R. Smith", "J. R. Smith"],
    ["Ana1", "Ana"],
    ["<script>", "script"],
    ["Иван", ""],
    ["Abcdefghijklmnopqrstuvwxyz", "Abcdefghijklmnopqrst"],
  ]);

  it("whatever is typed, what is kept the bank can print (or it is empty)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const kept = sanitizeNameInput(s);
        expect(kept === "" || isPrintableName(kept)).toBe(true);
        expect(sanitizeNameInput(kept)).toBe(kept);
      }),
    );
  });
});

describe("names: the form the bank prints", () => {
  it.each([
    ["José", "Jose"],
    ["Muñoz", "Munoz"],
    ["Peña", "Pena"],
    ["Ana-María", "Ana-Maria"],
    ["Øster Łukasz", "Oster Lukasz"],
    ["Straße", "Strasse"],
    ["Jane", "Jane"],
  ])("%j is printed %j", (name, printed) => {
    expect(printedName(name)).toBe(printed);
    expect(printedName(name.normalize("NFD"))).toBe(printed);
  });
});

describe("moneyField", () => {
  const field = moneyField({
    required: "R",
    numeric: "N",
    maxLength: 4,
    tooLong: "L",
    check: (n) => (n > 5000 ? "BIG" : null),
  });
  it.each([
    ["", "R"],
    [undefined, "R"],
    [5, "N"],
    ["x", "N"],
    ["6000", "BIG"],
    ["12345", "BIG"],
    ["1.234", "N"],
    ["1.23", null],
    ["12.34", "L"],
  ])("%j → %s", (input, message) => {
    expect(zodErrors(field, input)[""] ?? null).toBe(message);
  });
  it("without a check only length applies", () => {
    expect(
      moneyField({ required: "R", numeric: "N", maxLength: 2, tooLong: "L" }).safeParse("100").error?.issues[0]
        ?.message,
    ).toBe("L");
  });
});

describe("checkboxes", () => {
  itAnswers((value: unknown) => optionalCheckbox.parse(value), "optional %j → %s", [
    [true, true],
    ["on", true],
    ["true", true],
    [false, false],
    ["off", false],
    [undefined, false],
    [3, false],
  ]);

  it("is not required for Conform", () => {
    expect(getZodConstraint(z.object({ box: optionalCheckbox }))).toEqual({ box: { required: false } });
  });
});

describe("withCrossChecks", () => {
  it("keeps every issue from both sides and the left side's output", () => {
    const schema = withCrossChecks(z.object({ a: z.string({ required_error: "A" }) }), (raw, ctx) => {
      if (rawText(raw, "b") !== "ok") ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["b"], message: "B" });
    });
    expect(zodErrors(schema, {})).toEqual({ a: "A", b: "B" });
    expect(zodErrors(schema, { b: 5 })).toEqual({ a: "A", b: "B" });
    expect(schema.parse({ a: "x", b: "ok" })).toEqual({ a: "x" });
  });

  it("adds no constraints of its own for Conform", () => {
    const schema = withCrossChecks(z.object({ a: z.string().max(3) }), () => undefined);
    expect(getZodConstraint(schema)).toEqual({ a: { required: true, maxLength: 3 } });
  });
});
