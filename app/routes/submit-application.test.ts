import type { Draft } from "~/session/data";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { MSG, MSG_KEY } from "~/domain/messages";
import { claimSubmission, SUBMISSION_STALE_MS } from "~/features/submission/submission.server";
import { nextRequest, useAppHarness } from "../../test/app-harness";
import { applicant, AT_TERMS, draftFor, fundingNowAtTerms, HOME_ADDRESS, TEST_CARDS } from "../../test/flow-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { PERSONA_PAGES } from "../../test/persona-pages";
import { action, loader, meta, PROCESSING_WAIT_MS } from "./submit-application";
import { loader as termsLoader } from "./terms-and-conditions";

const h = useAppHarness();
const SUBMIT_LEAD = "/api/application/submitLead";
const AGREED = { eSignConsent: "on", termsAndConditions: "on" };

function submit(context: AppLoadContext, fields: Record<string, string | undefined>) {
  return posted(action, "/submit-application", context, fields);
}

/** A visit to the processing page, or to the terms, in `context`. */
const processing = (context: AppLoadContext) => loader({ request: get("/submit-application"), context, params: {} });
const termsPage = (context: AppLoadContext) =>
  termsLoader({ request: get("/terms-and-conditions"), context, params: {} });

/** The processing page once a submission has been pending longer than any call runs (a restart cut it off). */
async function processingAfterRestart(context: AppLoadContext) {
  context.session.data.submission = { state: "pending", startedAt: h.now };
  h.now += SUBMISSION_STALE_MS + 1;
  return (await settle(processing(context))).response;
}

/** At the terms step, funding later. */
function fundLater(overrides = {}) {
  return applicant(h, draftFor("basic", { fundingType: "FDL", fundToday: false, completed: AT_TERMS, ...overrides }));
}

/** At the terms step, funding by debit card now with the card waiting in memory. */
function fundNow(cardNumber: string = TEST_CARDS.approveVisa, overrides: Partial<Draft> = {}) {
  return fundingNowAtTerms(h, cardNumber, overrides);
}

describe("terms-and-conditions loader", () => {
  it("a too-early visit (the card not given yet) goes to /funding-payment", async () => {
    const { context } = await applicant(h, draftFor("basic", { fundingType: "DBT", completed: AT_TERMS.slice(0, 6) }));
    const { response } = await settle(termsPage(context));
    expectRedirect(response, "/funding-payment");
  });

  it("funding later needs no card step; shows what is applied for", async () => {
    const { context } = await fundLater({ completed: AT_TERMS.slice(0, 6) });
    const data = await dataOf(termsPage(context));
    expect(data).toMatchObject({
      cardName: "Secured Visa Card",
      cardType: "basic",
      figures: { creditLine: 200, deposit: 200, promotionalCredit: 0, toPay: 200 },
      funding: { kind: "later", days: 60 },
      backHref: "/credit-line-fund-later",
      hasErrors: false,
    });
  });

  it("after the submission, its result instead", async () => {
    const { context } = await fundLater();
    context.session.data.submission = { state: "done", startedAt: h.now, responseCode: "WT_FND", applicationId: "1" };
    const { response } = await settle(termsPage(context));
    expectRedirect(response, "/submit-application", 302);
  });
});

describe("submit-application action: the form", () => {
  it("e-sign consent missing → 'Please agree to E-Sign Consent', nothing sent", async () => {
    const { context, session } = await fundLater();
    const { response } = await submit(context, { csrf: session.data.csrf, termsAndConditions: "on" });
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.formResult).toMatchObject({
      path: "/terms-and-conditions",
      result: { error: { eSignConsent: [MSG.eSignRequired] } },
    });
    expect(h.count(SUBMIT_LEAD)).toBe(0);
    expect(session.data.submission).toBeUndefined();
    const data = await dataOf(termsPage(context));
    expect(data.hasErrors).toBe(true);
  });

  it("terms missing after e-sign → the terms message, nothing sent", async () => {
    const { context, session } = await fundLater();
    const { response } = await submit(context, { csrf: session.data.csrf, eSignConsent: "on" });
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.formResult?.result).toMatchObject({
      error: { termsAndConditions: [MSG.termsRequired] },
      initialValue: { eSignConsent: "on" },
    });
    expect(h.count(SUBMIT_LEAD)).toBe(0);
  });

  it("refuses a post without the CSRF token", async () => {
    const { context } = await fundLater();
    const { response } = await submit(context, AGREED);
    expect(response.status).toBe(403);
    expect(h.count(SUBMIT_LEAD)).toBe(0);
  });

  it("a too-early post goes to the first incomplete step", async () => {
    const { context, session } = await fundLater({ completed: ["income", "creditLine"] });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/identity-verification");
    expect(h.count(SUBMIT_LEAD)).toBe(0);
  });
});

