import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import type { CardType } from "~/domain/products";
import type { SessionData } from "~/session/data";
import { useAppHarness, type AppHarness } from "../../test/app-harness";
import { IDENTITY_FIELDS } from "../../scripts/lib/applicant-answers.mjs";
import { applicant, draftFor, HOME_ADDRESS } from "../../test/flow-harness";
import { jsonWithout } from "../../test/json-without";
import { expectRedirect, posted } from "../../test/requests";
import { action as basicInfoAction } from "./basic-info";
import { action as checkStatusAction } from "./check-application-status";
import { action as fundingSourceAction } from "./funding-source";
import { action as identityConfirmAction } from "./identity-confirm";
import { action as identityAction } from "./identity-verification";
import { action as downsellAction } from "./launch-downsell";
import { action as mailingAction } from "./mailing-address";
import { action as otpAction } from "./otp-check";
import { action as submitAction } from "./submit-application";

/*
 * The step events of docs/decisions/0021-step-events.md, as the server's analytics sink receives
 * them from each action (and as the session queues them for the browser's data layer).
 */
const h: AppHarness = useAppHarness();

type Action = (args: { request: Request; context: AppLoadContext; params: Record<string, string> }) => Promise<unknown>;

function run(action: Action, path: string, context: AppLoadContext, fields: Record<string, string | undefined>) {
  return posted(action, path, context, { csrf: context.session.data.csrf, ...fields });
}

const names = () => h.events.map((e) => e.event);
const queued = (context: AppLoadContext) => (context.session.data.analytics ?? []).map((e) => e.event);

const BEFORE = {
  identity: ["income", "creditLine"],
  identityConfirm: ["income", "creditLine", "identity"],
  mailingAddress: ["income", "creditLine", "identity", "identityConfirm"],
};
const AT_TERMS = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress", "fundingSource"];
const AGREED = { eSignConsent: "on", termsAndConditions: "on" };
/** A fresh visitor (no lead yet) on the given card. */
async function visitor(cardType?: CardType) {
  const session = await h.services.sessions.load(undefined, () => {});
  if (cardType) session.data.draft.cardType = cardType;
  return { ...h.services, nonce: "n", session, clientIp: "203.0.113.7" } as AppLoadContext;
}

describe("the code step (2 of 9)", () => {
  it("a verified application code: card-prefixed OtpNext, then application_step_1; a wrong code fires nothing", async () => {
    const context = await visitor("plus");
    const basic = await run(basicInfoAction, "/basic-info", context, {
      firstName: "Ana",
      lastName: "Lopez",
      emailAddress: "Ana.Lopez@example.com",
      primaryPhone: "212-555-0143",
      otpMethod: "Email",
    });
    expectRedirect(basic.response, "/otp-check");
    expect(names()).toEqual(["Plus_BasicInfoNext", "application_step_0"]);
    h.events.length = 0;

    const wrong = await run(otpAction, "/otp-check", context, { intent: "verify", otpCode: "111111" });
    expectRedirect(wrong.response, "/otp-check");
    expect(h.events).toHaveLength(0);

    const right = await run(otpAction, "/otp-check", context, { intent: "verify", otpCode: MOCK_OTP_CODE });
    expectRedirect(right.response, "/debt-to-income");
    expect(names()).toEqual(["Plus_OtpNext", "application_step_1"]);
    expect(h.events[0]).toEqual({
      event: "Plus_OtpNext",
      step_name: "otp",
      card_selected: "plus",
      traffic_source: undefined,
      user_id: context.userIdOf({ emailAddress: "ana.lopez@example.com" }),
      event_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      // Issue 16: the page's language is a dimension of every event (names stay English).
      language: "en",
    });
    // Queued for the next page's data layer too, across the session id rotation; never PII.
    expect(queued(context)).toEqual(["Plus_BasicInfoNext", "application_step_0", "Plus_OtpNext", "application_step_1"]);
    const saved = (await h.store.get(context.session.id))?.data as SessionData | undefined;
    expect(saved?.analytics?.map((e) => e.event)).toContain("application_step_1");
    expect(JSON.stringify(h.events)).not.toMatch(/Ana|Lopez|example\.com|5550143/);
  });

  it("the status check's code is not a step: no event", async () => {
    const context = await visitor();
    const sent = await run(checkStatusAction, "/check-application-status", context, {
      emailAddress: "jordan+wt_fnd@example.com",
      last4SSN: "1234",
    });
    expectRedirect(sent.response, "/otp-check");
    const verified = await run(otpAction, "/otp-check", context, { intent: "verify", otpCode: MOCK_OTP_CODE });
    expectRedirect(verified.response, "/view-application");
    expect(h.events).toHaveLength(0);
    expect(queued(context)).toEqual([]);
  });
});

describe("identity (5 of 9) and identity confirm (6 of 9)", () => {
  it("identity accepted: IdentityNext, application_step_4; a rejected form fires nothing", async () => {
    const { context } = await applicant(h, draftFor("basic", { completed: BEFORE.identity }));
    const rejected = await run(identityAction, "/identity-verification", context, {
      ...IDENTITY_FIELDS,
      zipCode: "00100",
    });
    expectRedirect(rejected.response, "/identity-verification");
    expect(h.events).toHaveLength(0);

    const accepted = await run(identityAction, "/identity-verification", context, IDENTITY_FIELDS);
    expectRedirect(accepted.response, "/identity-confirm");
    expect(names()).toEqual(["IdentityNext", "application_step_4"]);
    expect(h.events.every((e) => e.step_name === "identity" && e.card_selected === "basic")).toBe(true);
    // event_id (a random UUID, checked above) may spell any digits.
    expect(jsonWithout(h.events, ["event_id"])).not.toMatch(/6789|1990|Main St|Jane/);
  });

  it("identity confirmed: Plus_IdentityConfirmNext, application_step_5", async () => {
    const { context } = await applicant(h, draftFor("plus", { completed: BEFORE.identityConfirm }));
    const { response } = await run(identityConfirmAction, "/identity-confirm", context, {});
    expectRedirect(response, "/mailing-address");
    expect(names()).toEqual(["Plus_IdentityConfirmNext", "application_step_5"]);
    expect(h.events[0]).toMatchObject({ step_name: "identity_confirm", card_selected: "plus" });
  });
});

