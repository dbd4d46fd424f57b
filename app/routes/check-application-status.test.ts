import { describe, expect, it } from "vitest";
import { MSG } from "~/domain/messages";
import { visitor } from "../../test/app-harness";
import { jsonWithout } from "../../test/json-without";
import { dataOf, expectRedirect, get, posted } from "../../test/requests";
import { LAST4, useReturningHarness } from "../../test/returning-harness";
import { action, loader } from "./check-application-status";

const h = useReturningHarness();
const EMAIL = "jordan+wt_fnd@example.com";

async function send(fields: Record<string, string>, withCsrf = true) {
  const v = await visitor(h);
  const body = withCsrf ? { csrf: v.session.data.csrf, ...fields } : fields;
  const result = await posted(action, "/check-application-status", v.context, body);
  return { ...v, ...result };
}

describe("check-application-status action", () => {
  it("sends the status code and goes to the code page with the status OTP context", async () => {
    const { response, session } = await send({ emailAddress: ` ${EMAIL} `, last4SSN: LAST4 });
    expectRedirect(response, "/otp-check");
    expect(h.paths()).toContain("/api/security/sendCheckAppStatusOtp");
    expect(session.data.otp).toEqual({
      purpose: "status",
      target: "/view-application",
      sentAt: h.now,
      method: "Email",
      destination: "j***@example.com",
      // Its sends and guesses are counted for the address, by its keyed hash.
      sentTo: h.services.guesses.destinationKey(`email:${EMAIL}`),
      initial: true,
    });
    expect(session.data.statusCheck).toEqual({ emailAddress: EMAIL });
    // The SSN digits are never kept (the bank's session token is random hex, which may spell them).
    expect(jsonWithout(session.data, ["token"])).not.toContain(LAST4);
  });

  it("a new check forgets an earlier verification and chosen application", async () => {
    const v = await visitor(h);
    v.session.data.statusCheck = { emailAddress: "old@example.com", verifiedAt: 1 };
    v.session.data.selectedApplication = { applicationId: "1", responseCode: "WT_FND" };
    v.session.data.documentTypes = { income: "Pay stub" };
    const { response } = await posted(action, "/", v.context, {
      csrf: v.session.data.csrf,
      emailAddress: EMAIL,
      last4SSN: LAST4,
    });
    expectRedirect(response, "/otp-check");
    expect(v.session.data.statusCheck?.verifiedAt).toBeUndefined();
    expect(v.session.data.selectedApplication).toBeUndefined();
    expect(v.session.data.documentTypes).toBeUndefined();
  });

  it.each([
    ["nothing", {}, { emailAddress: [MSG.emailRequired], last4SSN: [MSG.last4Required] }],
    ["no email", { last4SSN: LAST4 }, { emailAddress: [MSG.emailRequired] }],
    ["an invalid email", { emailAddress: "jordan@example", last4SSN: LAST4 }, { emailAddress: [MSG.emailInvalid] }],
    ["no last 4", { emailAddress: EMAIL }, { last4SSN: [MSG.last4Required] }],
    ["3 digits", { emailAddress: EMAIL, last4SSN: "123" }, { last4SSN: [MSG.last4Required] }],
    ["letters", { emailAddress: EMAIL, last4SSN: "12a4" }, { last4SSN: [MSG.last4Required] }],
    ["5 digits", { emailAddress: EMAIL, last4SSN: "12345" }, { last4SSN: [MSG.last4Required] }],
  ])("%s: back to the form with SPEC's message, asking the bank nothing", async (_name, fields, errors) => {
    const { response, session } = await send(fields);
    expectRedirect(response, "/check-application-status");
    expect(session.data.formResult?.result).toMatchObject({ status: "error", error: errors });
    expect(session.data.formResult?.result.initialValue).not.toHaveProperty("last4SSN");
    expect(h.requests).toHaveLength(0);
  });

  it("details that match nothing (400): SPEC's check-status failure page", async () => {
    const { response, session } = await send({ emailAddress: "nobody@example.com", last4SSN: LAST4 });
    expectRedirect(response, "/error?reason=check-status-failed");
    expect(session.data.otp).toBeUndefined();
  });

  it("a 500 from the bank: the check-status failure page too", async () => {
    h.bank.faults.sendCheckAppStatusOtp = { kind: "500" };
    const { response } = await send({ emailAddress: EMAIL, last4SSN: LAST4 });
    expectRedirect(response, "/error?reason=check-status-failed");
  });

  it("a bank that does not answer: 'unable to access your application'", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    h.bank.faults.sendCheckAppStatusOtp = { kind: "timeout" };
    const { response } = await send({ emailAddress: EMAIL, last4SSN: LAST4 });
    expectRedirect(response, "/error?reason=api-unavailable");
  });

  it("401 from the bank ends the session", async () => {
    h.bank.faults.sendCheckAppStatusOtp = { kind: "401" };
    const { response, session } = await send({ emailAddress: EMAIL, last4SSN: LAST4 });
    expectRedirect(response, "/session-expired");
    expect(session.data.statusCheck).toBeUndefined();
  });

  it("a code sent by text shows the masked phone", async () => {
    // The persona's application answers by email; make it one applied for with a text code.
    const first = await send({ emailAddress: EMAIL, last4SSN: LAST4 });
    expectRedirect(first.response, "/otp-check");
    const app = [...h.bank.applications.values()][0]!;
    app.otpMethod = "Mobile";
    const { response, session } = await send({ emailAddress: EMAIL, last4SSN: LAST4 });
    expectRedirect(response, "/otp-check");
    expect(session.data.otp).toMatchObject({ method: "Mobile", destination: "***-***-0143" });
  });

  it("refuses a post without the CSRF token", async () => {
    const { response, thrown } = await send({ emailAddress: EMAIL, last4SSN: LAST4 }, false);
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(h.requests).toHaveLength(0);
  });

  it("refuses a filled honeypot", async () => {
    const { response, thrown } = await send({ emailAddress: EMAIL, last4SSN: LAST4, website: "http://spam" });
    expect(thrown).toBe(true);
    expect(response.status).toBe(400);
  });
});

describe("check-application-status loader", () => {
  it("keeps the email of the last check, shows an error once", async () => {
    const { session, context } = await send({ emailAddress: "jordan@example", last4SSN: "1" });
    const first = await dataOf(loader({ request: get("/check-application-status"), context, params: {} }));
    expect(first.hasErrors).toBe(true);
    const second = await dataOf(loader({ request: get("/check-application-status"), context, params: {} }));
    expect(second.hasErrors).toBe(false);
    session.data.statusCheck = { emailAddress: EMAIL };
    const third = await dataOf(loader({ request: get("/check-application-status"), context, params: {} }));
    expect(third.defaults).toEqual({ emailAddress: EMAIL });
  });
});

describe("check-application-status guessing limits (issue 10)", () => {
  it("an 11th check of one email within the hour is refused (429), from any session", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { response } = await send({ emailAddress: EMAIL, last4SSN: "0000" });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});
