import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { CODE_SENDS_PER_DESTINATION } from "~/domain/code-limits";
import { MSG } from "~/domain/messages";
import {
  basicInfoDraft,
  ending,
  nextRequest,
  useAppHarness,
  visitor as newVisitor,
  storedAtEnd,
} from "../../test/app-harness";
import { expectRedirect, get, post, settle } from "../../test/requests";
import { action, loader } from "./basic-info";

const h = useAppHarness();
const { T0 } = h;

/** A visitor who chose the basic card: their session, the cookies sent to them and a load context. */
function visitor(cardType: "basic" | "plus" | null = "basic") {
  return newVisitor(h, cardType ? { draft: { cardType } } : {});
}

const VALID = {
  firstName: "Jane",
  lastName: "Doe",
  emailAddress: "jane.doe@example.com",
  primaryPhone: "(212) 555-0143",
  otpMethod: "Email",
};

async function submit(context: AppLoadContext, fields: Record<string, string>) {
  return action({ request: post("/basic-info", fields), context, params: {} });
}

/** The loader's data (a GET of the page). */
async function pageData(context: AppLoadContext) {
  const result = await loader({ request: get("/basic-info"), context, params: {} });
  if (result instanceof Response || !("lastResult" in result)) throw new Error("expected data");
  return result;
}

describe("basic-info action: the checks every POST needs", () => {
  it("refuses a missing CSRF token with 403", async () => {
    const { context } = await visitor();
    const { thrown, response } = await settle(submit(context, VALID));
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(h.bank.leads.size).toBe(0);
  });

  it("refuses a wrong CSRF token with 403", async () => {
    const { context, session } = await visitor();
    const { thrown, response } = await settle(submit(context, { ...VALID, csrf: `${session.data.csrf}x` }));
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
  });

  it("refuses another session's CSRF token", async () => {
    const other = await visitor();
    const { context } = await visitor();
    const { response } = await settle(submit(context, { ...VALID, csrf: other.session.data.csrf }));
    expect(response.status).toBe(403);
  });

  it("refuses a filled honeypot with 400", async () => {
    const { context, session } = await visitor();
    const { thrown, response } = await settle(
      submit(context, { ...VALID, csrf: session.data.csrf, website: "http://spam.example" }),
    );
    expect(thrown).toBe(true);
    expect(response.status).toBe(400);
    expect(h.bank.leads.size).toBe(0);
  });

  it("sends an expired session to the session-expired page (303)", async () => {
    const first = await visitor();
    h.now = T0 + IDLE_TIMEOUT_MS + 1;
    const { session, context } = await nextRequest(h, first);
    expect(session.status).toBe("expired");
    const { thrown, response } = await settle(submit(context, { ...VALID, csrf: first.session.data.csrf }));
    expect(thrown).toBe(true);
    expectRedirect(response, "/session-expired?reason=idle");
    expect(h.bank.leads.size).toBe(0);
  });

  it("sends a visitor without a chosen card to the intro", async () => {
    const { context, session } = await visitor(null);
    const { response } = await settle(submit(context, { ...VALID, csrf: session.data.csrf }));
    expectRedirect(response, "/");
  });
});

describe("basic-info action: invalid input", () => {
  it("goes back (303) with the errors and typed values kept for one GET", async () => {
    const { context, session } = await visitor();
    const typed = {
      firstName: "J4ne",
      lastName: "",
      emailAddress: "jane@",
      primaryPhone: "155-555-0143",
      otpMethod: "Mobile",
    };
    const { response } = await settle(submit(context, { ...typed, csrf: session.data.csrf, website: "" }));
    expectRedirect(response, "/basic-info");

    const kept = session.data.formResult;
    expect(kept?.path).toBe("/basic-info");
    expect(kept?.result).toMatchObject({
      status: "error",
      error: {
        firstName: [MSG.firstNameAlpha],
        lastName: [MSG.lastNameRequired],
        emailAddress: [MSG.emailInvalid],
        primaryPhone: [MSG.phoneInvalid],
      },
    });
    const initialValue = kept?.result.initialValue as Record<string, unknown>;
    expect(initialValue).toMatchObject({
      firstName: "J4ne",
      emailAddress: "jane@",
      primaryPhone: "155-555-0143",
      otpMethod: "Mobile",
    });
    // The CSRF token and the honeypot are never kept.
    expect(initialValue).not.toHaveProperty("csrf");
    expect(initialValue).not.toHaveProperty("website");
    // Saved, so the next request sees it.
    expect(await storedAtEnd(h, session)).toMatchObject({ formResult: { path: "/basic-info" } });
    // Nothing was sent to the bank.
    expect(h.paths()).not.toContain("/api/application/createLead");
    expect(session.data.leadId).toBeUndefined();
  });

  it("the loader returns the kept result once", async () => {
    const { context, session } = await visitor();
    await submit(context, { ...VALID, firstName: "", csrf: session.data.csrf });

    const first = await pageData(context);
    expect(first.hasErrors).toBe(true);
    expect(first.lastResult).toMatchObject({
      status: "error",
      error: { firstName: [MSG.firstNameRequired] },
      initialValue: { lastName: "Doe", emailAddress: "jane.doe@example.com", primaryPhone: "(212) 555-0143" },
    });
    expect(session.data.formResult).toBeUndefined();
    expect((await h.store.get(session.id))?.data).not.toHaveProperty("formResult");

    const second = await pageData(context);
    expect(second.lastResult).toBeNull();
    expect(second.hasErrors).toBe(false);
  });
});

