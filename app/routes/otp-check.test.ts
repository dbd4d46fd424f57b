import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import { CODE_SENDS_PER_DESTINATION } from "~/domain/code-limits";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { MSG, MSG_KEY } from "~/domain/messages";
import type { RequestSession } from "~/session/request-session.server";
import { useAppHarness, visitor, storedAtEnd } from "../../test/app-harness";
import { expectRedirect, get, post, settle } from "../../test/requests";
import { action as basicInfoAction } from "./basic-info";
import { action, loader } from "./otp-check";

const h = useAppHarness();
const { T0 } = h;

/** A visitor who has filled in basic information (through its real action) and was sent a code. */
async function awaitingCode() {
  const { session, cookies, context } = await visitor(h, { draft: { cardType: "basic" } });
  const { response } = await settle(
    basicInfoAction({
      request: post("/basic-info", {
        csrf: session.data.csrf,
        firstName: "Jane",
        lastName: "Doe",
        emailAddress: "jane.doe@example.com",
        primaryPhone: "212-555-0143",
        otpMethod: "Mobile",
        phoneConsent: "on",
      }),
      context,
      params: {},
    }),
  );
  expectRedirect(response, "/otp-check");
  const leadId = session.data.leadId ?? "";
  expect(h.bank.leads.has(leadId)).toBe(true);
  h.requests.length = 0;
  return { session, cookies, context, leadId };
}

/** The loader's data (a GET of the page). */
async function pageData(context: AppLoadContext) {
  const result = await loader({ request: get("/otp-check"), context, params: {} });
  if (result instanceof Response || !("purpose" in result)) throw new Error("expected data");
  return result;
}

function verify(context: AppLoadContext, session: RequestSession, otpCode: string) {
  return settle(
    action({
      request: post("/otp-check", { csrf: session.data.csrf, intent: "verify", otpCode }),
      context,
      params: {},
    }),
  );
}

describe("otp-check action: verifying", () => {
  it("a wrong code goes back with SPEC's invalid-code message", async () => {
    const { session, context, leadId } = await awaitingCode();
    const { response } = await verify(context, session, "111111");
    expectRedirect(response, "/otp-check");
    expect(session.data.formResult).toMatchObject({
      path: "/otp-check",
      result: { status: "error", error: { otpCode: ["The code you entered was invalid, please try again!"] } },
    });
    expect(session.data.verifiedAt).toBeUndefined();
    expect(session.data.otp).toBeDefined();
    expect(h.bank.leads.get(leadId)?.wrongAttempts).toBe(1);
  });

  it("the right code verifies, rotates the session id and goes to /debt-to-income", async () => {
    const { session, context, cookies, leadId } = await awaitingCode();
    const oldId = session.id;
    h.now += 60_000;
    const { response } = await verify(context, session, "123 456");
    expectRedirect(response, "/debt-to-income");
    expect(session.id).not.toBe(oldId);
    expect(await h.services.sessions.read(oldId)).toBeNull();
    expect((await h.store.get(session.id))?.data).toMatchObject({
      verifiedAt: h.now,
      leadId,
      draft: { firstName: "Jane" },
    });
    expect(session.data.otp).toBeUndefined();
    expect(cookies.at(-1)).toContain(`sid=${session.id}.`);
    expect(h.bank.leads.get(leadId)?.verified).toBe(true);
  });

  it("an expired code shows the expired message without asking the bank", async () => {
    const { session, context, leadId } = await awaitingCode();
    h.now = T0 + OTP_VALIDITY_MS;
    const { response } = await verify(context, session, MOCK_OTP_CODE);
    expectRedirect(response, "/otp-check");
    expect(session.data.formResult?.result).toMatchObject({ error: { otpCode: [MSG.otpExpired] } });
    expect(h.count("/api/security/verifyLeadOtp")).toBe(0);
    expect(h.bank.leads.get(leadId)?.verified).toBe(false);
    expect(session.data.verifiedAt).toBeUndefined();
  });

  it("a malformed code goes back with the invalid message without asking the bank", async () => {
    const { session, context } = await awaitingCode();
    const { response } = await verify(context, session, "12 34");
    expectRedirect(response, "/otp-check");
    expect(session.data.formResult?.result).toMatchObject({ error: { otpCode: [MSG.otpInvalid] } });
    expect(h.count("/api/security/verifyLeadOtp")).toBe(0);
  });

  it("an empty code asks for the code", async () => {
    const { session, context } = await awaitingCode();
    await verify(context, session, "");
    expect(session.data.formResult?.result).toMatchObject({ error: { otpCode: [MSG.otpRequired] } });
  });

  it("000000 (400 from the bank) goes to the generic error screen", async () => {
    const { session, context } = await awaitingCode();
    const { response } = await verify(context, session, "000000");
    expectRedirect(response, "/error?reason=generic");
    expect(session.data.verifiedAt).toBeUndefined();
  });

  it("a second wrong code (403 from the bank) ends the session", async () => {
    const { session, context } = await awaitingCode();
    await verify(context, session, "111111");
    const oldId = session.id;
    const { response } = await verify(context, session, "222222");
    expectRedirect(response, "/session-expired");
    expect(session.id).not.toBe(oldId);
    expect(session.data.leadId).toBeUndefined();
    expect(session.data.draft).toEqual({});
    expect(await h.services.sessions.read(oldId)).toBeNull();
  });

  it("a bank timeout goes to the API-unavailable screen", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const { session, context } = await awaitingCode();
    h.bank.faults.verifyLeadOtp = { kind: "timeout" };
    const { response } = await verify(context, session, MOCK_OTP_CODE);
    expectRedirect(response, "/error?reason=api-unavailable");
  });
});

