import { describe, expect, it } from "vitest";
import { conformErrors, zodErrors } from "../../../test/form";
import { MSG_KEY } from "../messages";
import { creditLineConfirmSchema, creditLinePresetSchema, creditLineSchema } from "./credit-line";

describe("custom credit line (SPEC §5)", () => {
  const schema = creditLineSchema({ min: 200, max: 3000 });

  it.each([
    ["", MSG_KEY.numericRequired],
    ["abc", MSG_KEY.numericRequired],
    ["250.5", MSG_KEY.creditLineWholeDollars],
    ["250.05", MSG_KEY.creditLineWholeDollars],
    ["199", MSG_KEY.amountAbove(200)],
    ["199.99", MSG_KEY.creditLineWholeDollars],
    ["200", null],
    ["3000", null],
    ["3000.01", MSG_KEY.creditLineWholeDollars],
    ["3001", MSG_KEY.amountBelow(3000)],
    ["250.50", MSG_KEY.creditLineWholeDollars],
    ["002500", MSG_KEY.totalTooLong],
    ["$1,000", null],
  ])("%j → %s", (amount, message) => {
    expect(zodErrors(schema, { amount }).amount ?? null).toBe(message);
    expect(conformErrors(schema, { amount }).amount ?? null).toBe(message);
  });

  it("uses the promo minimum when it is the bound", () => {
    expect(conformErrors(creditLineSchema({ min: 150, max: 3000 }), { amount: "149" })).toEqual({
      amount: MSG_KEY.amountAbove(150),
    });
    expect(creditLineSchema({ min: 150, max: 3000 }).parse({ amount: "150" })).toEqual({ amount: 150 });
  });
});

describe("preset credit line", () => {
  const schema = creditLinePresetSchema([200, 300, 500]);
  it("accepts a tier and refuses anything else", () => {
    expect(schema.parse({ amount: "300" })).toEqual({ amount: 300 });
    expect(conformErrors(schema, {})).toEqual({ amount: MSG_KEY.creditLineChoiceRequired });
    expect(zodErrors(schema, { amount: "" })).toEqual({ amount: MSG_KEY.creditLineChoiceRequired });
    expect(zodErrors(schema, { amount: "400" })).toEqual({ amount: MSG_KEY.creditLineChoiceRequired });
  });

  it("is one schema object per tier list, so what is derived from it is derived once (issue 15)", () => {
    expect(creditLinePresetSchema([200, 300, 500])).toBe(schema);
    expect(creditLinePresetSchema([200, 300])).not.toBe(schema);
    expect(creditLinePresetSchema([200, 300]).safeParse({ amount: "500" }).success).toBe(false);
  });

  it("keeps the tiers it was made with when the caller's list changes afterwards", () => {
    const tiers = [100, 700];
    const made = creditLinePresetSchema(tiers);
    tiers.push(900);
    expect(made.safeParse({ amount: "900" }).success).toBe(false);
    expect(creditLinePresetSchema([100, 700, 900]).parse({ amount: "900" })).toEqual({ amount: 900 });
  });

  it("stays bounded however many different lists it is asked for", () => {
    for (let n = 1; n <= 100; n += 1)
      expect(creditLinePresetSchema([n]).parse({ amount: String(n) })).toEqual({ amount: n });
  });
});

describe("credit line confirm", () => {
  it("reads the fund-today switch", () => {
    expect(creditLineConfirmSchema.parse({ fundToday: "on" })).toEqual({ fundToday: true });
    expect(creditLineConfirmSchema.parse({})).toEqual({ fundToday: false });
  });
});