describe("basic-info action: codes sent to one phone, whatever the lead (issue 46)", () => {
  it("a 9th lead for the same phone with another first name sends nothing: the form says why, answers kept", async () => {
    const v = await visitor();
    const hourly = CODE_SENDS_PER_DESTINATION.hour.limit;
    const answers: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      const request = await nextRequest(h, v);
      // One letter of the first name changed each time beats the double-tap guard: a new lead each post.
      const fields = {
        ...VALID,
        firstName: `Jan${"abcdefghi"[i]}`,
        emailAddress: `jane${i}@example.com`,
        primaryPhone: i % 2 ? "212-555-0143" : "+1 (212) 555 0143",
        otpMethod: "Mobile",
        phoneConsent: "on",
        csrf: v.session.data.csrf,
      };
      const { response } = await settle(ending(request.context, submit(request.context, fields)));
      answers.push(response.headers.get("Location") ?? "");
    }
    expect(answers.slice(0, hourly)).toEqual(Array(hourly).fill("/otp-check"));
    expect(answers.slice(hourly)).toEqual(Array(9 - hourly).fill("/basic-info"));
    expect(h.count("/api/application/createLead")).toBe(hourly);

    const page = await pageData((await nextRequest(h, v)).context);
    expect(page.lastResult?.error?.[""]).toEqual([MSG.codeSendsSpent]);
    expect(page.lastResult?.initialValue).toMatchObject({ firstName: "Jani", emailAddress: "jane8@example.com" });
    // Another session, another name: the same phone is still not sent a code; an email code still goes.
    const other = await visitor();
    const refused = await settle(
      submit(other.context, {
        ...VALID,
        firstName: "Maria",
        otpMethod: "Mobile",
        phoneConsent: "on",
        csrf: other.session.data.csrf,
      }),
    );
    expectRedirect(refused.response, "/basic-info");
    const byEmail = await settle(
      submit(other.context, { ...VALID, firstName: "Maria", csrf: other.session.data.csrf }),
    );
    expectRedirect(byEmail.response, "/otp-check");
    expect(h.count("/api/application/createLead")).toBe(hourly + 1);
    // The session keeps where the code went only as a keyed hash.
    expect(JSON.stringify(other.session.data.otp)).not.toMatch(/jane\.doe|2125550143/);
    // An hour later the phone may be sent a code again.
    h.now += 60 * 60_000;
    const later = await visitor();
    const again = await settle(
      submit(later.context, { ...VALID, otpMethod: "Mobile", phoneConsent: "on", csrf: later.session.data.csrf }),
    );
    expectRedirect(again.response, "/otp-check");
  });
});

describe("basic-info action: a double tap (two posts of one session at once)", () => {
  it("creates one lead and sends one code: the second post waits and goes where the first went", async () => {
    const v = await visitor();
    // Two requests of the same session, each with the session as the store held it when it began.
    const first = await nextRequest(h, v);
    const second = await nextRequest(h, v);
    const fields = { ...VALID, csrf: v.session.data.csrf };
    const answers = await Promise.all(
      [first, second].map(({ context }) => settle(ending(context, submit(context, fields)))),
    );
    for (const { response } of answers) expectRedirect(response, "/otp-check");
    expect(h.count("/api/application/createLead")).toBe(1);
    expect(h.bank.leads.size).toBe(1);
    // What the store keeps is the one lead, whichever request saved last.
    const stored = (await h.store.get(v.session.id))?.data as { leadId?: string } | undefined;
    expect(stored?.leadId).toBe([...h.bank.leads.keys()][0]);
  });

  it.each([
    ["seconds later (the server sees the taps one after the other): no second lead", 5_000, 1],
    ["a minute later: a new lead and code, as before", 60_000, 2],
  ])("the same answers posted again %s", async (_when, laterMs, leads) => {
    const v = await visitor();
    const fields = { ...VALID, csrf: v.session.data.csrf };
    await ending(v.context, submit(v.context, fields));
    h.now += laterMs;
    const again = await nextRequest(h, v);
    expectRedirect((await settle(ending(again.context, submit(again.context, fields)))).response, "/otp-check");
    expect(h.count("/api/application/createLead")).toBe(leads);
  });

  it("a post still waiting for the lock when its page has gone: the form again with its answers, no lead", async () => {
    const v = await visitor();
    const held = await h.services.locks.acquire(`lead:${v.session.id}`, 60_000);
    const gone = new AbortController();
    gone.abort();
    const request = new Request(post("/basic-info", { ...VALID, csrf: v.session.data.csrf }), { signal: gone.signal });
    const { response } = await settle(ending(v.context, action({ request, context: v.context, params: {} })));
    expectRedirect(response, "/basic-info");
    expect(h.count("/api/application/createLead")).toBe(0);
    expect(v.session.data.formResult?.result.initialValue).toMatchObject({ firstName: "Jane" });
    await held?.release();
  });

  it("other answers posted right after: a lead of those answers", async () => {
    const v = await visitor();
    await ending(v.context, submit(v.context, { ...VALID, csrf: v.session.data.csrf }));
    const again = await nextRequest(h, v);
    const { response } = await settle(
      ending(
        again.context,
        submit(again.context, { ...VALID, emailAddress: "jane@example.org", csrf: v.session.data.csrf }),
      ),
    );
    expectRedirect(response, "/otp-check");
    expect(h.count("/api/application/createLead")).toBe(2);
  });
});

