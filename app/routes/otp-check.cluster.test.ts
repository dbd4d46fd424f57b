import { describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import { CODE_SENDS_PER_DESTINATION } from "~/domain/code-limits";
import { MSG } from "~/domain/messages";
import { nextRequest, useAppHarness, visitor, type Visitor } from "../../test/app-harness";
import { expectRedirect, post, settle } from "../../test/requests";
import { useTwoInstances } from "../../test/two-instances";
import { action as basicInfoAction } from "./basic-info";
import { action as otpAction } from "./otp-check";

/*
 * Codes are limited per person, not per lead (issue 46): the codes sent to one phone and the codes
 * typed against it are counted once for two instances on one Redis, whatever the lead or session.
 */

/** Guesses per person low enough to reach with two sessions: the bank ends a lead's session at its second wrong code. */
const PER_PERSON = 2;
const h = useAppHarness();
const cluster = useTwoInstances(h, { GUESS_LIMIT_PER_IDENTITY_HOUR: String(PER_PERSON) });

const PHONE_DIGITS = "2125550143";

/** A new session on instance `index` that asks for a lead whose code is texted to the one phone. */
async function leadOn(index: 0 | 1, firstName: string): Promise<{ v: Visitor; location: string | null }> {
  const v = await visitor(cluster.on(index), { draft: { cardType: "basic" } });
  const { response } = await settle(
    basicInfoAction({
      request: post("/basic-info", {
        csrf: v.session.data.csrf,
        firstName,
        lastName: "Doe",
        emailAddress: `${firstName.toLowerCase()}@example.com`,
        primaryPhone: "212-555-0143",
        otpMethod: "Mobile",
        phoneConsent: "on",
      }),
      context: v.context,
      params: {},
    }),
  );
  await v.session.save();
  return { v, location: response.headers.get("Location") };
}

/** The visitor's next request, served by instance `index`, posting a code. */
async function guessOn(index: 0 | 1, who: Visitor, otpCode: string) {
  const next = await nextRequest(cluster.on(index), who);
  const answer = await settle(
    otpAction({
      request: post("/otp-check", { csrf: next.session.data.csrf, intent: "verify", otpCode }),
      context: next.context,
      params: {},
    }),
  );
  await next.session.save().catch(() => {});
  return answer;
}

describe("one-time codes across two instances on one Redis", () => {
  it("guesses at one person from two sessions on two instances are counted together", async () => {
    const a = await leadOn(0, "Jane");
    const b = await leadOn(1, "Jana");
    expect([a.location, b.location]).toEqual(["/otp-check", "/otp-check"]);

    expectRedirect((await guessOn(0, a.v, "111111")).response, "/otp-check");
    expectRedirect((await guessOn(1, b.v, "222222")).response, "/otp-check");
    expect(h.count("/api/security/verifyLeadOtp")).toBe(PER_PERSON);
    // Session A's next code, on the other instance, even the right one: this person's guesses are spent.
    const refused = await guessOn(1, a.v, MOCK_OTP_CODE);
    expect(refused.response.status).toBe(429);
    expect(h.count("/api/security/verifyLeadOtp")).toBe(PER_PERSON);
  });

  it("codes sent to one phone from leads on two instances are counted together; the counters hold no phone or email", async () => {
    const hourly = CODE_SENDS_PER_DESTINATION.hour.limit;
    const names = ["Jane", "Jana", "Janb", "Janc", "Jand", "Jane", "Janf", "Jang"];
    const locations: Array<string | null> = [];
    for (const [i, name] of names.entries()) locations.push((await leadOn(i % 2 ? 1 : 0, name)).location);
    expect(locations.slice(0, hourly)).toEqual(Array(hourly).fill("/otp-check"));
    expect(locations.slice(hourly)).toEqual(Array(names.length - hourly).fill("/basic-info"));
    expect(h.count("/api/application/createLead")).toBe(hourly);

    const keys = (await cluster.keys()).filter((key) => key.startsWith("sca:guess:"));
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(new RegExp(`${PHONE_DIGITS}|example\\.com|jan[a-g]`, "i"));
  });

  it("a new code asked for on the other instance counts with them", async () => {
    const hourly = CODE_SENDS_PER_DESTINATION.hour.limit;
    const leads = [];
    for (let i = 0; i < hourly; i += 1) leads.push(await leadOn(i % 2 ? 1 : 0, `Jan${"abcde"[i]}`));
    const first = leads[0]!.v;
    const next = await nextRequest(cluster.on(1), first);
    const { response } = await settle(
      otpAction({
        request: post("/otp-check", { csrf: next.session.data.csrf, intent: "resend" }),
        context: next.context,
        params: {},
      }),
    );
    expectRedirect(response, "/otp-check");
    expect(h.count("/api/security/resendLeadOtp")).toBe(0);
    expect(next.session.data.formResult?.result.error).toEqual({ "": [MSG.codeSendsSpent] });
  });
});
