import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { PAYMENT_NOT_RECEIVED_NOTICE } from "~/domain/error-catalogue";
import { MSG } from "~/domain/messages";
import { type Applicant, ending, nextRequest, useAppHarness } from "../../test/app-harness";
import { applicant, cardForm, draftFor, HOME_ADDRESS, TEST_CARDS } from "../../test/flow-harness";
import { jsonWithout } from "../../test/json-without";
import { dataOf, expectRedirect, get, post, settle, posted } from "../../test/requests";
import { PaymentRuns } from "~/features/payment/payment-runs.server";
import { action, loader } from "./funding-payment";
import { action as submitAction } from "./submit-application";

const h = useAppHarness();
const FUNDING_CHOSEN = ["income", "creditLine", "identity", "identityConfirm", "mailingAddress", "fundingSource"];
/** SPEC's failure state of the payment form: one attempt left, no partial amount. */
const FAILURE_STATE = { mode: "payment", fundFailure: true, attemptsRemaining: 1, partialAllowed: false };
const MAKE_PAYMENT = /\/api\/application\/\d+\/makePayment$/;

function pay(context: AppLoadContext, fields: Record<string, string | undefined>) {
  return settle(ending(context, action({ request: post("/funding-payment", fields), context, params: {} })));
}

function page(context: AppLoadContext, path = "/funding-payment") {
  return ending(context, loader({ request: get(path), context, params: {} }));
}

/** The payment screen as shown (its loader opens the payment), then its form posted with that payment's id. */
async function payShown(context: AppLoadContext, fields: Record<string, string | undefined>) {
  const shown = await dataOf(page(context));
  if (shown.mode !== "payment") throw new Error(`expected the payment form, got ${shown.mode}`);
  return pay(context, { ...fields, paymentId: shown.paymentId ?? undefined });
}

/** The bank refuses every makePayment with `responseCode` (nothing approved); the function answers normally again. */
function bankRefuses(responseCode: string): () => void {
  const original = h.bank.makePayment.bind(h.bank);
  h.bank.makePayment = () => ({ responseCode, approvedAmount: 0, errorMessage: "x", exceededDailyTransaction: false });
  return () => {
    h.bank.makePayment = original;
  };
}

/**
 * A returning applicant whose card payment got no answer in time (the test's short upstream timeout) while the
 * payment runs on in the background: shown the processing view.
 */
async function paymentUnanswered() {
  h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
  h.services.payments = new PaymentRuns({ graceMs: 20, waitMs: 3000 });
  const visitor = await returning();
  const { response } = await payShown(
    visitor.context,
    cardForm(visitor.session.data.csrf, { cardNumber: TEST_CARDS.timeout }),
  );
  expectRedirect(response, "/funding-payment?view=processing");
  return visitor;
}

/** At the funding payment step of the application (fund now chosen). */
function early(overrides = {}) {
  return applicant(
    h,
    draftFor("basic", { fundingType: "DBT", fundToday: true, completed: FUNDING_CHOSEN, ...overrides }),
  );
}

describe("funding-payment, early stage: loader", () => {
  it("sends a visit before the funding choice to /funding-source", async () => {
    const { context } = await applicant(h, draftFor());
    const { response } = await settle(page(context));
    expectRedirect(response, "/funding-source");
  });

  it("sends a visit when funding later to /funding-source", async () => {
    const { context } = await early({ fundingType: "FDL" });
    const { response } = await settle(page(context));
    expectRedirect(response, "/funding-source", 302);
  });

  it("shows the deposit with fund today on, names and billing address from the application", async () => {
    const { context } = await early();
    const data = await dataOf(page(context));
    expect(data).toMatchObject({
      mode: "early",
      amountDue: 200,
      partialAllowed: true,
      partialBounds: { min: 25, max: 200 },
      fundFailure: false,
      attemptsRemaining: 2,
      backHref: "/funding-source",
      defaults: {
        fundToday: "on",
        cardHolderFirstName: "Jane",
        cardHolderLastName: "Doe",
        addressLine1: "12 Main St",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      },
    });
  });

  it("in the retry after a FundFailure: SPEC's failure state, no partial amount, one attempt left", async () => {
    const { context } = await early({});
    context.session.data.submission = {
      state: "done",
      startedAt: h.now,
      responseCode: "FundFailure",
      applicationId: "7000001",
    };
    const data = await dataOf(page(context));
    expect(data).toMatchObject({ mode: "early", fundFailure: true, partialAllowed: false, attemptsRemaining: 1 });
  });
});

