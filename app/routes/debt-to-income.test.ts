import { describe, expect, it } from "vitest";
import { IDLE_TIMEOUT_MS } from "~/domain/constants";
import { MSG } from "~/domain/messages";
import { incomeSchema } from "~/domain/schemas/income";
import { constraintOf } from "~/session/form.server";
import { type Applicant, nextRequest, storedAtEnd } from "../../test/app-harness";
import { dataOf, expectRedirect, get, settle, posted } from "../../test/requests";
import { applicant, stepHarness } from "../../test/step-harness";
import { action, loader } from "./debt-to-income";
import { textsFor } from "~/i18n/catalogues.server";

const h = stepHarness();
const CALCULATE = "/api/application/calculateIncome";
const calculations = () => h.requests.filter((c) => c.path === CALCULATE);

/** The mock's calculated income is 24 × the monthly housing payment: 1,000 → 24,000. */
const ENOUGH = { housingPayment: "1000", annualIncome: "30000" };
const LOW = { housingPayment: "1000", annualIncome: "20000" };

async function submit(who: Applicant, fields: Record<string, string>) {
  return posted(action, "/debt-to-income", who.context, { csrf: who.csrf, ...fields });
}

async function page(who: Applicant) {
  return dataOf(loader({ request: get("/debt-to-income"), context: who.context, params: {} }));
}

describe("debt-to-income loader", () => {
  it("opens for a verified applicant, with the saved answers as defaults", async () => {
    const who = await applicant(h, { draft: { housingPayment: 1250.5, annualIncome: 52000 } });
    const data = await page(who);
    expect(data).toEqual({
      texts: textsFor("en", "income"),
      firstName: "Jane",
      // SPEC §2.3 'Common layout: a back button' (docs/decisions/0020).
      backHref: "/basic-info",
      lastResult: null,
      hasErrors: false,
      warning: null,
      defaults: { housingPayment: "1250.50", annualIncome: "52000" },
      // The fields' HTML constraints, from the schema the action validates with (ADR 0002).
      constraint: constraintOf(incomeSchema),
    });
    expect(data.constraint.annualIncome?.required).toBe(true);
  });

  it("sends a visitor who has not verified a code back to their step", async () => {
    const who = await applicant(h);
    who.session.data.verifiedAt = undefined;
    who.session.data.otp = {
      purpose: "lead",
      target: "/debt-to-income",
      sentAt: 0,
      method: "Email",
      destination: "j***@example.com",
      initial: true,
    };
    const { response } = await settle(loader({ request: get("/debt-to-income"), context: who.context, params: {} }));
    expectRedirect(response, "/otp-check", 302);
  });

  it("sends a visitor without a lead to basic information", async () => {
    const who = await applicant(h);
    who.session.data.leadId = undefined;
    const { response } = await settle(loader({ request: get("/debt-to-income"), context: who.context, params: {} }));
    expectRedirect(response, "/basic-info", 302);
  });

  it("sends an expired session to /session-expired", async () => {
    const who = await applicant(h);
    h.now += IDLE_TIMEOUT_MS + 1;
    const later = await nextRequest(h, who);
    expect(later.session.status).toBe("expired");
    const { response } = await settle(loader({ request: get("/debt-to-income"), context: later.context, params: {} }));
    expectRedirect(response, "/session-expired?reason=idle");
  });
});

describe("debt-to-income action: the checks every POST needs", () => {
  it("refuses a missing CSRF token with 403 and calls nothing", async () => {
    const who = await applicant(h);
    const { thrown, response } = await posted(action, "/debt-to-income", who.context, ENOUGH);
    expect(thrown).toBe(true);
    expect(response.status).toBe(403);
    expect(calculations()).toHaveLength(0);
  });

  it("sends a post that comes too early to the first incomplete step", async () => {
    const who = await applicant(h);
    who.session.data.leadId = undefined;
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/basic-info", 302);
    expect(calculations()).toHaveLength(0);
  });

  it("sends a post from an expired session to /session-expired, nothing saved", async () => {
    const who = await applicant(h);
    h.now += IDLE_TIMEOUT_MS + 1;
    const later = await nextRequest(h, who);
    const { response } = await submit(later, ENOUGH);
    expectRedirect(response, "/session-expired?reason=idle");
    expect(calculations()).toHaveLength(0);
  });
});

