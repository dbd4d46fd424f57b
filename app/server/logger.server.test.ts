import { describe, expect, it } from "vitest";
import { UpstreamError } from "~/upstream/errors";
import { createLogger } from "./logger.server";

/** The personal data that must never reach a log line. */
const PII = {
  ssn: "078-05-1120",
  ssnDigits: "078051120",
  cardNumber: "4111111111111111",
  cardGrouped: "5500 0000 0000 0004",
  cvv: "737",
  cardExpiration: "12/29",
  otpCode: "482913",
  email: "zebulon.quartermaine@example.com",
  phone: "(212) 555-0143",
  phoneDigits: "2125550143",
  dateOfBirth: "02/29/1988",
};

/** A destination that keeps what pino writes (any object with write(string)). */
function capture() {
  const chunks: string[] = [];
  return {
    stream: { write: (s: string) => void chunks.push(s) },
    /** Parsed lines without pino's own timestamp (its digits are not ours to check). */
    lines: () =>
      chunks
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const { time: _time, ...rest } = JSON.parse(line) as Record<string, unknown>;
          return rest;
        }),
  };
}

function expectNoPii(text: string) {
  for (const [name, value] of Object.entries(PII)) {
    expect(text, `${name} leaked`).not.toContain(value);
  }
  // Different spellings of the same values.
  expect(text).not.toMatch(/078.?05.?1120/);
  expect(text).not.toMatch(/212\D{0,2}555\D?0143/);
  expect(text).not.toMatch(/4111.?1111.?1111.?1111/);
  expect(text).not.toMatch(/482.?913/);
  expect(text.toLowerCase()).not.toContain("zebulon");
}

describe("createLogger", () => {
  it("writes JSON lines with the level and message", () => {
    const out = capture();
    const log = createLogger("info", out.stream);
    log.info({ call: "createLead", statusCode: 500 }, "upstream call");
    log.debug("not at this level");
    expect(out.lines()).toEqual([{ level: 30, call: "createLead", statusCode: 500, msg: "upstream call" }]);
  });

  it("writes nothing when silent", () => {
    const out = capture();
    const log = createLogger("silent", out.stream);
    log.error({ ssn: PII.ssn }, "boom");
    expect(out.lines()).toEqual([]);
  });

  it("no SSN, card number, CVV, OTP code, email or phone appears in any log line", () => {
    const out = capture();
    const log = createLogger("trace", out.stream);

    // Nested PII under sensitive keys.
    log.info(
      {
        body: {
          firstName: "Zebulon",
          emailAddress: PII.email,
          primaryPhone: PII.phoneDigits,
          otpCode: PII.otpCode,
          pii: { ssn: PII.ssn, dateOfBirth: PII.dateOfBirth },
          payment: {
            cardNumber: PII.cardNumber,
            cvv: PII.cvv,
            expirationDateMMYY: PII.cardExpiration,
            cardSecurityCode: PII.cvv,
          },
          billingAddress: { line1: "1 Main St", zip: "10001" },
        },
        headers: { authorization: "Bearer t0ken", cookie: "sid=abc" },
      },
      "request body",
    );
    // PII inside message strings.
    log.info(`verifying ${PII.email} / ${PII.phone} with code ${PII.otpCode}`);
    log.warn(`ssn ${PII.ssn} (${PII.ssnDigits}) card ${PII.cardNumber} or ${PII.cardGrouped}`);
    log.info({ call: "verifyLeadOtp" }, `code ${PII.otpCode} for ${PII.phoneDigits}`);
    // PII in message interpolation arguments.
    log.info("sent %s to %s", PII.otpCode, PII.email);
    log.info("body %j", { ssn: PII.ssn, cardNumber: PII.cardNumber, cvv: PII.cvv, note: PII.email });
    log.info("body %o", { primaryPhone: PII.phone });
    // PII in free text under harmless keys and in arrays.
    log.warn({ note: `customer ${PII.email} at ${PII.phone}`, list: [PII.ssn, PII.cardGrouped] }, "note");
    // Errors carrying PII in their message, with and without a log message.
    log.error({ err: new Error(`lead for ${PII.email} failed`) }, "createLead failed");
    log.error({ err: new Error(`bad ssn ${PII.ssn}`) });
    log.error(new Error(`card ${PII.cardNumber} declined for ${PII.phone}`));
    log.error(new Error(`code ${PII.otpCode} rejected`), "verify failed");
    // Child loggers with PII in their bindings.
    log.child({ emailAddress: PII.email, who: `${PII.phone}` }).info("child line");
    log.child({ step: "otp" }).child({ code: PII.otpCode }).info("grandchild line");

    const lines = out.lines();
    expect(lines).toHaveLength(14);
    expectNoPii(JSON.stringify(lines));
    // Still useful: messages and harmless fields survive.
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining(["request body", "createLead failed", "verify failed", "child line", "note"]),
    );
    expect(lines.find((l) => l.msg === "createLead failed")?.err).toEqual({
      type: "Error",
      message: "lead for [email] failed",
    });
    expect(lines.find((l) => l.msg === "grandchild line")).toMatchObject({ step: "otp", code: "[redacted]" });
  });

  it("keeps an upstream error's call, kind and status", () => {
    const out = capture();
    const log = createLogger("info", out.stream);
    log.error({ err: new UpstreamError("serverError", "createLead", 500) }, "createLead failed");
    expect(out.lines()[0]).toMatchObject({
      msg: "createLead failed",
      err: { type: "UpstreamError", message: "createLead failed: serverError (500)" },
    });
  });
});