describe("funding-payment after the application was submitted with its payment (SPEC §4.3 repeat visit)", () => {
  async function submittedWith(cardNumber: string) {
    const visitor = await early({
      cardHolderFirstName: "Jane",
      cardHolderLastName: "Doe",
      billingAddress: HOME_ADDRESS,
      completed: [...FUNDING_CHOSEN, "fundingPayment"],
    });
    visitor.context.cards.put(visitor.session.id, { cardNumber, expirationDateMMYY: "1229", cvv: "123" });
    const { response } = await posted(submitAction, "/submit-application", visitor.context, {
      csrf: visitor.csrf,
      eSignConsent: "on",
      termsAndConditions: "on",
    });
    return { ...visitor, response };
  }

  it("a visit or a post says 'Oops, your payment was already submitted.' and reaches no bank call", async () => {
    const { context, session, response } = await submittedWith(TEST_CARDS.approveVisa);
    expectRedirect(response, "/app-approved-in-good-funds");
    h.requests.length = 0;
    expectRedirect((await settle(page(context))).response, "/error?reason=payment-already-submitted");
    expectRedirect(
      (await pay(context, cardForm(session.data.csrf))).response,
      "/error?reason=payment-already-submitted",
    );
    expect(h.requests.some((r) => MAKE_PAYMENT.test(r.path) || r.path.endsWith("/submitLead"))).toBe(false);
  });

  it("a FundFailure to retry is not 'already submitted': back to the funding source (SPEC §4.1)", async () => {
    const { context, response } = await submittedWith(TEST_CARDS.declineOnce);
    expectRedirect(response, "/funding-source");
    expectRedirect((await settle(page(context))).response, "/funding-source");
  });
});

describe("funding-payment, early stage: action", () => {
  it("valid → the card waits in memory only, the rest in the draft, → /terms-and-conditions", async () => {
    const { context, session } = await early();
    const { response } = await pay(
      context,
      cardForm(session.data.csrf, { cardNumber: "4111-1111-1111-1111", addressLine2: "Apt 4" }),
    );
    expectRedirect(response, "/terms-and-conditions");
    expect(context.cards.get(session.id)).toEqual({
      cardNumber: "4111111111111111",
      expirationDateMMYY: "1229",
      cvv: "123",
    });
    expect(session.data.draft).toMatchObject({
      fundToday: true,
      cardHolderFirstName: "Jane",
      cardHolderLastName: "Doe",
      billingAddress: {
        addressLine1: "12 Main St",
        addressLine2: "Apt 4",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      },
    });
    expect(session.data.draft.completed).toContain("fundingPayment");
    // The bank's session token is random hex: by chance it may spell "1229", so it is left out.
    const stored = jsonWithout((await h.store.get(session.id))?.data, ["token"]);
    expect(stored).not.toContain("4111111111111111");
    expect(stored).not.toContain("1229");
    // Nothing was sent to the bank yet.
    expect(h.requests.some((r) => MAKE_PAYMENT.test(r.path) || r.path.endsWith("/submitLead"))).toBe(false);
  });

  it("a partial amount (fund today off) is kept for the submission", async () => {
    const { context, session } = await early();
    const { response } = await pay(context, cardForm(session.data.csrf, { fundToday: undefined, amount: "$150" }));
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.draft).toMatchObject({ fundToday: false, paymentAmount: 150 });
  });

  it.each([
    ["cardNumber", { cardNumber: "" }, MSG.cardNumberRequired],
    ["cardNumber", { cardNumber: "4111 1111 1111 1112" }, MSG.cardNumberInvalid],
    ["cardNumber", { cardNumber: "3782 822463 10005" }, MSG.cardBrandNotAccepted],
    ["cardExpiration", { cardExpiration: "" }, MSG.expirationRequired],
    ["cardExpiration", { cardExpiration: "12/24" }, MSG.expirationInvalid],
    ["cardExpiration", { cardExpiration: "13/29" }, MSG.expirationInvalid],
    ["cardSecurityCode", { cardSecurityCode: "" }, MSG.cvvRequired],
    ["cardSecurityCode", { cardSecurityCode: "12" }, MSG.cvvInvalid],
    ["cardHolderFirstName", { cardHolderFirstName: "" }, MSG.cardholderFirstNameRequired],
    ["cardHolderFirstName", { cardHolderFirstName: "J4ne" }, MSG.firstNameAlpha],
    ["cardHolderLastName", { cardHolderLastName: "" }, MSG.cardholderLastNameRequired],
    ["addressLine1", { addressLine1: "" }, MSG.streetRequired],
    ["addressLine1", { addressLine1: "1".repeat(51) }, MSG.totalTooLong],
    ["addressLine2", { addressLine2: "1".repeat(11) }, MSG.totalTooLong],
    ["city", { city: "" }, MSG.cityRequired],
    ["state", { state: "" }, MSG.stateRequired],
    ["zipCode", { zipCode: "" }, MSG.zipRequired],
    ["zipCode", { zipCode: "00499" }, MSG.zipInvalid],
    ["amount", { fundToday: undefined, amount: "" }, MSG.partialAmountRequired],
    ["amount", { fundToday: undefined, amount: "abc" }, MSG.numericRequired],
    ["amount", { fundToday: undefined, amount: "24" }, MSG.partialAmountAtLeast(25)],
    ["amount", { fundToday: undefined, amount: "201" }, MSG.partialAmountAtMost(200)],
  ] as Array<[string, Record<string, string | undefined>, string]>)(
    "%s %j → '%s', card fields never kept",
    async (name, change, message) => {
      const { context, session } = await early();
      const { response } = await pay(context, cardForm(session.data.csrf, change));
      expectRedirect(response, "/funding-payment");
      const result = session.data.formResult?.result as {
        status: string;
        error: Record<string, string[]>;
        initialValue: Record<string, unknown>;
      };
      expect(result.status).toBe("error");
      expect(result.error[name]).toEqual([message]);
      expect(result.initialValue).not.toHaveProperty("cardNumber");
      expect(result.initialValue).not.toHaveProperty("cardExpiration");
      expect(result.initialValue).not.toHaveProperty("cardSecurityCode");
      // Every other answer is kept as typed.
      const posted = cardForm(session.data.csrf, change) as Record<string, string | undefined>;
      for (const key of [
        "cardHolderFirstName",
        "cardHolderLastName",
        "addressLine1",
        "addressLine2",
        "city",
        "state",
        "zipCode",
        "amount",
      ]) {
        if (posted[key]) expect(result.initialValue[key]).toBe(posted[key]);
      }
      expect(context.cards.get(session.id)).toBeNull();
      expect(session.data.draft.completed).not.toContain("fundingPayment");
      const data = await dataOf(page(context));
      expect(data).toMatchObject({ hasErrors: true });
    },
  );

  it("the partial amount is ignored when funding the full deposit today", async () => {
    const { context, session } = await early();
    const { response } = await pay(context, cardForm(session.data.csrf, { amount: "5" }));
    expectRedirect(response, "/terms-and-conditions");
    expect(session.data.draft.fundToday).toBe(true);
    expect(session.data.draft.paymentAmount).toBeUndefined();
  });
});

