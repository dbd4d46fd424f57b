import { cardForm, JORDAN_CARD } from "../../test/flow-harness";
import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "../../mocks/personas";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import { ending, type Visitor } from "../../test/app-harness";
import { PaymentRuns } from "~/features/payment/payment-runs.server";
import { dataOf, expectRedirect, get, post, settle, posted } from "../../test/requests";
import { LAST4, statusVerified, useReturningHarness } from "../../test/returning-harness";
import { action as checkStatusAction } from "./check-application-status";
import { action as fundMyCard } from "~/screens/status-screen";
import { action as payAction, loader as paymentLoader } from "./funding-payment";
import { action as sourceAction, loader as sourceLoader } from "./funding-source";
import { MSG } from "~/domain/messages";
import { STATUS_FRESH_MS } from "~/domain/constants";
import { action as otpAction } from "./otp-check";
import { loader as viewApplication } from "./view-application";

/*
 * The funding payment screen reached the way a returning applicant reaches it: the real status
 * check (form, code, status view), 'Fund my card', the payment, and a status check again in the
 * same session (SPEC §2.4, §4.1, §4.3).
 */

const h = useReturningHarness();
const EMAIL = "jordan+wt_fnd@example.com";

function card(v: Visitor, change: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = cardForm(v.session.data.csrf, {
    ...JORDAN_CARD,
    addressLine2: undefined,
    ...change,
  });
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));
}

async function statusView(v: Visitor) {
  return (await settle(viewApplication({ request: get("/view-application"), context: v.context, params: {} })))
    .response;
}

/** The status check again, in the same session: form, code, status view. */
async function checkAgain(v: Visitor, emailAddress = EMAIL) {
  const sent = await posted(checkStatusAction, "/check-application-status", v.context, {
    csrf: v.session.data.csrf,
    emailAddress,
    last4SSN: LAST4,
  });
  expectRedirect(sent.response, "/otp-check");
  const verified = await posted(otpAction, "/otp-check", v.context, {
    csrf: v.session.data.csrf,
    intent: "verify",
    otpCode: MOCK_OTP_CODE,
  });
  expectRedirect(verified.response, "/view-application");
  return statusView(v);
}

function fund(v: Visitor, fundToday: boolean) {
  return settle(
    ending(
      v.context,
      fundMyCard({
        request: post("/app-approved-waiting-for-funds", {
          csrf: v.session.data.csrf,
          ...(fundToday ? { fundToday: "on" } : {}),
        }),
        context: v.context,
        params: { statusScreen: "app-approved-waiting-for-funds" },
      }),
    ),
  );
}

async function paymentScreen(v: Visitor) {
  const shown = await dataOf(
    ending(v.context, paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} })),
  );
  if (shown.mode !== "payment") throw new Error(`expected the payment form, got ${shown.mode}`);
  return shown;
}

function pay(v: Visitor, fields: Record<string, string>) {
  return settle(
    ending(v.context, payAction({ request: post("/funding-payment", fields), context: v.context, params: {} })),
  );
}

function makePayments() {
  return h.paths().filter((path) => path.endsWith("/makePayment")).length;
}

function chooseFunding(v: Visitor, fundingType?: string) {
  return settle(
    sourceAction({
      request: post("/funding-source", { csrf: v.session.data.csrf, ...(fundingType ? { fundingType } : {}) }),
      context: v.context,
      params: {},
    }),
  );
}

function sourceScreen(v: Visitor, url = "/funding-source") {
  return dataOf(sourceLoader({ request: get(url), context: v.context, params: {} }));
}

/** The status check, then the funding source screen's 'Fund now with a debit card' (docs/decisions/0051). */
async function fundNowAfterFundFailure(v: Visitor) {
  expectRedirect(await statusView(v), "/funding-source", 302);
  expectRedirect((await chooseFunding(v, "DBT")).response, "/funding-payment");
}

