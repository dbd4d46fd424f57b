/** The scanner run on the e2e servers' logs after the browser tests (scripts/scan-e2e-logs.mjs) finds planted PII. */
import { describe, expect, it } from "vitest";
import { findPii } from "../scripts/lib/pii-scan.mjs";

const clean = [
  '{"level":30,"time":1795483075015,"requestId":"4f195514c4909d758852b45a16025726","traceId":"dd988cf85be6de4217380722e95b114b","method":"POST","path":"/otp-check","statusCode":303,"ms":56.28,"msg":"request"}',
  '{"stream":"audit","action":"payment.attempt","outcome":"approved","applicationId":"A100002","amount":200,"paymentId":"P7","time":"2026-11-24T01:02:03.000Z"}',
].join("\n");

describe("findPii", () => {
  it("finds nothing in the lines the server writes", () => {
    expect(findPii(clean, ["Jane", "Springfield"])).toEqual([]);
  });

  it.each([
    ["an email", '{"msg":"lead","email":"jordan+wt_fnd@example.com"}', "email"],
    ["an SSN with dashes", "ssn 123-45-0101 seen", "ssn"],
    ["an SSN without", '{"value":"123450101"}', "ssn"],
    ["a card number (Luhn)", '{"pan":"4111111111111111"}', "card number"],
    ["a spaced card number", "card 4111 1111 1111 1111", "card number"],
    ["a date of birth", '{"dob":"03/07/1990"}', "date of birth"],
    ["a phone number", '{"phone":"5552345678"}', "phone"],
    ["a persona's name", '{"msg":"hello Jane"}', "persona value"],
    ["a persona's city", "moved to springfield", "persona value"],
  ])("finds %s", (_what, line, kind) => {
    expect(findPii(`${clean}\n${line}`, ["Jane", "Springfield"])).toEqual([expect.objectContaining({ line: 3, kind })]);
  });

  it("a UUID whose digits pass Luhn is not a card number; a card number beside it still is", () => {
    expect(findPii('{"event_id":"47430056-7781-4116-aaa2-9f696958316d"}', [])).toEqual([]);
    expect(findPii('{"event_id":"47430056-7781-4116-aaa2-9f696958316d","n":"4111 1111 1111 1111"}', [])).toHaveLength(
      1,
    );
  });

  it("a 13-digit timestamp that passes Luhn is not a card number (the time field is left out)", () => {
    expect(findPii('{"time":4111111111111}', [])).toEqual([]);
  });
});