/* ------------------------------------------------------------------------------------------- */

/**
 * A returning applicant who chose an application waiting for funds: credit limit 500 with 100
 * received (the mock's state), kept as the session's selected application.
 */
async function returning(
  options: { creditLimit?: number; received?: number; responseCode?: string } = {},
): Promise<Applicant & { applicationId: string }> {
  const visitor = await applicant(h, {
    emailAddress: "jordan.rivera@example.com",
    firstName: "Jordan",
    lastName: "Rivera",
  });
  const outcome = h.bank.submitLead(visitor.token, {
    id: visitor.leadId,
    applicationId: null,
    incentiveId: null,
    incentiveName: null,
    basicInfo: {
      productId: 1000,
      firstName: "Jordan",
      lastName: "Rivera",
      emailAddress: "jordan.rivera@example.com",
      primaryPhone: "2025550143",
      otpMethod: "Email",
      phoneConsent: false,
    },
    creditLine: { creditLimit: options.creditLimit ?? 500 },
    payment: { fundingType: "FDL", amount: null, cardNumber: null },
    pii: { ssn: "123456789" },
  });
  if (outcome.kind !== "ok") throw new Error("seed failed");
  const app = outcome.application;
  const received = options.received ?? 100;
  if (received > 0)
    h.bank.makePayment(app, {
      cardNumber: TEST_CARDS.approveVisa,
      amount: received,
      attemptNumber: 0,
      isFullyFunded: false,
    });
  visitor.session.data.selectedApplication = {
    applicationId: app.applicationId,
    leadId: app.leadId,
    prn: 1000,
    productName: app.productName,
    responseCode: options.responseCode ?? app.status,
    creditLimit: app.creditLimit,
  };
  await visitor.session.save();
  h.requests.length = 0;
  return { ...visitor, applicationId: app.applicationId };
}

describe("funding-payment, existing payment context: loader", () => {
  it("the remaining amount from getApplicationPaymentStatus; partial funding allowed", async () => {
    const { context, applicationId } = await returning();
    const data = await dataOf(page(context));
    expect(data).toMatchObject({
      mode: "payment",
      amountDue: 400,
      creditLimit: 500,
      balance: 100,
      partialAllowed: true,
      partialBounds: { min: 25, max: 400 },
      fundFailure: false,
      backHref: "/app-approved-waiting-for-funds",
      defaults: { fundToday: "on", cardHolderFirstName: "Jordan" },
    });
    expect(h.count(`/api/application/${applicationId}/getApplicationPaymentStatus`)).toBe(1);
  });

  it("a remainder below $25 is the minimum itself", async () => {
    const { context } = await returning({ creditLimit: 200, received: 190 });
    const data = await dataOf(page(context));
    expect(data).toMatchObject({ amountDue: 10, partialBounds: { min: 10, max: 10 } });
  });

  it("an application that is not waiting for funds goes to its own status screen", async () => {
    const { context } = await returning({ responseCode: "WT_DOC" });
    const { response } = await settle(page(context));
    expectRedirect(response, "/documents-requested", 302);
  });

  it.each([
    ["a bank failure (500) → SPEC §8's generic error", "500", "/error?reason=generic"],
    ["401 ends the session", "401", "/session-expired"],
  ] as const)("while reading the balance, %s", async (_, kind, location) => {
    const { context } = await returning();
    h.bank.faults.getApplicationPaymentStatus = { kind };
    const { response } = await settle(page(context));
    expectRedirect(response, location);
  });
});