describe("basic-info action: valid input", () => {
  it("creates the lead, keeps the answers and the OTP context, and goes to /otp-check", async () => {
    const { context, session } = await visitor();
    const { response } = await settle(submit(context, { ...VALID, csrf: session.data.csrf }));
    expectRedirect(response, "/otp-check");

    expect(h.paths().filter((p) => p === "/api/application/createLead")).toHaveLength(1);
    const [lead] = [...h.bank.leads.values()];
    expect(lead).toMatchObject({
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane.doe@example.com",
      primaryPhone: "2125550143",
      otpMethod: "Email",
      productId: 1000,
    });
    expect(session.data.leadId).toBe(lead?.id);
    expect(session.data.otp).toEqual({
      purpose: "lead",
      target: "/debt-to-income",
      sentAt: T0,
      method: "Email",
      destination: "j***@example.com",
      sentTo: h.services.guesses.destinationKey("email:jane.doe@example.com"),
      initial: true,
    });
    // What was said, as the harness's basic-information draft has it (PRN 1000), with a fresh instance id.
    const { instanceId: _fixed, ...said } = basicInfoDraft("basic");
    expect(session.data.draft).toMatchObject(said);
    expect(session.data.draft.instanceId).toBeGreaterThanOrEqual(0);
    expect(session.data.draft.instanceId).toBeLessThan(2e9);
    expect(session.data.upstream?.token).toBeTruthy();
    // Persisted: the next request finds the lead.
    expect(await storedAtEnd(h, session)).toMatchObject({ leadId: lead?.id, otp: { purpose: "lead" } });
  });

  it("a name with accents is taken as typed; the lead gets the form the bank prints (José Peña → Jose Pena)", async () => {
    const { context, session } = await visitor();
    const { response } = await settle(
      submit(context, { ...VALID, firstName: "José", lastName: "Peña", csrf: session.data.csrf }),
    );
    expectRedirect(response, "/otp-check");
    expect([...h.bank.leads.values()][0]).toMatchObject({ firstName: "Jose", lastName: "Pena" });
    expect(session.data.draft).toMatchObject({ firstName: "José", lastName: "Peña" });
  });

  it("masks the phone when verifying by mobile and keeps the consent", async () => {
    const { context, session } = await visitor("plus");
    const { response } = await settle(
      submit(context, { ...VALID, otpMethod: "Mobile", phoneConsent: "on", csrf: session.data.csrf }),
    );
    expectRedirect(response, "/otp-check");
    expect(session.data.otp).toMatchObject({ method: "Mobile", destination: "***-***-0143" });
    expect(session.data.draft).toMatchObject({ phoneConsent: true, productId: 9000 });
    expect([...h.bank.leads.values()][0]).toMatchObject({ otpMethod: "Mobile", productId: 9000 });
  });

  it("keeps the same instanceId when the form is sent again", async () => {
    const { context, session } = await visitor();
    await submit(context, { ...VALID, csrf: session.data.csrf });
    const instanceId = session.data.draft.instanceId;
    await submit(context, { ...VALID, firstName: "Janet", csrf: session.data.csrf });
    expect(session.data.draft.instanceId).toBe(instanceId);
    expect(session.data.draft.firstName).toBe("Janet");
    expect(h.bank.leads.size).toBe(2);
  });

  it("the loader offers the saved answers back", async () => {
    const { context, session } = await visitor();
    await submit(context, { ...VALID, csrf: session.data.csrf });
    const data = await pageData(context);
    expect(data).toMatchObject({
      cardType: "basic",
      cardName: "Secured Visa Card",
      lastResult: null,
      hasErrors: false,
      defaults: {
        firstName: "Jane",
        lastName: "Doe",
        emailAddress: "jane.doe@example.com",
        primaryPhone: "212-555-0143",
        otpMethod: "Email",
        phoneConsent: undefined,
      },
    });
  });
});