describe("otp-check action: resending", () => {
  it("sends a new code, notes it for the page and restarts the 5 minutes", async () => {
    const { session, context, leadId } = await awaitingCode();
    h.now = T0 + OTP_VALIDITY_MS + 30_000;
    const { response } = await settle(
      action({ request: post("/otp-check", { csrf: session.data.csrf, intent: "resend" }), context, params: {} }),
    );
    expectRedirect(response, "/otp-check");
    expect(h.count("/api/security/resendLeadOtp")).toBe(1);
    expect(session.data.notice).toEqual({ path: "/otp-check", text: MSG_KEY.otpResent });
    expect(session.data.otp).toMatchObject({ sentAt: h.now, initial: false, method: "Mobile" });
    expect(h.bank.leads.get(leadId)?.sentAt).toBe(h.now);
    expect(await storedAtEnd(h, session)).toMatchObject({
      notice: { text: MSG_KEY.otpResent },
      otp: { sentAt: h.now },
    });

    // The code now verifies again.
    const { response: verified } = await verify(context, session, MOCK_OTP_CODE);
    expectRedirect(verified, "/debt-to-income");
  });

  it("new codes count with every code sent to that phone, other leads' too: past the budget none is sent and the page says why", async () => {
    const { session, context } = await awaitingCode();
    // Another lead for the same phone (another session, another first name) was sent a code too.
    const other = await visitor(h, { draft: { cardType: "basic" } });
    const fields = { firstName: "Jana", lastName: "Doe", emailAddress: "jana@example.com", otpMethod: "Mobile" };
    const { response: made } = await settle(
      basicInfoAction({
        request: post("/basic-info", {
          ...fields,
          primaryPhone: "(212) 555 0143",
          phoneConsent: "on",
          csrf: other.session.data.csrf,
        }),
        context: other.context,
        params: {},
      }),
    );
    expectRedirect(made, "/otp-check");
    const resend = () =>
      settle(
        action({ request: post("/otp-check", { csrf: session.data.csrf, intent: "resend" }), context, params: {} }),
      );
    const hourly = CODE_SENDS_PER_DESTINATION.hour.limit;
    for (let i = 2; i < hourly; i += 1) expectRedirect((await resend()).response, "/otp-check");
    expect(h.count("/api/security/resendLeadOtp")).toBe(hourly - 2);
    session.data.notice = undefined;

    expectRedirect((await resend()).response, "/otp-check");
    expect(h.count("/api/security/resendLeadOtp")).toBe(hourly - 2);
    const page = await pageData(context);
    expect(page.lastResult?.error?.[""]).toEqual([MSG.codeSendsSpent]);
    expect(page.notice).toBeNull();
    // The code already sent still verifies.
    expectRedirect((await verify(context, session, MOCK_OTP_CODE)).response, "/debt-to-income");
  });

  it("a resend failure with 500 goes to the generic error screen", async () => {
    const { session, context } = await awaitingCode();
    h.bank.faults.resendLeadOtp = { kind: "500" };
    const { response } = await settle(
      action({ request: post("/otp-check", { csrf: session.data.csrf, intent: "resend" }), context, params: {} }),
    );
    expectRedirect(response, "/error?reason=generic");
    expect(session.data.notice).toBeUndefined();
  });
});

describe("otp-check action: guards", () => {
  it("refuses a missing CSRF token with 403", async () => {
    const { context } = await awaitingCode();
    const { thrown, response } = await settle(
      action({ request: post("/otp-check", { otpCode: MOCK_OTP_CODE }), context, params: {} }),
    );
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(h.count("/api/security/verifyLeadOtp")).toBe(0);
  });

  it("sends a visitor with no code pending back to basic information", async () => {
    const session = await h.services.sessions.load(undefined, () => {});
    session.data.draft.cardType = "basic";
    const context = h.context(session);
    const { response } = await verify(context, session, MOCK_OTP_CODE);
    expectRedirect(response, "/basic-info", 302);
  });
});

describe("otp-check loader", () => {
  it("describes where the code went and when it expires", async () => {
    const { context } = await awaitingCode();
    h.now = T0 + 60_000;
    const data = await pageData(context);
    expect(data).toMatchObject({
      purpose: "lead",
      method: "Mobile",
      destination: "***-***-0143",
      expiresAt: T0 + OTP_VALIDITY_MS,
      serverNow: h.now,
      expired: false,
      notice: null,
      lastResult: null,
      hasErrors: false,
    });
    expect(data.expiresAtText).toMatch(/^\d{1,2}:\d{2}\sAM ET$/);
  });

  it("shows an error once, a notice once, and says when the code has expired", async () => {
    const { context, session } = await awaitingCode();
    const get = () => pageData(context);
    await verify(context, session, "111111");
    const afterWrongCode = await get();
    expect(afterWrongCode.hasErrors).toBe(true);
    expect(afterWrongCode.lastResult?.error?.otpCode).toEqual([MSG.otpInvalid]);
    expect((await get()).lastResult).toBeNull();

    await settle(
      action({ request: post("/otp-check", { csrf: session.data.csrf, intent: "resend" }), context, params: {} }),
    );
    const afterResend = await get();
    expect(afterResend.notice).toBe(MSG.otpResent);
    expect(afterResend.hasErrors).toBe(false);
    expect((await get()).notice).toBeNull();

    h.now += OTP_VALIDITY_MS;
    expect((await get()).expired).toBe(true);
  });
});