describe("funding-payment, existing payment context: makePayment", () => {
  it("the whole remainder → in good funds: its status screen; makePayment got SPEC §3's request", async () => {
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf));
    expectRedirect(response, "/app-approved-in-good-funds");
    const [body] = h.bodiesOf(`/api/application/${applicationId}/makePayment`);
    expect(body).toEqual({
      cardNumber: "4111111111111111",
      expirationDateMMYY: "1229",
      cvv: "123",
      amount: 400,
      email: "jordan.rivera@example.com",
      billingAddress: {
        firstName: "Jane",
        lastName: "Doe",
        line1: "12 Main St",
        line2: "",
        city: "Springfield",
        state: "IL",
        zip: "62701",
      },
      attemptNumber: 0,
      isFullyFunded: true,
    });
    expect(session.data.payment).toMatchObject({ applicationId, state: "submitted" });
    expect(session.data.selectedApplication?.responseCode).toBe("WT_FRE");
    expect(h.bank.applications.get(applicationId)?.status).toBe("WT_FRE");
    expect(context.cards.get(session.id)).toBeNull();
    expect(JSON.stringify((await h.store.get(session.id))?.data)).not.toContain("4111111111111111");
  });

  it("a partial payment → the result view (approved, remainder, still to fund, days); a repeat visit is refused, its form posted again shows the result", async () => {
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { fundToday: undefined, amount: "150" }));
    expectRedirect(response, "/funding-payment?view=result");
    const result = await dataOf(page(context, "/funding-payment?view=result"));
    expect(result).toEqual({
      texts: expect.anything(),
      mode: "result",
      result: { approvedAmount: 150, remainder: 250, partialAmount: 250, daysLeftToFund: 60 },
      homeUrl: "/",
    });
    // The result view stays on its URL (a reload shows it again).
    expect(await dataOf(page(context, "/funding-payment?view=result"))).toMatchObject({ mode: "result" });
    // SPEC §4.3: a repeat visit of the payment screen says the payment was already submitted.
    const { response: again } = await settle(page(context));
    expectRedirect(again, "/error?reason=payment-already-submitted");
    const paymentId = session.data.payment?.id;
    expect(paymentId).toMatch(/^[\w-]{16,}$/);
    // The same form posted again (a double click the server saw after the answer): how it went.
    const { response: repost } = await pay(context, {
      ...cardForm(session.data.csrf, { fundToday: undefined, amount: "150" }),
      paymentId,
    });
    expectRedirect(repost, "/funding-payment?view=result");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
    expect(h.bank.applications.get(applicationId)?.fundingHistory.map((f) => f.amountReceived)).toEqual([100, 150]);
  });

  it("a double post from a stale page (the flag was saved before the call) pays once; the second shows how it went", async () => {
    const visitor = await returning();
    const shown = await dataOf(page(visitor.context));
    const form = {
      ...cardForm(visitor.session.data.csrf),
      paymentId: shown.mode === "payment" ? (shown.paymentId ?? undefined) : undefined,
    };
    const second = await nextRequest(h, visitor);
    const [a, b] = await Promise.all([pay(visitor.context, form), pay(second.context, form)]);
    const locations = [a.response.headers.get("Location"), b.response.headers.get("Location")].sort();
    expect(locations).toEqual(["/app-approved-in-good-funds", "/funding-payment?view=processing"]);
    expect(h.count(`/api/application/${visitor.applicationId}/makePayment`)).toBe(1);
  });

  it("a session record put back by a stale save cannot send the same attempt twice", async () => {
    const visitor = await returning();
    const shown = await dataOf(page(visitor.context));
    const form = {
      ...cardForm(visitor.session.data.csrf),
      paymentId: shown.mode === "payment" ? (shown.paymentId ?? undefined) : undefined,
    };
    const stale = JSON.parse(JSON.stringify((await h.store.get(visitor.session.id))?.data)) as unknown;
    const { response } = await pay(visitor.context, form);
    expectRedirect(response, "/app-approved-in-good-funds");
    // The record goes back to the open payment (as a lost write would), and the old form is posted again.
    const record = await h.store.get(visitor.session.id);
    await h.store.set(visitor.session.id, { ...record!, data: stale as never });
    const again = await pay((await nextRequest(h, visitor)).context, form);
    expectRedirect(again.response, "/error?reason=payment-already-submitted");
    expect(h.count(`/api/application/${visitor.applicationId}/makePayment`)).toBe(1);
  });

  it("FundFailure → the form again: cleared, failure state, '*1 attempt remaining'; the retry may succeed", async () => {
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.declineOnce }));
    expectRedirect(response, "/funding-payment");
    expect(session.data.payment).toMatchObject({ state: "open", failures: 1 });
    const data = await dataOf(page(context));
    expect(data).toMatchObject({ ...FAILURE_STATE, lastResult: null });
    // The card is asked for again; names and billing address are kept to review.
    expect(data).toMatchObject({
      defaults: { cardHolderFirstName: "Jane", addressLine1: "12 Main St", zipCode: "62701" },
    });
    expect(JSON.stringify(data)).not.toContain("4000000000000002");
    // The failure state's form has no 'fund the whole deposit' switch: it asks otherwise than the first.
    const { response: retry } = await payShown(
      context,
      cardForm(session.data.csrf, { cardNumber: TEST_CARDS.declineOnce, fundToday: undefined }),
    );
    expectRedirect(retry, "/app-approved-in-good-funds");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
  });

  it("a second failure is final: the funding final failure screen, also on a later visit", async () => {
    const { context, session } = await returning();
    await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.decline }));
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.decline }));
    expectRedirect(response, "/error?reason=funding-failed");
    const { response: later } = await settle(page(context));
    expectRedirect(later, "/error?reason=funding-failed");
  });

  it("ExceededDailyPaymentTransactions → the daily limit error", async () => {
    const { context, session } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.dailyLimit }));
    expectRedirect(response, "/error?reason=payment-daily-limit");
    expect(session.data.payment?.state).toBe("open");
  });

  it("HTTP 500: the bank's funding record is read first; nothing received → SPEC's payment error saying so ('Try again' back here), and the retry reaches the bank", async () => {
    const { context, session, applicationId } = await returning();
    const first = await dataOf(page(context));
    h.requests.length = 0;
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.serverError }));
    expectRedirect(response, "/error?reason=payment-error-checked");
    // Asked before the applicant was told anything: once for the form's balance, once after the 500.
    expect(h.paths().filter((p) => p.endsWith("/getApplicationPaymentStatus")).length).toBeGreaterThanOrEqual(3);
    expect(session.data.payment).toMatchObject({ state: "open", unansweredAt: 100 });
    expect(context.cards.get(session.id)).toBeNull();
    // 'Try again': the form again, for a new payment (the old form is sent back to it, never 'already submitted').
    const data = await dataOf(page(context));
    expect(data.mode).toBe("payment");
    expect(data.mode === "payment" && first.mode === "payment" && data.paymentId !== first.paymentId).toBe(true);
    const { response: old } = await pay(context, {
      ...cardForm(session.data.csrf),
      paymentId: first.mode === "payment" ? (first.paymentId ?? undefined) : undefined,
    });
    expectRedirect(old, "/error?reason=payment-already-submitted");
    const { response: retry } = await payShown(context, cardForm(session.data.csrf));
    expectRedirect(retry, "/app-approved-in-good-funds");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
    expect(h.bank.applications.get(applicationId)?.fundingHistory.map((f) => f.amountReceived)).toEqual([100, 400]);
  });

  it("HTTP 500 on a payment the bank booked: the result view from the funding record, never 'nothing was charged', never paid again", async () => {
    const { context, session, applicationId } = await returning();
    const takeFault = h.bank.takeFault.bind(h.bank);
    h.bank.takeFault = (call) => {
      if (call !== "makePayment") return takeFault(call);
      // The bank charged the card, then failed before it answered.
      h.bank.applications.get(applicationId)!.fundingHistory.push({ amountReceived: 400, receivedAt: h.now });
      return { kind: "500" };
    };
    const { response } = await payShown(context, cardForm(session.data.csrf));
    h.bank.takeFault = takeFault;
    expectRedirect(response, "/funding-payment?view=result");
    expect(await dataOf(page(context, "/funding-payment?view=result"))).toMatchObject({
      mode: "result",
      result: { approvedAmount: 400, remainder: 500, partialAmount: 0 },
    });
    expectRedirect((await settle(page(context))).response, "/error?reason=payment-already-submitted");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("HTTP 400 whose funding record cannot be read: unconfirmed, not offered again until the bank says", async () => {
    const { context, session, applicationId } = await returning();
    const takeFault = h.bank.takeFault.bind(h.bank);
    h.bank.takeFault = (call) => {
      if (call === "makePayment") {
        h.bank.faults.getApplicationPaymentStatus = { kind: "500" };
        return { kind: "400" };
      }
      return takeFault(call);
    };
    const { response } = await payShown(context, cardForm(session.data.csrf));
    h.bank.takeFault = takeFault;
    expectRedirect(response, "/error?reason=payment-unconfirmed");
    expect(session.data.payment).toMatchObject({ state: "submitted", unconfirmed: true, balanceBefore: 100 });
    expectRedirect((await settle(page(context))).response, "/error?reason=payment-unconfirmed", 302);
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it.each(["GenericDecisionsError", "VoidPaymentError"])(
    "%s does not say whether the card was charged: the bank's funding record decides",
    async (code) => {
      const { context, session, applicationId } = await returning();
      const answerAgain = bankRefuses(code);
      const { response } = await payShown(context, cardForm(session.data.csrf));
      answerAgain();
      expectRedirect(response, "/error?reason=payment-error-checked");
      expect(session.data.payment).toMatchObject({ state: "open", unansweredAt: 100 });
      expectRedirect((await payShown(context, cardForm(session.data.csrf))).response, "/app-approved-in-good-funds");
      expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
    },
  );

  it("a refusal the bank names (PaymentExceedsBalance, the daily limit) leaves the payment open: the next try reaches the bank", async () => {
    const { context, session, applicationId } = await returning();
    const answerAgain = bankRefuses("PaymentExceedsBalance");
    expectRedirect((await payShown(context, cardForm(session.data.csrf))).response, "/error?reason=payment-error");
    answerAgain();
    expectRedirect((await payShown(context, cardForm(session.data.csrf))).response, "/app-approved-in-good-funds");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
  });

  it("a payment error code the bank names (PaymentExceedsBalance) → the payment error", async () => {
    const { context, session, applicationId } = await returning();
    // The application is paid in full by another channel between the page and the post.
    h.bank.applications.get(applicationId)!.creditLimit = 500;
    h.bank.faults.getApplicationPaymentStatus = undefined;
    const answerAgain = bankRefuses("PaymentExceedsBalance");
    const { response } = await payShown(context, cardForm(session.data.csrf));
    answerAgain();
    expectRedirect(response, "/error?reason=payment-error");
  });

  it("401 → the session ends", async () => {
    const { context, session } = await returning();
    h.bank.faults.makePayment = { kind: "401" };
    const { response } = await payShown(context, cardForm(session.data.csrf));
    expectRedirect(response, "/session-expired");
    expect(session.data.selectedApplication).toBeUndefined();
  });

  it("a timeout: the bank's funding record is read first; nothing received → the payment error saying so, and the retry pays", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.timeout }));
    expectRedirect(response, "/error?reason=payment-timeout");
    // Asked before the applicant was told anything: once for the form's balance, once after the timeout.
    expect(h.paths().filter((p) => p.endsWith("/getApplicationPaymentStatus")).length).toBeGreaterThanOrEqual(2);
    expect(session.data.payment).toMatchObject({ state: "open", unansweredAt: 100 });
    const { response: retry } = await payShown(context, cardForm(session.data.csrf));
    expectRedirect(retry, "/app-approved-in-good-funds");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
  });

  it("a timeout whose funding record cannot be read: not offered again until the bank says; then the form, saying nothing was charged", async () => {
    const visitor = await paymentUnanswered();
    const { applicationId } = visitor;
    h.bank.faults.getApplicationPaymentStatus = { kind: "500" };
    const collector = await nextRequest(h, visitor);
    expectRedirect(
      (await settle(page(collector.context, "/funding-payment?view=processing&wait=1"))).response,
      "/error?reason=payment-unconfirmed",
    );
    expect(collector.session.data.payment).toMatchObject({ state: "submitted", unconfirmed: true, balanceBefore: 100 });
    // 'Try again' while the bank still cannot say: the same error, no payment.
    const again = await nextRequest(h, visitor);
    expectRedirect((await settle(page(again.context))).response, "/error?reason=payment-unconfirmed", 302);
    // The bank answers: nothing received → the form, with a notice; the payment goes through once.
    h.bank.faults.getApplicationPaymentStatus = undefined;
    const later = await nextRequest(h, visitor);
    expectRedirect((await settle(page(later.context))).response, "/funding-payment", 302);
    const form = await dataOf(page(later.context));
    expect(form).toMatchObject({ mode: "payment", notice: PAYMENT_NOT_RECEIVED_NOTICE, amountDue: 400 });
    expectRedirect(
      (await payShown(later.context, cardForm(later.session.data.csrf))).response,
      "/app-approved-in-good-funds",
    );
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(2);
  });

  it("a timeout whose payment the bank booked after all: the result view from the funding record, never paid again", async () => {
    const visitor = await paymentUnanswered();
    const { applicationId } = visitor;
    // The bank took the payment, but its answer is lost.
    const app = h.bank.applications.get(applicationId)!;
    app.fundingHistory.push({ amountReceived: 150, receivedAt: h.now });
    const collector = await nextRequest(h, visitor);
    expectRedirect(
      (await settle(page(collector.context, "/funding-payment?view=processing&wait=1"))).response,
      "/funding-payment?view=result",
    );
    expect(await dataOf(page(collector.context, "/funding-payment?view=result"))).toMatchObject({
      mode: "result",
      result: { approvedAmount: 150, remainder: 250, partialAmount: 250 },
    });
    expectRedirect((await settle(page(collector.context))).response, "/error?reason=payment-already-submitted");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("a payment with no answer that the bank books late, after it showed nothing received: the retry is not charged", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    const { context, session, applicationId } = await returning();
    expectRedirect(
      (await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.timeout }))).response,
      "/error?reason=payment-timeout",
    );
    h.bank.applications.get(applicationId)!.fundingHistory.push({ amountReceived: 150, receivedAt: h.now });
    expectRedirect((await settle(page(context))).response, "/error?reason=payment-already-submitted");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("the cardholder's name with accents goes to the bank as it prints it (Peña → Pena)", async () => {
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardHolderLastName: "Peña" }));
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(h.bodiesOf(`/api/application/${applicationId}/makePayment`)[0]).toMatchObject({
      billingAddress: { lastName: "Pena" },
    });
    expect(session.data.draft.cardHolderLastName).toBe("Peña");
  });

  it("an invalid form is answered without calling the bank", async () => {
    const { context, session, applicationId } = await returning();
    const { response } = await payShown(context, cardForm(session.data.csrf, { fundToday: undefined, amount: "401" }));
    expectRedirect(response, "/funding-payment");
    expect(session.data.formResult?.result).toMatchObject({ error: { amount: [MSG.partialAmountAtMost(400)] } });
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(0);
    expect(session.data.payment).toMatchObject({ state: "open", failures: 0 });
    expect(session.data.payment?.startedAt).toBeUndefined();
  });
});