describe("basic-info action: createLead failures", () => {
  it("500 → back to the form with SPEC's generic text and the answers kept", async () => {
    const { context, session } = await visitor();
    h.bank.faults.createLead = { kind: "500" };
    const { response } = await settle(submit(context, { ...VALID, csrf: session.data.csrf }));
    expectRedirect(response, "/basic-info");
    expect(session.data.leadId).toBeUndefined();
    expect(session.data.otp).toBeUndefined();
    expect(session.data.formResult?.result).toMatchObject({
      status: "error",
      error: { "": ["Oops, something went wrong processing your application."] },
      initialValue: {
        firstName: "Jane",
        lastName: "Doe",
        emailAddress: "jane.doe@example.com",
        primaryPhone: "(212) 555-0143",
      },
    });
    expect(session.data.draft).toMatchObject({ firstName: "Jane", emailAddress: "jane.doe@example.com" });
    expect(await storedAtEnd(h, session)).toMatchObject({ draft: { firstName: "Jane" } });

    const data = await pageData(context);
    expect(data.lastResult?.error?.[""]).toEqual(["Oops, something went wrong processing your application."]);
  });

  it("a timeout → back to the form with the API-unavailable text", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const { context, session } = await visitor();
    h.bank.faults.createLead = { kind: "timeout" };
    const { response } = await settle(submit(context, { ...VALID, csrf: session.data.csrf }));
    expectRedirect(response, "/basic-info");
    expect(session.data.formResult?.result).toMatchObject({
      error: { "": ["We are unable to access your application at this time. Please try again later."] },
    });
  });

  it("401 → the session is reset and the visitor sent to /session-expired", async () => {
    const { context, session, cookies } = await visitor();
    const oldId = session.id;
    h.bank.faults.createLead = { kind: "401" };
    const { response } = await settle(submit(context, { ...VALID, csrf: session.data.csrf }));
    expectRedirect(response, "/session-expired");
    expect(session.id).not.toBe(oldId);
    expect(session.data.draft).toEqual({});
    expect(session.data.leadId).toBeUndefined();
    expect(session.data.upstream).toBeUndefined();
    expect(await h.services.sessions.read(oldId)).toBeNull();
    // The fresh session holds nothing yet, so it has no record (only its cookie).
    expect(await h.store.get(session.id)).toBeNull();
    expect(cookies.at(-1)).toContain(`sid=${session.id}.`);
  });
});

describe("basic-info loader", () => {
  it("sends a visitor without a card to the intro", async () => {
    const { context } = await visitor(null);
    const { response } = await settle(loader({ request: get("/basic-info"), context, params: {} }));
    expectRedirect(response, "/", 302);
  });

  it("sends a visitor whose session expired to /session-expired", async () => {
    const first = await visitor();
    h.now = T0 + IDLE_TIMEOUT_MS;
    const { context } = await nextRequest(h, first);
    const { response } = await settle(loader({ request: get("/basic-info"), context, params: {} }));
    expectRedirect(response, "/session-expired?reason=idle", 302);
  });

  it("shows the configuration error when the bank's configuration is unavailable", async () => {
    const { context } = await visitor();
    h.bank.faults.configuration = { kind: "500" };
    const { response } = await settle(loader({ request: get("/basic-info"), context, params: {} }));
    expectRedirect(response, "/error?reason=configuration-failed");
  });
});

describe("basic-info loader: answers kept from a form posted after the session ended (ADR 0120)", () => {
  it("fills them in once, without errors, only on the page they were posted to", async () => {
    const who = await visitor();
    who.session.data.expiredPost = { path: "/debt-to-income", values: { annualIncome: "52000" } };
    await who.session.save();
    // Another page's answers wait for that page.
    expect((await pageData(who.context)).lastResult).toBeNull();
    expect(who.session.data.expiredPost?.path).toBe("/debt-to-income");

    who.session.data.expiredPost = {
      path: "/basic-info",
      values: { firstName: "Jane", emailAddress: "j@example.com" },
    };
    await who.session.save();
    const data = await pageData(who.context);
    expect(data.hasErrors).toBe(false);
    expect(data.lastResult?.initialValue).toEqual({ firstName: "Jane", emailAddress: "j@example.com" });
    expect(who.session.data.expiredPost).toBeUndefined();
    expect((await pageData(who.context)).lastResult).toBeNull();
  });
});