describe("mailing address (7 of 9)", () => {
  it("accepted: Launch_MailingAddressNext, application_step_6; a rejected form fires nothing", async () => {
    const { context } = await applicant(h, draftFor("launch", { completed: BEFORE.mailingAddress }));
    const rejected = await run(mailingAction, "/mailing-address", context, {});
    expectRedirect(rejected.response, "/mailing-address");
    expect(h.events).toHaveLength(0);

    const { response } = await run(mailingAction, "/mailing-address", context, { mailToType: "home" });
    expectRedirect(response, "/funding-source");
    expect(names()).toEqual(["Launch_MailingAddressNext", "application_step_6"]);
    expect(h.events[0]).toMatchObject({ step_name: "mailing_address", card_selected: "launch" });
  });
});

describe("funding source (8 of 9)", () => {
  it("fund now: FundingSourceNext (SPEC §4.3) and application_step_7", async () => {
    const { context } = await applicant(h, draftFor("basic"));
    const { response } = await run(fundingSourceAction, "/funding-source", context, { fundingType: "DBT" });
    expectRedirect(response, "/funding-payment");
    expect(names()).toEqual(["FundingSourceNext", "application_step_7"]);
    expect(h.events[1]).toMatchObject({ step_name: "funding_source", card_selected: "basic" });
  });

  it("fund later (plus, on to the downsell): Plus_FundingSourceNext and application_step_7; nothing chosen fires nothing", async () => {
    const { context } = await applicant(h, draftFor("plus"));
    await run(fundingSourceAction, "/funding-source", context, {});
    expect(h.events).toHaveLength(0);
    const { response } = await run(fundingSourceAction, "/funding-source", context, { fundingType: "FDL" });
    expectRedirect(response, "/launch-downsell");
    expect(names()).toEqual(["Plus_FundingSourceNext", "application_step_7"]);
  });
});

describe("the Launch downsell", () => {
  const offered = () => applicant(h, draftFor("plus", { fundingType: "FDL", fundToday: false, completed: AT_TERMS }));

  /** Answers the offer with `intent`: on to `location`, with the one `event`, on the card it was offered on. */
  async function expectAnswer(intent: string, location: string, event: string) {
    const { context } = await offered();
    const { response } = await run(downsellAction, "/launch-downsell", context, { intent });
    expectRedirect(response, location);
    expect(names()).toEqual([event]);
    expect(h.events[0]).toMatchObject({ step_name: "launch_downsell", card_selected: "plus" });
    return context;
  }

  it("'Accept offer': LaunchDownsellAccept on the card it was offered on; later steps are Launch_", async () => {
    const context = await expectAnswer("accept", "/identity-confirm", "LaunchDownsellAccept");
    h.events.length = 0;
    const confirmed = await run(identityConfirmAction, "/identity-confirm", context, {});
    expectRedirect(confirmed.response, "/mailing-address");
    expect(names()).toEqual(["Launch_IdentityConfirmNext", "application_step_5"]);
  });

  it("'Close': LaunchDownsellClose", async () => {
    await expectAnswer("close", "/terms-and-conditions", "LaunchDownsellClose");
  });
});

describe("terms (9 of 9) and the submission", () => {
  it("sent to the bank: TermsNext, application_step_8, then the result; rejected or repeated posts fire nothing", async () => {
    const { context } = await applicant(
      h,
      draftFor("basic", { fundingType: "FDL", fundToday: false, completed: AT_TERMS }),
    );
    const rejected = await run(submitAction, "/submit-application", context, { eSignConsent: "on" });
    expectRedirect(rejected.response, "/terms-and-conditions");
    expect(h.events).toHaveLength(0);

    const sent = await run(submitAction, "/submit-application", context, AGREED);
    expectRedirect(sent.response, "/app-approved-waiting-for-funds");
    expect(names()).toEqual(["TermsNext", "application_step_8", "application_submitted"]);
    expect(h.events[0]).toMatchObject({ step_name: "terms", card_selected: "basic" });
    expect(h.events[2]).toMatchObject({ result: "see_email" });

    // Back and Submit again: the same application, no second set of events.
    const again = await run(submitAction, "/submit-application", context, AGREED);
    expectRedirect(again.response, "/submit-application");
    expect(names()).toHaveLength(3);
    expect(h.count("/api/application/submitLead")).toBe(1);
  });

  it("Launch, funded now: Launch_TermsNext, application_step_8, 'immediate'", async () => {
    const { context, session } = await applicant(
      h,
      draftFor("launch", {
        fundingType: "DBT",
        fundToday: true,
        cardHolderFirstName: "Jane",
        cardHolderLastName: "Doe",
        billingAddress: HOME_ADDRESS,
        completed: [...AT_TERMS, "fundingPayment"],
      }),
    );
    context.cards.put(session.id, { cardNumber: "4111111111111111", expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await run(submitAction, "/submit-application", context, AGREED);
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(names()).toEqual(["Launch_TermsNext", "application_step_8", "application_submitted"]);
    expect(h.events[2]).toMatchObject({ result: "immediate", card_selected: "launch" });
  });
});