describe("funding-payment, existing payment context: the application's status and the screen's choices", () => {
  it("an application whose status is FundFailure starts in SPEC's failure state: one attempt, no partial amount", async () => {
    const { context, session, applicationId } = await returning({ responseCode: "FundFailure" });
    const data = await dataOf(page(context));
    expect(data).toMatchObject({ ...FAILURE_STATE, amountDue: 400 });
    expect(session.data.payment).toMatchObject({ applicationId, state: "open", failures: 1 });
    // A partial amount posted anyway is not a partial payment: the whole remainder is paid.
    const { response } = await payShown(context, cardForm(session.data.csrf, { fundToday: undefined, amount: "150" }));
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(h.bodiesOf(`/api/application/${applicationId}/makePayment`)).toMatchObject([
      { amount: 400, isFullyFunded: true, attemptNumber: 0 },
    ]);
  });

  it("after a FundFailure status, the next card failure is final", async () => {
    const { context, session, applicationId } = await returning({ responseCode: "FundFailure" });
    const { response } = await payShown(context, cardForm(session.data.csrf, { cardNumber: TEST_CARDS.declineOnce }));
    expectRedirect(response, "/error?reason=funding-failed");
    expect(session.data.payment).toMatchObject({ state: "open", failures: 2 });
    expectRedirect((await settle(page(context))).response, "/error?reason=funding-failed");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("the waiting-for-funds screen's fund-today toggle is the default: off shows the amount to fund", async () => {
    const { context, session } = await returning();
    session.data.selectedApplication = { ...session.data.selectedApplication!, fundToday: false };
    expect(await dataOf(page(context))).toMatchObject({
      mode: "payment",
      partialAllowed: true,
      defaults: { fundToday: undefined },
    });
    session.data.selectedApplication = { ...session.data.selectedApplication!, fundToday: true };
    expect(await dataOf(page(context))).toMatchObject({ defaults: { fundToday: "on" } });
  });
});

describe("funding-payment, existing payment context: one payment per form", () => {
  it("the form names its payment; the same payment is shown again until it is made", async () => {
    const { context } = await returning();
    const first = await dataOf(page(context));
    const again = await dataOf(page(context));
    expect(first.mode === "payment" && first.paymentId).toMatch(/^[\w-]{16,}$/);
    expect(again.mode === "payment" && again.paymentId).toBe(first.mode === "payment" && first.paymentId);
  });

  it("a post without the payment's id goes to the form; another payment's id is refused; neither reaches the bank", async () => {
    const { context, session, applicationId } = await returning();
    expectRedirect((await pay(context, cardForm(session.data.csrf))).response, "/funding-payment");
    await dataOf(page(context));
    expectRedirect((await pay(context, cardForm(session.data.csrf))).response, "/funding-payment");
    const { response } = await pay(context, { ...cardForm(session.data.csrf), paymentId: "an-earlier-payment-0000" });
    expectRedirect(response, "/error?reason=payment-already-submitted");
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(0);
    expect(session.data.payment?.state).toBe("open");
  });
});

describe("funding-payment, existing payment context: the processing page (docs/decisions/0054)", () => {
  /** The post waits 20 ms for the answer; the processing page's next request up to `waitMs`. */
  function slowPayments(waitMs = 3000) {
    h.services.payments = new PaymentRuns({ graceMs: 20, waitMs });
  }
  /** A returning applicant whose payment is recorded as pending, with no run here to finish it. */
  async function cutOff(payment: { id: string; balanceBefore?: number }) {
    slowPayments(30);
    const visitor = await returning();
    const { applicationId } = visitor;
    visitor.session.data.payment = { applicationId, state: "pending", failures: 0, startedAt: h.now, ...payment };
    return visitor;
  }
  const processing = "/funding-payment?view=processing";
  const waiting = "/funding-payment?view=processing&wait=1";

  it("a slow answer: the post hands over to the processing page, whose next request collects it", async () => {
    slowPayments();
    h.bank.faults.makePayment = { latencyMs: 300 };
    const visitor = await returning();
    const { session, applicationId } = visitor;
    // A card left in memory (e.g. from the application) goes too when the bank answers.
    visitor.context.cards.put(session.id, { cardNumber: "4111111111111111", expirationDateMMYY: "1229", cvv: "123" });
    const shown = await dataOf(page(visitor.context));
    const paymentId = shown.mode === "payment" ? (shown.paymentId ?? undefined) : undefined;
    const { response } = await pay(visitor.context, { ...cardForm(session.data.csrf), paymentId });
    expectRedirect(response, processing);
    expect(session.data.payment).toMatchObject({ applicationId, id: paymentId, state: "pending" });
    expect(JSON.stringify((await h.store.get(session.id))?.data)).not.toContain("4111111111111111");

    // While it runs: the processing page; the payment screen leads there; another post of the same
    // payment is shown the processing page too (it never pays twice).
    expect(await dataOf(page((await nextRequest(h, visitor)).context, processing))).toEqual({
      mode: "processing",
      texts: expect.anything(),
    });
    expectRedirect((await settle(page((await nextRequest(h, visitor)).context))).response, processing, 302);
    const { response: again } = await pay((await nextRequest(h, visitor)).context, {
      ...cardForm(session.data.csrf),
      paymentId,
    });
    expectRedirect(again, processing);

    // The waiting request gets the answer: in good funds, recorded in the session.
    const collector = await nextRequest(h, visitor);
    const { response: done } = await settle(page(collector.context, waiting));
    expectRedirect(done, "/app-approved-in-good-funds");
    expect(collector.session.data.payment).toMatchObject({ state: "submitted", next: "/app-approved-in-good-funds" });
    expect(collector.session.data.selectedApplication?.responseCode).toBe("WT_FRE");
    expect(visitor.context.cards.get(session.id)).toBeNull();
    expect(JSON.stringify((await h.store.get(session.id))?.data)).not.toContain("4111111111111111");
    // A processing page opened late leads to the same place; the bank was called once.
    expectRedirect(
      (await settle(page((await nextRequest(h, visitor)).context, processing))).response,
      "/app-approved-in-good-funds",
      302,
    );
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("a slow partial payment ends in the result view; a slow card failure in the form with '*1 attempt remaining'", async () => {
    slowPayments();
    h.bank.faults.makePayment = { latencyMs: 200, times: 2 };
    const visitor = await returning();
    const { response } = await payShown(
      visitor.context,
      cardForm(visitor.session.data.csrf, { cardNumber: TEST_CARDS.declineOnce }),
    );
    expectRedirect(response, processing);
    const collector = await nextRequest(h, visitor);
    expectRedirect((await settle(page(collector.context, waiting))).response, "/funding-payment");
    expect(await dataOf(page(collector.context))).toMatchObject({
      mode: "payment",
      fundFailure: true,
      attemptsRemaining: 1,
      partialAllowed: false,
    });

    const partial = await returning();
    const { response: slow } = await payShown(
      partial.context,
      cardForm(partial.session.data.csrf, { fundToday: undefined, amount: "150" }),
    );
    expectRedirect(slow, processing);
    const next = await nextRequest(h, partial);
    expectRedirect((await settle(page(next.context, waiting))).response, "/funding-payment?view=result");
    expect(await dataOf(page(next.context, "/funding-payment?view=result"))).toMatchObject({
      mode: "result",
      result: { approvedAmount: 150 },
    });
  });

  it("no answer yet when the wait is over: the processing page again", async () => {
    slowPayments(50);
    h.bank.faults.makePayment = { latencyMs: 400 };
    const visitor = await returning();
    expectRedirect((await payShown(visitor.context, cardForm(visitor.session.data.csrf))).response, processing);
    expect(await dataOf(page((await nextRequest(h, visitor)).context, waiting))).toEqual({
      mode: "processing",
      texts: expect.anything(),
    });
    // The page asks again (each request waits 50 ms here) until the answer has come.
    let answer: unknown = { mode: "processing" };
    for (let i = 0; i < 40 && !(answer instanceof Response); i++)
      answer = await page((await nextRequest(h, visitor)).context, waiting);
    expect(answer).toBeInstanceOf(Response);
    expectRedirect(answer as Response, "/app-approved-in-good-funds");
  });

  it("an answer that never comes: the client's timeout ends it; the bank's record (nothing received) decides what is said", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    slowPayments();
    const visitor = await returning();
    visitor.context.cards.put(visitor.session.id, {
      cardNumber: "4000000000000036",
      expirationDateMMYY: "1229",
      cvv: "123",
    });
    expectRedirect(
      (await payShown(visitor.context, cardForm(visitor.session.data.csrf, { cardNumber: TEST_CARDS.timeout })))
        .response,
      processing,
    );
    const collector = await nextRequest(h, visitor);
    expectRedirect((await settle(page(collector.context, waiting))).response, "/error?reason=payment-timeout");
    expect(collector.session.data.payment).toMatchObject({ state: "open", unansweredAt: 100 });
    expect(visitor.context.cards.get(visitor.session.id)).toBeNull();
    expect(await dataOf(page((await nextRequest(h, visitor)).context))).toMatchObject({ mode: "payment" });
  });

  it("a payment cut off (nothing runs here, e.g. after a restart): the processing page, then after 2 minutes the bank's record decides", async () => {
    const { context, session, applicationId } = await cutOff({ id: "payment-cut-off-0001", balanceBefore: 100 });
    expect(await dataOf(page(context, waiting))).toEqual({ mode: "processing", texts: expect.anything() });
    h.now += 2 * 60 * 1000 + 1;
    expectRedirect((await settle(page(context, processing))).response, "/error?reason=payment-timeout");
    expect(session.data.payment).toMatchObject({ state: "open" });
    expect(h.count(`/api/application/${applicationId}/makePayment`)).toBe(0);
  });

  it("a payment cut off before this record knew its balance stays unconfirmed: never offered again", async () => {
    const { context, session } = await cutOff({ id: "payment-cut-off-0002" });
    h.now += 2 * 60 * 1000 + 1;
    expectRedirect((await settle(page(context, processing))).response, "/error?reason=payment-unconfirmed");
    expect(session.data.payment).toMatchObject({ state: "submitted", unconfirmed: true });
    expectRedirect((await settle(page(context))).response, "/error?reason=payment-unconfirmed", 302);
  });

  it("the processing and result views without a payment of theirs go to the payment screen", async () => {
    const { context } = await returning();
    expectRedirect((await settle(page(context, processing))).response, "/funding-payment", 302);
    expectRedirect((await settle(page(context, "/funding-payment?view=result"))).response, "/funding-payment", 302);
  });
});