describe("submit-application action: submitLead", () => {
  it("fund later → one submitLead with the whole payload → waiting for funds", async () => {
    const { context, session, leadId } = await fundLater();
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/app-approved-waiting-for-funds");
    expect(h.count(SUBMIT_LEAD)).toBe(1);
    const [body] = h.bodiesOf(SUBMIT_LEAD);
    expect(body).toMatchObject({
      instanceId: 123456789,
      id: leadId,
      isEmailVerified: true,
      applicationId: null,
      incentiveId: null,
      downsellFrom: null,
      basicInfo: {
        productId: 1000,
        firstName: "Jane",
        lastName: "Doe",
        emailAddress: "jane.doe@example.com",
        primaryPhone: "2125550143",
        otpMethod: "Email",
      },
      dti: { monthlyHousingPayment: 1000, income: 50000, minimumEligibility: true, incomeConfirmation: true },
      creditLine: { creditLimit: 200 },
      payment: {
        fundingType: "FDL",
        isFullyFunded: false,
        attemptNumber: 0,
        amount: null,
        cardNumber: null,
        cvv: null,
        responseCode: null,
      },
      terms: { esignConsent: true, termsConsent: true },
      mailToType: "home",
      mailingAddress: HOME_ADDRESS,
      homeAddress: HOME_ADDRESS,
      billingAddress: null,
      pii: { ssn: "123456789", dateOfBirth: "01/02/1990" },
    });
    const [app] = [...h.bank.applications.values()];
    expect(session.data.submission).toEqual({
      state: "done",
      startedAt: h.now,
      responseCode: "WT_FND",
      applicationId: app?.applicationId,
    });
    expect(session.data.analytics?.at(-1)).toMatchObject({ event: "application_submitted", result: "see_email" });
    expect(session.data.draft).toMatchObject({ eSignConsent: true, termsAndConditions: true });
  });

  it("fund now → the card from memory goes with it, then is deleted → in good funds ('immediate')", async () => {
    const { context, session } = await fundNow();
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/app-approved-in-good-funds");
    const [body] = h.bodiesOf(SUBMIT_LEAD);
    expect(body).toMatchObject({
      payment: {
        fundingType: "DBT",
        isFullyFunded: true,
        attemptNumber: 0,
        amount: 200,
        cardHolderFirstName: "Jane",
        cardHolderLastName: "Doe",
        cardNumber: "4111111111111111",
        expirationDateMMYY: "1229",
        cvv: "123",
      },
      billingAddress: { ...HOME_ADDRESS, addressLine1: "9 Bank Rd" },
    });
    expect(context.cards.get(session.id)).toBeNull();
    expect(session.data.analytics?.at(-1)).toMatchObject({ event: "application_submitted", result: "immediate" });
    expect(JSON.stringify((await h.store.get(session.id))?.data)).not.toContain("4111111111111111");
  });

  it("names with accents go to the bank as it prints them (José Muñoz → Jose Munoz); the application keeps them as typed", async () => {
    const { context, session } = await fundNow(TEST_CARDS.approveVisa, {
      firstName: "José",
      lastName: "Muñoz",
      cardHolderFirstName: "José",
      cardHolderLastName: "Peña",
    });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(h.bodiesOf(SUBMIT_LEAD)[0]).toMatchObject({
      basicInfo: { firstName: "Jose", lastName: "Munoz" },
      payment: { cardHolderFirstName: "Jose", cardHolderLastName: "Pena" },
    });
    expect(session.data.draft).toMatchObject({ firstName: "José", lastName: "Muñoz" });
  });

  it("a partial amount is what is charged", async () => {
    const { context, session } = await fundNow(TEST_CARDS.approveVisa, { fundToday: false, paymentAmount: 50 });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/app-approved-waiting-for-funds");
    expect(h.bodiesOf(SUBMIT_LEAD)[0]).toMatchObject({ payment: { isFullyFunded: false, amount: 50 } });
    expect([...h.bank.applications.values()][0]?.fundingHistory.map((f) => f.amountReceived)).toEqual([50]);
  });

  it("ONCE: submitting again (Back, then Submit) never sends a second application", async () => {
    const { context, session } = await fundLater();
    await submit(context, { csrf: session.data.csrf, ...AGREED });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/submit-application");
    const { response: result } = await settle(processing(context));
    expectRedirect(result, "/app-approved-waiting-for-funds", 302);
    expect(h.count(SUBMIT_LEAD)).toBe(1);
    expect(h.bank.applications.size).toBe(1);
  });

  it("ONCE: two posts at the same moment (a double click) send one submitLead and both land on its result", async () => {
    const visitor = await fundLater();
    const second = await nextRequest(h, visitor);
    const fields = { csrf: visitor.session.data.csrf, ...AGREED };
    const [a, b] = await Promise.all([submit(visitor.context, fields), submit(second.context, fields)]);
    expect(a.response.headers.get("Location")).toBe("/app-approved-waiting-for-funds");
    expect(b.response.headers.get("Location")).toBe("/app-approved-waiting-for-funds");
    expect(h.count(SUBMIT_LEAD)).toBe(1);
  });

  it("ONCE: a post whose session was loaded before another request saved the submission is refused", async () => {
    const visitor = await fundLater();
    const stale = await nextRequest(h, visitor);
    await submit(visitor.context, { csrf: visitor.session.data.csrf, ...AGREED });
    const { response } = await submit(stale.context, { csrf: visitor.session.data.csrf, ...AGREED });
    expectRedirect(response, "/submit-application");
    expect(h.count(SUBMIT_LEAD)).toBe(1);
  });

  it("the card gone from memory (a restart) → back to /funding-payment to enter it again", async () => {
    const { context, session } = await fundNow();
    context.cards.delete(session.id);
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/funding-payment");
    expect(session.data.notice).toEqual({ path: "/funding-payment", text: MSG_KEY.cardDetailsAgain });
    expect(session.data.draft.completed).not.toContain("fundingPayment");
    expect(session.data.submission).toBeUndefined();
    expect(h.count(SUBMIT_LEAD)).toBe(0);
  });

  // Every submitLead persona of the mock (docs/mock.md) lands where SPEC §4.1 sends its code.
  it.each(PERSONA_PAGES)("jane+%s@example.com → %s", async (tag, location) => {
    const { context, session } = await fundLater({ emailAddress: `jane+${tag}@example.com` });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, location);
    const { response: again } = await settle(processing(context));
    expectRedirect(again, location, 302);
  });

  // SPEC §8: 'Any 500 or 400 response' → 'Ok, Got it' to the product home site (the generic entry);
  // 'On submission, other errors' (a timeout) → 'Submit again'. Nothing is recorded, so it may be sent again.
  it.each([
    ["422 → 'Ok, Got it' (not 'Submit again')", { emailAddress: "jane+422@example.com" }, undefined, "generic"],
    ["400 → 'Ok, Got it'", {}, { kind: "400" }, "generic"],
    ["other errors (a timeout) → 'Submit again'", {}, { kind: "timeout" }, "submit-failed"],
    ["500 without a card → 'Ok, Got it'", {}, { kind: "500" }, "generic"],
  ] as const)("%s; the submission may be sent again", async (_, overrides, fault, reason) => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    h.bank.faults.submitLead = fault;
    const { context, session } = await fundLater(overrides);
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, `/error?reason=${reason}`);
    expect(session.data.submission).toBeUndefined();
  });

  describe("a submission carrying a card whose outcome is unknown: never 'Submit again', how to check instead", () => {
    async function expectClosed(context: AppLoadContext, session: { id: string; data: { csrf: string } }) {
      expect(context.cards.get(session.id)).toBeNull();
      expect(context.session.data.submission).toMatchObject({ state: "done", unconfirmed: true });
      // The processing page, the terms and a second post all lead to the same page, never to the bank.
      const { response: again } = await settle(processing(context));
      expectRedirect(again, "/error?reason=submit-unconfirmed");
      const { response: terms } = await settle(termsPage(context));
      expectRedirect(terms, "/submit-application", 302);
      expectRedirect((await submit(context, { csrf: session.data.csrf, ...AGREED })).response, "/submit-application");
      expect(h.count(SUBMIT_LEAD)).toBe(1);
    }

    it("a timeout", async () => {
      h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
      const { context, session } = await fundNow(TEST_CARDS.timeout);
      const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
      expectRedirect(response, "/error?reason=submit-unconfirmed");
      await expectClosed(context, session);
    });

    it("a 500", async () => {
      const { context, session } = await fundNow(TEST_CARDS.serverError);
      const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
      expectRedirect(response, "/error?reason=submit-unconfirmed");
      await expectClosed(context, session);
    });

    it("an answer that cannot be read", async () => {
      h.bank.faults.submitLead = { kind: "malformed" };
      const { context, session } = await fundNow();
      const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
      expectRedirect(response, "/error?reason=submit-unconfirmed");
      await expectClosed(context, session);
    });

    it("a submission cut off (a restart)", async () => {
      const { context, session } = await fundNow();
      expectRedirect(await processingAfterRestart(context), "/error?reason=submit-unconfirmed");
      expect(session.data.submission).toMatchObject({ state: "done", unconfirmed: true });
    });

    it("a 422 is the bank refusing what it was sent: SPEC's 'Ok, Got it'", async () => {
      const { context, session } = await fundNow(TEST_CARDS.approveVisa, { emailAddress: "jane+422@example.com" });
      const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
      expectRedirect(response, "/error?reason=generic");
      expect(session.data.submission).toBeUndefined();
    });
  });

  it("401 → the session ends", async () => {
    h.bank.faults.submitLead = { kind: "401" };
    const { context, session } = await fundLater();
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/session-expired");
    expect(session.data.draft).toEqual({});
  });

  it("403 with a card waiting → the session ends and the card with it (attacker review)", async () => {
    h.bank.faults.submitLead = { kind: "403" };
    const { context, session } = await fundNow();
    const endedId = session.id;
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/session-expired");
    expect(session.id).not.toBe(endedId);
    // The ended id's card is gone, not left until the vault's idle limit.
    expect(context.cards.get(endedId)).toBeNull();
    expect(context.cards.size).toBe(0);
  });

  it("FundFailure → back to /funding-source; the retry names the same application and may succeed", async () => {
    const { context, session } = await fundNow(TEST_CARDS.declineOnce);
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/funding-source");
    const applicationId = session.data.submission?.applicationId;
    expect(session.data.submission).toMatchObject({ state: "done", responseCode: "FundFailure" });
    expect(applicationId).toBeTruthy();
    expect(session.data.draft.completed).not.toContain("fundingSource");
    expect(session.data.draft.completed).not.toContain("terms");

    // The applicant funds again (same steps as before) and submits again.
    session.data.draft.completed = [...AT_TERMS];
    context.cards.put(session.id, { cardNumber: TEST_CARDS.declineOnce, expirationDateMMYY: "1229", cvv: "123" });
    const { response: retry } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(retry, "/app-approved-in-good-funds");
    expect(h.bodiesOf(SUBMIT_LEAD)[1]).toMatchObject({ applicationId, payment: { attemptNumber: 1 } });
    expect(h.bank.applications.size).toBe(1);
  });

  it("a second FundFailure is final → the funding failed screen", async () => {
    const { context, session } = await fundNow(TEST_CARDS.decline);
    await submit(context, { csrf: session.data.csrf, ...AGREED });
    session.data.draft.completed = [...AT_TERMS];
    context.cards.put(session.id, { cardNumber: TEST_CARDS.decline, expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await submit(context, { csrf: session.data.csrf, ...AGREED });
    expectRedirect(response, "/app-thank-you-c");
    expect(session.data.submission?.responseCode).toBe("FundFailureFinal");
  });
});

