import { describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import { CODE_SENDS_PER_DESTINATION } from "~/domain/code-limits";
import { OTP_VALIDITY_MS } from "~/domain/constants";
import { MSG, MSG_KEY } from "~/domain/messages";
import type { Visitor } from "../../test/app-harness";
import { dataOf, expectRedirect, get, post, settle } from "../../test/requests";
import { statusCodeSent, T0, useReturningHarness } from "../../test/returning-harness";
import { action, loader, meta } from "./otp-check";

const h = useReturningHarness();
const EMAIL = "jordan+wt_fnd@example.com";

function verify(v: Visitor, otpCode: string) {
  return settle(
    action({
      request: post("/otp-check", { csrf: v.session.data.csrf, intent: "verify", otpCode }),
      context: v.context,
      params: {},
    }),
  );
}

function resend(v: Visitor) {
  return settle(
    action({
      request: post("/otp-check", { csrf: v.session.data.csrf, intent: "resend" }),
      context: v.context,
      params: {},
    }),
  );
}

describe("otp-check for the status check: verifying", () => {
  it("the right code verifies the status check, rotates the session and goes to /view-application", async () => {
    const v = await statusCodeSent(h, EMAIL);
    const oldId = v.session.id;
    h.requests.length = 0;
    const { response } = await verify(v, "123 456");
    expectRedirect(response, "/view-application");
    expect(h.paths()).toEqual(["/api/security/verifyCheckAppStatusOtp"]);
    expect(v.session.data.statusCheck).toEqual({ emailAddress: EMAIL, verifiedAt: T0 });
    expect(v.session.data.otp).toBeUndefined();
    expect(v.session.id).not.toBe(oldId);
    expect(await h.services.sessions.read(oldId)).toBeNull();
    expect(v.cookies.at(-1)).toContain(`sid=${v.session.id}.`);
    // The application flow is not unlocked by the status check.
    expect(v.session.data.verifiedAt).toBeUndefined();
  });

  it("a wrong code goes back with SPEC's invalid-code message", async () => {
    const v = await statusCodeSent(h, EMAIL);
    const { response } = await verify(v, "111111");
    expectRedirect(response, "/otp-check");
    expect(v.session.data.formResult?.result).toMatchObject({ status: "error", error: { otpCode: [MSG.otpInvalid] } });
    expect(v.session.data.statusCheck?.verifiedAt).toBeUndefined();
  });

  it("a second wrong code (403) ends the session", async () => {
    const v = await statusCodeSent(h, EMAIL);
    await verify(v, "111111");
    const { response } = await verify(v, "222222");
    expectRedirect(response, "/session-expired");
    expect(v.session.data.statusCheck).toBeUndefined();
  });

  it("000000 (400) goes to the generic error screen", async () => {
    const v = await statusCodeSent(h, EMAIL);
    const { response } = await verify(v, "000000");
    expectRedirect(response, "/error?reason=generic");
  });

  it("an expired code: the expired message, the bank not asked", async () => {
    const v = await statusCodeSent(h, EMAIL);
    h.now = T0 + OTP_VALIDITY_MS;
    h.requests.length = 0;
    const { response } = await verify(v, MOCK_OTP_CODE);
    expectRedirect(response, "/otp-check");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { otpCode: [MSG.otpExpired] } });
    expect(h.requests).toHaveLength(0);
  });

  it("an empty code asks for the code", async () => {
    const v = await statusCodeSent(h, EMAIL);
    await verify(v, "");
    expect(v.session.data.formResult?.result).toMatchObject({ error: { otpCode: [MSG.otpRequired] } });
  });

  it("a bank timeout goes to the API-unavailable screen", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const v = await statusCodeSent(h, EMAIL);
    h.bank.faults.verifyCheckAppStatusOtp = { kind: "timeout" };
    const { response } = await verify(v, MOCK_OTP_CODE);
    expectRedirect(response, "/error?reason=api-unavailable");
  });

  it("without the email of the check, back to the status check form", async () => {
    const v = await statusCodeSent(h, EMAIL);
    v.session.data.statusCheck = undefined;
    const { response } = await verify(v, MOCK_OTP_CODE);
    expectRedirect(response, "/check-application-status");
  });
});

describe("otp-check for the status check: resending", () => {
  it("resends with the status-check call and restarts the 5 minutes", async () => {
    const v = await statusCodeSent(h, EMAIL);
    h.now = T0 + OTP_VALIDITY_MS + 1000;
    h.requests.length = 0;
    const { response } = await resend(v);
    expectRedirect(response, "/otp-check");
    expect(h.paths()).toEqual(["/api/security/resendCheckAppStatusOtp"]);
    expect(v.session.data.otp).toMatchObject({
      purpose: "status",
      sentAt: T0 + OTP_VALIDITY_MS + 1000,
      initial: false,
    });
    expect(v.session.data.notice).toEqual({ path: "/otp-check", text: MSG_KEY.otpResent });
    const { response: verified } = await verify(v, MOCK_OTP_CODE);
    expectRedirect(verified, "/view-application");
  });

  it("the check's own code and a lead's code to the same email count with the new codes asked for", async () => {
    const v = await statusCodeSent(h, EMAIL);
    // A lead whose code went to the same address (another session), spelled otherwise.
    expect(await h.services.guesses.allowCodeSend(h.services.guesses.destinationKey(`email:${EMAIL}`))).toBe(true);
    h.requests.length = 0;
    const hourly = CODE_SENDS_PER_DESTINATION.hour.limit;
    for (let i = 2; i < hourly; i += 1) expectRedirect((await resend(v)).response, "/otp-check");
    expectRedirect((await resend(v)).response, "/otp-check");
    expect(h.paths().filter((path) => path.endsWith("/resendCheckAppStatusOtp"))).toHaveLength(hourly - 2);
    expect(v.session.data.formResult?.result.error).toEqual({ "": [MSG.codeSendsSpent] });
  });

  it("a resend failure with 500 goes to the generic error screen", async () => {
    const v = await statusCodeSent(h, EMAIL);
    h.bank.faults.resendCheckAppStatusOtp = { kind: "500" };
    const { response } = await resend(v);
    expectRedirect(response, "/error?reason=generic");
  });
});

describe("otp-check loader and title for the status check", () => {
  it("says where the code went; the title has no step", async () => {
    const v = await statusCodeSent(h, EMAIL);
    const page = await dataOf(loader({ request: get("/otp-check"), context: v.context, params: {} }));
    expect(page).toMatchObject({
      purpose: "status",
      method: "Email",
      destination: "j***@example.com",
      hasErrors: false,
    });
    // The page's words come with its data (texts), as Remix's matches hand them to meta.
    const tags = meta({ data: page, matches: [{ data: page }] } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toEqual([{ title: "Enter your code" }]);
  });
});