describe("debt-to-income action: invalid answers", () => {
  // One answer wrong at a time, the other valid: [name, field, what was typed, SPEC's message].
  const VALID = { housingPayment: "1000", annualIncome: "30000" };
  const oneWrong: Array<[string, string, string, string]> = [
    ["housing payment not a number", "housingPayment", "12a", MSG.numericRequired],
    ["housing payment of 1,000,000", "housingPayment", "1,000,000", MSG.housingPaymentTooHigh],
    ["housing payment over 13 characters", "housingPayment", "00000000001000", MSG.totalTooLong],
    ["income of 0", "annualIncome", "0", MSG.incomeAboveZero],
    ["income not a number", "annualIncome", "-5", MSG.numericRequired],
    ["income of 1,000,000", "annualIncome", "1000000", MSG.annualIncomeTooHigh],
    ["income over 7 characters", "annualIncome", "00030000", MSG.totalTooLong],
  ];
  type Case = [name: string, fields: Record<string, string>, errors: Record<string, string>];
  const cases: Case[] = [
    [
      "both empty",
      { housingPayment: "", annualIncome: "" },
      { housingPayment: MSG.housingPaymentRequired, annualIncome: MSG.annualIncomeRequired },
    ],
    ...oneWrong.map(([name, field, typed, message]): Case => [
      name,
      { ...VALID, [field]: typed },
      { [field]: message },
    ]),
  ];

  for (const [name, fields, errors] of cases) {
    it(`${name}: back (303) with SPEC's message, the typed values kept, no bank call`, async () => {
      const who = await applicant(h);
      const { response } = await submit(who, fields);
      expectRedirect(response, "/debt-to-income");
      const kept = who.session.data.formResult;
      expect(kept?.path).toBe("/debt-to-income");
      const reported = Object.fromEntries(
        Object.entries((kept?.result.error ?? {}) as Record<string, string[]>).map(([k, v]) => [k, v[0]]),
      );
      expect(reported).toEqual(errors);
      // Conform keeps what was typed (an empty field is simply absent).
      const typed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ""));
      expect(kept?.result.initialValue).toEqual(typed);
      expect(kept?.result.initialValue).not.toHaveProperty("csrf");
      expect(calculations()).toHaveLength(0);
      expect(who.session.data.draft.completed).not.toContain("income");

      const data = await page(who);
      expect(data.hasErrors).toBe(true);
      expect(data.lastResult?.error).toMatchObject(
        Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
      );
      // Shown once: a refresh shows the clean page.
      expect((await page(who)).hasErrors).toBe(false);
    });
  }

  it("accepts '$' and thousands commas", async () => {
    const who = await applicant(h);
    const { response } = await submit(who, { housingPayment: "$1,200.50", annualIncome: "$52,000" });
    expectRedirect(response, "/credit-line");
    expect(who.session.data.draft).toMatchObject({ housingPayment: 1200.5, annualIncome: 52000 });
    expect(calculations()[0]?.body).toEqual({ monthlyHousingPayment: 1200.5 });
  });
});

describe("debt-to-income action: valid answers", () => {
  it("income at or above the calculated income: saved, step complete, on to /credit-line", async () => {
    const who = await applicant(h, { cardType: "plus" });
    const { response } = await submit(who, { ...ENOUGH, intent: "next" });
    expectRedirect(response, "/credit-line");
    expect(calculations()).toEqual([
      { method: "POST", path: CALCULATE, search: "", body: { monthlyHousingPayment: 1000 } },
    ]);
    expect(who.session.data.draft).toMatchObject({
      housingPayment: 1000,
      annualIncome: 30000,
      calculatedIncome: 24000,
      minimumIncome: "yes",
      annualIncomeValidated: true,
      completed: ["income"],
    });
    expect(h.events.map((e) => e.event)).toEqual(["Plus_IncomeNext", "application_step_2"]);
    expect(h.events[0]).toMatchObject({ card_selected: "plus", step_name: "income" });
    // Persisted for the next request.
    expect(await storedAtEnd(h, who.session)).toMatchObject({
      draft: { annualIncome: 30000, completed: ["income"] },
    });
  });

  it("exactly the calculated income is not low", async () => {
    const who = await applicant(h);
    const { response } = await submit(who, { housingPayment: "1000", annualIncome: "24000" });
    expectRedirect(response, "/credit-line");
    expect(h.events.map((e) => e.event)).toEqual(["IncomeNext", "application_step_2"]);
  });
});

