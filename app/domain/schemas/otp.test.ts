import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MSG_KEY } from "../messages";
import { normalizeOtp, otpCodeSchema } from "./otp";
import { itAnswers } from "../../../test/table";

function submit(otpCode?: string) {
  const form = new FormData();
  if (otpCode !== undefined) form.append("otpCode", otpCode);
  return parseWithZod(form, { schema: otpCodeSchema });
}

const INVALID = MSG_KEY.otpInvalid;
const REQUIRED = MSG_KEY.otpRequired;

describe("normalizeOtp", () => {
  itAnswers(normalizeOtp, "removes spaces and hyphens only: %j → %j", [
    ["123 456", "123456"],
    ["123-456", "123456"],
    [" 1 2-3 4-5 6 ", "123456"],
    ["12.34/56", "12.34/56"],
  ]);
});

describe("OTP code schema", () => {
  it.each([
    ["123456", "123456"],
    ["123 456", "123456"],
    ["123-456", "123456"],
    [" 123456 ", "123456"],
    ["1 2 3 4 5 6", "123456"],
    ["000000", "000000"],
  ])("accepts %j and normalises it to %s", (input, code) => {
    const submission = submit(input);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.otpCode).toBe(code);
    expect(otpCodeSchema.parse({ otpCode: input }).otpCode).toBe(code);
  });

  it.each(["12345", "1234567", "12345a", "abcdef", "123.456", "１２３４５６", "123_456", "12 34 5"])(
    "rejects %j with SPEC's invalid-code message",
    (input) => {
      const submission = submit(input);
      expect(submission.status).toBe("error");
      expect(submission.status === "error" && submission.error?.otpCode).toEqual([INVALID]);
      const direct = otpCodeSchema.safeParse({ otpCode: input });
      expect(direct.success).toBe(false);
      expect(direct.error?.issues.map((i) => i.message)).toEqual([INVALID]);
    },
  );

  it.each([undefined, "", "   ", "-", " - - "])("asks for the code when %j is posted", (input) => {
    const submission = submit(input);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.otpCode).toEqual([REQUIRED]);
  });

  it("asks for the code when used directly without one", () => {
    expect(otpCodeSchema.safeParse({}).error?.issues[0]?.message).toBe(REQUIRED);
    expect(otpCodeSchema.safeParse({ otpCode: "" }).error?.issues[0]?.message).toBe(REQUIRED);
  });

  it("never throws and accepts exactly the six-digit codes once spaces and hyphens are removed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (input) => {
        const result = otpCodeSchema.safeParse({ otpCode: input });
        const stripped = [...input].filter((ch) => ch !== "-" && !/\s/.test(ch)).join("");
        const expected = stripped.length === 6 && [...stripped].every((ch) => ch >= "0" && ch <= "9");
        expect(result.success).toBe(expected);
        if (result.success) expect(result.data.otpCode).toBe(stripped);
      }),
      { numRuns: 500 },
    );
  });

  it("accepts any six digits with any spaces or hyphens between them", () => {
    const separator = fc.constantFrom("", " ", "-", "  ", " - ");
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }),
        fc.array(separator, { minLength: 7, maxLength: 7 }),
        (digits, seps) => {
          const input = seps.map((s, i) => s + (digits[i] ?? "")).join("");
          const submission = submit(input);
          expect(submission.status).toBe("success");
          if (submission.status === "success") expect(submission.value.otpCode).toBe(digits.join(""));
        },
      ),
      { numRuns: 200 },
    );
  });
});
