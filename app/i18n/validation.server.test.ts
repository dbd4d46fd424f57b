import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { MSG, MSG_KEY, MSG_TEMPLATES } from "~/domain/messages";
import { basicInfoSchema } from "~/domain/schemas/basic-info";
import { creditLineSchema } from "~/domain/schemas/credit-line";
import { CATALOGUES, serverTranslate } from "./catalogues.server";
import { translateMessage, translateResult } from "./validation.server";

const en = serverTranslate("en");
const es = serverTranslate("es");
const KEYS = Object.keys(MSG_KEY) as Array<keyof typeof MSG_KEY>;
const AMOUNT_KEYS = Object.keys(MSG_TEMPLATES) as Array<keyof typeof MSG_TEMPLATES>;
const PLAIN_KEYS = KEYS.filter((key) => typeof MSG_KEY[key] === "string");

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("field messages are keys, in both catalogues", () => {
  it("every key has an English and a Spanish text", () => {
    for (const key of KEYS) {
      expect(CATALOGUES.en.validation[key], key).toMatch(/\S/);
      expect(CATALOGUES.es.validation[key], key).toMatch(/\S/);
    }
  });

  it("each key says its own text: English exactly SPEC's (MSG), Spanish its own entry", () => {
    for (const key of PLAIN_KEYS) {
      const token = MSG_KEY[key] as string;
      expect(translateMessage(token, en), key).toBe(MSG[key]);
      expect(translateMessage(token, es), key).toBe(CATALOGUES.es.validation[key]);
    }
    // Two keys of one English text keep each their own Spanish.
    expect(MSG.last4Required).toBe(MSG.ssnRequired);
    expect(translateMessage(MSG_KEY.ssnRequired, es)).toBe(CATALOGUES.es.validation.ssnRequired);
  });

  it("an amount message carries its amount to either language", () => {
    for (const key of AMOUNT_KEYS) {
      const say = MSG_KEY[key] as (n: number) => string;
      const english = MSG[key] as (n: number) => string;
      expect(translateMessage(say(1250.5), en), key).toBe(english(1250.5));
      expect(translateMessage(say(25), es), key).toContain("$25");
      expect(translateMessage(say(25), es), key).not.toContain("{{");
    }
  });

  it("a text that is no key stays as it is (already in the page's words)", () => {
    expect(translateMessage("Something the bank said.", es)).toBe("Something the bank said.");
    expect(translateMessage("validation.noSuchKey", es)).toBe("validation.noSuchKey");
  });
});

describe("a schema's errors rendered by key", () => {
  it("the basic-info form's required messages, in Spanish", () => {
    const submission = parseWithZod(form({}), { schema: basicInfoSchema });
    const result = translateResult(submission.reply(), es);
    expect(result.error).toMatchObject({
      firstName: [CATALOGUES.es.validation.firstNameRequired],
      lastName: [CATALOGUES.es.validation.lastNameRequired],
      emailAddress: [CATALOGUES.es.validation.emailRequired],
      primaryPhone: [CATALOGUES.es.validation.phoneRequired],
      otpMethod: [CATALOGUES.es.validation.otpMethodRequired],
    });
  });

  it("the credit line's bound, in Spanish and in SPEC's English", () => {
    const schema = creditLineSchema({ min: 300, max: 3000 });
    const reply = parseWithZod(form({ amount: "200" }), { schema }).reply();
    expect(translateResult(reply, es).error?.amount).toEqual([
      CATALOGUES.es.validation.amountAbove.replace("{{amount}}", "300.00"),
    ]);
    expect(translateResult(reply, en).error?.amount).toEqual(["Amount must be above $300.00"]);
  });
});