describe("submit-application loader (processing)", () => {
  it("no submission → the terms", async () => {
    const { context } = await fundLater();
    const { response } = await settle(processing(context));
    expectRedirect(response, "/terms-and-conditions", 302);
  });

  it("pending → the processing page (with JS it asks again; no timed meta refresh)", async () => {
    const { context } = await fundLater();
    context.session.data.submission = { state: "pending", startedAt: h.now };
    const data = await dataOf(processing(context));
    expect(data).toEqual({ pollMs: 3000, texts: expect.anything() });
    expect(meta({ matches: [{ data }] } as unknown as Parameters<typeof meta>[0])).toEqual([
      { title: "Submitting your application" },
    ]);
  });

  it("pending and running in this process → waits for it, then goes where it went", async () => {
    const { context } = await fundLater();
    context.session.data.submission = { state: "pending", startedAt: h.now };
    const claim = claimSubmission(context.session.id);
    if (!claim) throw new Error("expected to claim the submission");
    const visit = settle(processing(context));
    setTimeout(() => claim.finish("/app-approved-waiting-for-funds"), 20);
    expectRedirect((await visit).response, "/app-approved-waiting-for-funds", 302);
  });

  it("running longer than the wait → the processing page, the submission left running", async () => {
    const { context } = await fundLater();
    context.session.data.submission = { state: "pending", startedAt: h.now };
    const claim = claimSubmission(context.session.id);
    if (!claim) throw new Error("expected to claim the submission");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const visit = dataOf(processing(context));
      await vi.advanceTimersByTimeAsync(PROCESSING_WAIT_MS);
      expect(await visit).toEqual({ pollMs: 3000, texts: expect.anything() });
      expect(context.session.data.submission).toMatchObject({ state: "pending" });
    } finally {
      vi.useRealTimers();
      claim.finish("/app-approved-waiting-for-funds");
    }
  });

  it("pending long after any call could run (a restart cut it off) → 'Submit again'", async () => {
    const { context, session } = await fundLater();
    expectRedirect(await processingAfterRestart(context), "/error?reason=submit-failed");
    expect(session.data.submission).toBeUndefined();
  });
});