describe("a FundFailure found by the status check (SPEC §4.1 'back to funding source to retry')", () => {
  it("goes back to the funding source screen: its status-check mode, with the bank's figures and SPEC's banner", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    expectRedirect(await statusView(v), "/funding-source", 302);
    expect(await sourceScreen(v)).toMatchObject({
      mode: "status",
      view: null,
      creditLine: 500,
      remaining: 400,
      daysLeftToFund: 60,
      backHref: "/check-application-status",
      hasErrors: false,
    });
    expect(h.paths().filter((path) => path.endsWith("/makePayment"))).toHaveLength(0);
  });

  it("no choice: the funding source's required message, nothing sent", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    expectRedirect(await statusView(v), "/funding-source", 302);
    h.requests.length = 0;
    expectRedirect((await chooseFunding(v)).response, "/funding-source");
    expect(v.session.data.formResult?.result).toMatchObject({
      status: "error",
      error: { fundingType: [MSG.fundingTypeRequired] },
    });
    expect(h.requests).toHaveLength(0);
  });

  it("'Fund later' changes nothing at the bank: no call that could charge, and the page says how to fund later", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    expectRedirect(await statusView(v), "/funding-source", 302);
    h.requests.length = 0;
    expectRedirect((await chooseFunding(v, "FDL")).response, "/funding-source?view=later");
    expect(h.requests).toHaveLength(0);
    expect(await sourceScreen(v, "/funding-source?view=later")).toMatchObject({
      mode: "status",
      view: "later",
      remaining: 400,
      daysLeftToFund: 60,
    });
    expect(h.paths().filter((path) => /makePayment|submitLead/.test(path))).toHaveLength(0);
    // Still the same application, still owed: fund now is still offered.
    expectRedirect((await chooseFunding(v, "DBT")).response, "/funding-payment");
  });

  it("once the application is funded, the funding source screen gives way to its status screen", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    await fundNowAfterFundFailure(v);
    const shown = await paymentScreen(v);
    expect(shown.backHref).toBe("/funding-source");
    expectRedirect(
      (await pay(v, { ...card(v), paymentId: shown.paymentId ?? "" })).response,
      "/app-approved-in-good-funds",
    );
    h.now += STATUS_FRESH_MS + 1;
    const { response } = await settle(
      sourceLoader({ request: get("/funding-source"), context: v.context, params: {} }),
    );
    expectRedirect(response, "/app-approved-in-good-funds", 302);
  });

  it("opens the payment screen in the failure state: SPEC §8's heading, one attempt, no partial amount", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    await fundNowAfterFundFailure(v);
    const shown = await paymentScreen(v);
    expect(shown).toMatchObject({
      fundFailure: true,
      attemptsRemaining: 1,
      partialAllowed: false,
      amountDue: 400,
      creditLimit: 500,
      balance: 100,
    });
    // A partial amount posted anyway is not a partial payment: the whole remainder is paid.
    const { response } = await pay(v, {
      ...card(v, { fundToday: undefined, amount: "50" }),
      paymentId: shown.paymentId ?? "",
    });
    expectRedirect(response, "/app-approved-in-good-funds");
    expect(makePayments()).toBe(1);
  });

  it("the next card failure is final: the funding final failure screen", async () => {
    const v = await statusVerified(h, "jordan+fundfailure@example.com");
    await fundNowAfterFundFailure(v);
    const shown = await paymentScreen(v);
    const { response } = await pay(v, {
      ...card(v, { cardNumber: TEST_CARDS.decline }),
      paymentId: shown.paymentId ?? "",
    });
    expectRedirect(response, "/error?reason=funding-failed");
    expectRedirect(
      (await settle(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }))).response,
      "/error?reason=funding-failed",
    );
  });
});

describe("'Fund my card' and the fund-today toggle (SPEC §2.4)", () => {
  it("the toggle is the payment screen's default: off offers the amount to fund today, on the whole remainder", async () => {
    const v = await statusVerified(h, EMAIL);
    expectRedirect(await statusView(v), "/app-approved-waiting-for-funds", 302);
    expectRedirect((await fund(v, false)).response, "/funding-payment");
    expect(await paymentScreen(v)).toMatchObject({ partialAllowed: true, defaults: { fundToday: undefined } });
    expectRedirect((await fund(v, true)).response, "/funding-payment");
    expect(await paymentScreen(v)).toMatchObject({ partialAllowed: true, defaults: { fundToday: "on" } });
  });
});