describe("debt-to-income action: the non-blocking income warning", () => {
  it("low income: answers saved, back to the page with the warning and a 'Continue'", async () => {
    const who = await applicant(h);
    const { response } = await submit(who, { ...LOW, intent: "next" });
    expectRedirect(response, "/debt-to-income");
    expect(who.session.data.draft).toMatchObject({
      housingPayment: 1000,
      annualIncome: 20000,
      calculatedIncome: 24000,
      minimumIncome: "no",
      annualIncomeValidated: false,
    });
    expect(who.session.data.draft.completed).not.toContain("income");
    expect(h.events).toHaveLength(0);

    const data = await page(who);
    expect(data.warning).toBe(MSG.incomeBelowCalculated);
    expect(data.hasErrors).toBe(false);
    expect(data.defaults).toEqual({ housingPayment: "1000", annualIncome: "20000" });
  });

  it("'Continue' with the same answers goes on to /credit-line without asking the bank again", async () => {
    const who = await applicant(h, { cardType: "launch" });
    await submit(who, { ...LOW, intent: "next" });
    const { response } = await submit(who, { ...LOW, intent: "continue" });
    expectRedirect(response, "/credit-line");
    expect(calculations()).toHaveLength(1);
    expect(who.session.data.draft).toMatchObject({
      annualIncome: 20000,
      minimumIncome: "no",
      annualIncomeValidated: true,
      completed: ["income"],
    });
    expect(h.events.map((e) => e.event)).toEqual(["Launch_IncomeNext", "application_step_2"]);
    expect((await page(who)).warning).toBeNull();
  });

  it("'Next' again with the same low answers shows the warning again (only 'Continue' confirms)", async () => {
    const who = await applicant(h);
    await submit(who, { ...LOW, intent: "next" });
    const { response } = await submit(who, { ...LOW, intent: "next" });
    expectRedirect(response, "/debt-to-income");
    expect(who.session.data.draft.completed).not.toContain("income");
  });

  it("'Continue' with changed answers checks them again: still low → the warning for the new answers", async () => {
    const who = await applicant(h);
    await submit(who, { ...LOW, intent: "next" });
    const { response } = await submit(who, { housingPayment: "1500", annualIncome: "20000", intent: "continue" });
    expectRedirect(response, "/debt-to-income");
    expect(calculations()).toHaveLength(2);
    expect(who.session.data.draft).toMatchObject({
      housingPayment: 1500,
      calculatedIncome: 36000,
      annualIncomeValidated: false,
    });
  });

  it("'Continue' with a corrected income that is enough goes on", async () => {
    const who = await applicant(h);
    await submit(who, { ...LOW, intent: "next" });
    const { response } = await submit(who, { housingPayment: "1000", annualIncome: "45000", intent: "continue" });
    expectRedirect(response, "/credit-line");
    expect(who.session.data.draft).toMatchObject({
      annualIncome: 45000,
      minimumIncome: "yes",
      annualIncomeValidated: true,
    });
  });

  it("an invalid post hides the warning while its errors show", async () => {
    const who = await applicant(h);
    await submit(who, { ...LOW, intent: "next" });
    await submit(who, { housingPayment: "1000", annualIncome: "", intent: "continue" });
    const data = await page(who);
    expect(data.hasErrors).toBe(true);
    expect(data.warning).toBeNull();
  });

  it("a completed income step changed to a low income is reopened until confirmed", async () => {
    const who = await applicant(h, {
      completed: ["income", "creditLine"],
      draft: { housingPayment: 1000, annualIncome: 30000, calculatedIncome: 24000, annualIncomeValidated: true },
    });
    await submit(who, { ...LOW, intent: "next" });
    expect(who.session.data.draft.completed).toEqual(["creditLine"]);
  });
});

describe("debt-to-income action: calculateIncome failures", () => {
  it("500 → the generic error page; the answers are kept for the return", async () => {
    const who = await applicant(h);
    h.bank.faults.calculateIncome = { kind: "500" };
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/error?reason=generic");
    expect(who.session.data.draft).toMatchObject({ housingPayment: 1000, annualIncome: 30000, calculatedIncome: null });
    expect(who.session.data.draft.completed).not.toContain("income");
    expect(await storedAtEnd(h, who.session)).toMatchObject({ draft: { housingPayment: 1000 } });
    expect((await page(who)).defaults).toEqual({ housingPayment: "1000", annualIncome: "30000" });
  });

  it("400 → the generic error page", async () => {
    const who = await applicant(h);
    h.bank.faults.calculateIncome = { kind: "400" };
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/error?reason=generic");
  });

  it("a timeout → the API-unavailable page", async () => {
    const who = await applicant(h);
    h.bank.faults.calculateIncome = { kind: "timeout" };
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/error?reason=api-unavailable");
  });

  it("401 → the session ends: /session-expired with a fresh, empty session", async () => {
    const who = await applicant(h);
    const oldId = who.session.id;
    h.bank.faults.calculateIncome = { kind: "401" };
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/session-expired");
    expect(who.session.id).not.toBe(oldId);
    expect(who.session.data.draft).toEqual({});
    expect(await h.services.sessions.read(oldId)).toBeNull();
  });

  it("403 → the session ends too", async () => {
    const who = await applicant(h);
    h.bank.faults.calculateIncome = { kind: "403" };
    const { response } = await submit(who, ENOUGH);
    expectRedirect(response, "/session-expired");
    expect(who.session.data.leadId).toBeUndefined();
  });
});