describe("fund part, then fund the rest, in one session (SPEC §4.3)", () => {
  it("after a partial payment, a new status check and 'Fund my card' open the next payment; the first stays submitted", async () => {
    const v = await statusVerified(h, EMAIL);
    expectRedirect(await statusView(v), "/app-approved-waiting-for-funds", 302);
    expectRedirect((await fund(v, false)).response, "/funding-payment");
    const first = await paymentScreen(v);
    const firstForm = { ...card(v, { fundToday: undefined, amount: "150" }), paymentId: first.paymentId ?? "" };
    expectRedirect((await pay(v, firstForm)).response, "/funding-payment?view=result");
    // A repeat visit: already submitted (SPEC §4.3). A double post of that payment: how it went.
    expectRedirect(
      (await settle(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }))).response,
      "/error?reason=payment-already-submitted",
    );
    expectRedirect((await pay(v, firstForm)).response, "/funding-payment?view=result");
    // The same payment's form from another tab, for another amount, is not a double click: it was not
    // paid, and its result is not this one (it said 'approved' with the $150 paid).
    expectRedirect((await pay(v, { ...firstForm, amount: "250" })).response, "/error?reason=payment-already-submitted");
    expectRedirect(
      (await pay(v, { ...firstForm, fundToday: "on" })).response,
      "/error?reason=payment-already-submitted",
    );
    expect(makePayments()).toBe(1);

    // Back another time in the same browser: status check, then 'Fund my card' for the rest.
    expectRedirect(await checkAgain(v), "/app-approved-waiting-for-funds", 302);
    expectRedirect((await fund(v, true)).response, "/funding-payment");
    const second = await paymentScreen(v);
    expect(second).toMatchObject({ amountDue: 250, balance: 250, fundFailure: false, defaults: { fundToday: "on" } });
    expect(second.paymentId).not.toBe(first.paymentId);
    // The first payment's form, posted again (Back, another tab): still that payment, still refused.
    expectRedirect(
      (await pay(v, { ...firstForm, csrf: v.session.data.csrf })).response,
      "/error?reason=payment-already-submitted",
    );
    expect(makePayments()).toBe(1);

    expectRedirect(
      (await pay(v, { ...card(v), paymentId: second.paymentId ?? "" })).response,
      "/app-approved-in-good-funds",
    );
    expect(makePayments()).toBe(2);
    const app = [...h.bank.applications.values()][0]!;
    expect(app.fundingHistory.map((f) => f.amountReceived)).toEqual([100, 150, 250]);
    expect(app.status).toBe("WT_FRE");
  });

  it("'Fund my card' straight after a partial payment opens the next one; once nothing is owed it stays closed", async () => {
    const v = await statusVerified(h, EMAIL);
    expectRedirect(await statusView(v), "/app-approved-waiting-for-funds", 302);
    await fund(v, false);
    const first = await paymentScreen(v);
    expectRedirect(
      (await pay(v, { ...card(v, { fundToday: undefined, amount: "100" }), paymentId: first.paymentId ?? "" }))
        .response,
      "/funding-payment?view=result",
    );
    await fund(v, true);
    const second = await paymentScreen(v);
    expect(second.amountDue).toBe(300);
    expectRedirect(
      (await pay(v, { ...card(v), paymentId: second.paymentId ?? "" })).response,
      "/app-approved-in-good-funds",
    );
    await fund(v, true);
    expectRedirect(
      (await settle(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }))).response,
      "/error?reason=payment-already-submitted",
    );
  });

  it("a payment whose answer never came, while the bank cannot show its record, stays closed: a new check and 'Fund my card' do not reopen it", async () => {
    h.useServices({ UPSTREAM_TIMEOUT_MS: "150" });
    h.services.payments = new PaymentRuns({ graceMs: 20, waitMs: 3000 });
    const v = await statusVerified(h, EMAIL);
    expectRedirect(await statusView(v), "/app-approved-waiting-for-funds", 302);
    await fund(v, true);
    const shown = await paymentScreen(v);
    expectRedirect(
      (await pay(v, { ...card(v, { cardNumber: TEST_CARDS.timeout }), paymentId: shown.paymentId ?? "" })).response,
      "/funding-payment?view=processing",
    );
    h.bank.faults.getApplicationPaymentStatus = { kind: "500" };
    const waited = await settle(
      paymentLoader({ request: get("/funding-payment?view=processing&wait=1"), context: v.context, params: {} }),
    );
    expectRedirect(waited.response, "/error?reason=payment-unconfirmed");
    expectRedirect(await checkAgain(v), "/app-approved-waiting-for-funds", 302);
    await fund(v, true);
    expect(v.session.data.payment).toMatchObject({ state: "submitted", unconfirmed: true });
    expectRedirect(
      (await settle(paymentLoader({ request: get("/funding-payment"), context: v.context, params: {} }))).response,
      "/error?reason=payment-unconfirmed",
      302,
    );
    expect(makePayments()).toBe(1);
  });
});
