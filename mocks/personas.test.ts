import { describe, expect, it } from "vitest";
import { errorKeyFor } from "../app/upstream/errors";
import { MOCK_DAILY_PAYMENT_ATTEMPTS } from "./bank";
import { emailPersona, personaTags, STATUS_CODES, TEST_CARDS, UNKNOWN_STATUS_CODE, cardOutcome } from "./personas";
import { expectStillWaiting, payment, payStub, statusChecked, submission, verifiedLead } from "../test/bank-mock";
import { testMockForSuite, upstreamFailure } from "../test/bank-mock";

const mock = testMockForSuite();

/** Goes through the flow: lead, OTP, submitLead. */
async function submit(email: string, o: Parameters<typeof submission>[1] = {}) {
  const user = mock.user();
  const leadId = await verifiedLead(user.client, email);
  const result = await user.client.submitLead(submission(leadId, { emailAddress: email, ...o }));
  return { ...user, leadId, result, applicationId: result.applicationId ?? "" };
}

/** A new visitor checks the status with email and SSN last 4. */
async function check(email: string, last4 = "0101") {
  const { client } = mock.user();
  await statusChecked(client, email, last4);
  return { client, list: await client.getApplicationsStatus() };
}

const ALL_CODES = [...STATUS_CODES, UNKNOWN_STATUS_CODE];

describe("email personas: submitLead answers every code of SPEC §4.1, and the status check finds it", () => {
  it.each(ALL_CODES)("%s", async (code) => {
    const tag = code === UNKNOWN_STATUS_CODE ? "unknown" : code.toLowerCase();
    const email = `sam+${tag}@example.com`;
    const { result, applicationId } = await submit(email);
    expect(result.responseCode).toBe(code);
    expect(result.done?.applicationID).toBe(applicationId);
    const { list } = await check(email);
    expect(list.map((a) => [a.applicationID, a.responseCode])).toEqual([[applicationId, code]]);
  });

  it("tags are case-insensitive and only count after the last '+'", () => {
    expect(emailPersona("A.B+Wt_Doc@Example.com")).toEqual({ kind: "status", code: "WT_DOC" });
    expect(emailPersona("a+b+end_dcl@example.com")).toEqual({ kind: "status", code: "END_DCL" });
    expect(emailPersona("jane@example.com")).toBeNull();
    expect(emailPersona("jane+news@example.com")).toBeNull();
    expect(personaTags()).toHaveLength(ALL_CODES.length + 3);
  });
});

describe("email personas: the status check alone (nothing submitted)", () => {
  it.each(ALL_CODES)("%s is found for any SSN last 4", async (code) => {
    const tag = code === UNKNOWN_STATUS_CODE ? "unknown" : code.toLowerCase();
    const { list } = await check(`kim+${tag}@example.com`, "4321");
    expect(list).toHaveLength(1);
    expect(list[0]?.responseCode).toBe(code);
    if (code === "WT_DOC") expect(list[0]?.responseObjects).toMatchObject({ doC_IncomeYN: true, doC_AddressYN: true });
  });

  it("'+multi' finds several applications for one email, newest first", async () => {
    const { list } = await check("kim+multi@example.com", "1111");
    expect(list.map((a) => [a.responseCode, a.prn])).toEqual([
      ["WT_FND", 1000],
      ["WT_DOC", 9000],
      ["END_WDR", 6100],
    ]);
  });

  it("'+nomatch' sends a code but finds nothing (no-match screen); '+end_emn' answers END_EMN", async () => {
    expect((await check("kim+nomatch@example.com")).list).toEqual([]);
    expect((await check("kim+end_emn@example.com")).list[0]?.responseCode).toBe("END_EMN");
  });

  it("an email and last 4 that match nothing: the request fails (check-status failure page)", async () => {
    const { client } = mock.user();
    const error = await upstreamFailure(
      client.sendCheckAppStatusOtp({ emailAddress: "nobody@example.com", last4SSN: "0101" }),
    );
    expect([error.kind, errorKeyFor(error)]).toEqual(["badRequest", "generic"]);
  });

  it("the same email with another SSN last 4 does not match", async () => {
    await submit("pat@example.com", { ssn: "123450101" });
    const { client } = mock.user();
    expect(
      (await upstreamFailure(client.sendCheckAppStatusOtp({ emailAddress: "pat@example.com", last4SSN: "9999" }))).kind,
    ).toBe("badRequest");
  });

  it("a seeded WT_FND application can be funded partially and fully", async () => {
    const { client, list } = await check("kim+wt_fnd@example.com", "2222");
    const app = list[0];
    expect(app?.responseObjects?.creditLimit).toBe(500);
    const id = app?.applicationID ?? "";
    expect(await client.getApplicationPaymentStatus(id)).toMatchObject({ currentBalance: 100, creditLimit: 500 });
    expect((await client.makePayment(id, payment(150))).responseCode).toBe("WT_FND");
    expect((await client.makePayment(id, payment(250, { isFullyFunded: true }))).responseCode).toBe("WT_FRE");
  });
});

describe("other submitLead personas", () => {
  it("'+422' answers 422 with the errors list", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client, "lee+422@example.com");
    const error = await upstreamFailure(client.submitLead(submission(leadId, { emailAddress: "lee+422@example.com" })));
    expect(error.kind).toBe("unprocessable");
    expect(error.errors.map((e) => e.memberNames)).toEqual([["pii.ssn"], ["pii.dateOfBirth"]]);
    expect(error.errors[0]?.errorCode).toBe("InvalidModel");
  });

  it("InvalidEmail, then a resubmission with the corrected email goes through", async () => {
    const { client, leadId, result, applicationId } = await submit("typo+invalidemail@example.com");
    expect(result.responseCode).toBe("InvalidEmail");
    const again = await client.submitLead(
      submission(leadId, { emailAddress: "fixed@example.com", applicationId, fundingType: "DBT", creditLimit: 500 }),
    );
    expect(again).toMatchObject({ applicationId, responseCode: "WT_FRE" });
    expect((await check("fixed@example.com")).list[0]?.responseCode).toBe("WT_FRE");
  });

  it("no tag: fully funded → WT_FRE; partly funded or fund later → WT_FND", async () => {
    expect(
      (await submit("a@example.com", { fundingType: "DBT", creditLimit: 300, amount: 300 })).result.responseCode,
    ).toBe("WT_FRE");
    expect((await submit("b@example.com", { fundingType: "DBT", creditLimit: 300, amount: 100 })).result).toMatchObject(
      {
        responseCode: "WT_FND",
        done: { currentBalance: 100, creditLimit: 300 },
      },
    );
    expect((await submit("c@example.com", { fundingType: "FDL" })).result.responseCode).toBe("WT_FND");
  });

  it("credit limits follow the mock products of SPEC §9", async () => {
    const ok = async (productId: number, creditLimit: number) =>
      (await submit(`p${productId}-${creditLimit}@example.com`, { productId, creditLimit })).result.responseCode;
    const refused = async (productId: number, creditLimit: number) => {
      const { client } = mock.user();
      const leadId = await verifiedLead(client, "x@example.com", productId);
      return (
        await upstreamFailure(
          client.submitLead(submission(leadId, { emailAddress: "x@example.com", productId, creditLimit })),
        )
      ).kind;
    };
    expect(await ok(1000, 200)).toBe("WT_FND");
    expect(await ok(9000, 3000)).toBe("WT_FND");
    expect(await ok(6100, 100)).toBe("WT_FND");
    expect(await refused(1000, 150)).toBe("unprocessable");
    expect(await refused(9000, 250)).toBe("unprocessable");
    expect(await refused(6100, 1500)).toBe("unprocessable");
  });
});

describe("card personas (makePayment, and submitLead with DBT)", () => {
  async function waitingForFunds(email = "f@example.com") {
    const s = await submit(email, { fundingType: "FDL", creditLimit: 500 });
    return s;
  }

  it("maps each test card to its outcome; any other card approves", () => {
    expect(cardOutcome(TEST_CARDS.approveVisa)).toBe("approve");
    expect(cardOutcome(TEST_CARDS.approveMastercard)).toBe("approve");
    expect(cardOutcome("4000 0000 0000 0002")).toBe("declineOnce");
    expect(cardOutcome(TEST_CARDS.decline)).toBe("decline");
    expect(cardOutcome(TEST_CARDS.dailyLimit)).toBe("dailyLimit");
    expect(cardOutcome(TEST_CARDS.timeout)).toBe("timeout");
    expect(cardOutcome(TEST_CARDS.serverError)).toBe("serverError");
    expect(cardOutcome("4242424242424242")).toBe("approve");
  });

  it("every test card number passes the Luhn check", () => {
    const luhn = (n: string) =>
      [...n].reverse().reduce((sum, d, i) => {
        let x = Number(d);
        if (i % 2) x = x * 2 > 9 ? x * 2 - 9 : x * 2;
        return sum + x;
      }, 0) %
        10 ===
      0;
    for (const card of Object.values(TEST_CARDS)) expect(luhn(card), card).toBe(true);
  });

  it("approve (Visa and Mastercard)", async () => {
    const { client, applicationId } = await waitingForFunds();
    const first = await client.makePayment(applicationId, payment(100, { cardNumber: TEST_CARDS.approveMastercard }));
    expectStillWaiting(first, { approvedAmount: 100, balance: 100, creditLimit: 500, exceededDailyTransaction: false });
  });

  it("declineOnce: FundFailure, then approved on the retry", async () => {
    const { client, applicationId } = await waitingForFunds();
    const failed = await client.makePayment(applicationId, payment(500, { cardNumber: TEST_CARDS.declineOnce }));
    expect(failed.responseCode).toBe("FundFailure");
    expect(failed.paymentResponse).toMatchObject({ approvedAmount: 0, balance: 0 });
    const retried = await client.makePayment(applicationId, payment(500, { cardNumber: TEST_CARDS.declineOnce }));
    expect(retried.responseCode).toBe("WT_FRE");
  });

  it("decline: FundFailure, then FundFailureFinal (also for a good card afterwards)", async () => {
    const { client, applicationId } = await waitingForFunds();
    expect(
      (await client.makePayment(applicationId, payment(500, { cardNumber: TEST_CARDS.decline }))).responseCode,
    ).toBe("FundFailure");
    expect(
      (await client.makePayment(applicationId, payment(500, { cardNumber: TEST_CARDS.decline }))).responseCode,
    ).toBe("FundFailureFinal");
    expect((await client.makePayment(applicationId, payment(500))).responseCode).toBe("FundFailureFinal");
  });

  it("dailyLimit: ExceededDailyPaymentTransactions; also after too many attempts in one day", async () => {
    const { client, applicationId } = await waitingForFunds();
    const limited = await client.makePayment(applicationId, payment(100, { cardNumber: TEST_CARDS.dailyLimit }));
    expect(limited.responseCode).toBe("ExceededDailyPaymentTransactions");
    expect(limited.paymentResponse?.exceededDailyTransaction).toBe(true);
    for (let i = 0; i < MOCK_DAILY_PAYMENT_ATTEMPTS; i++) await client.makePayment(applicationId, payment(25));
    expect((await client.makePayment(applicationId, payment(25))).responseCode).toBe(
      "ExceededDailyPaymentTransactions",
    );
    // The next day (a new visit: the bank session of yesterday has lapsed).
    mock.clock.now += 24 * 60 * 60 * 1000;
    expect((await upstreamFailure(client.makePayment(applicationId, payment(25)))).kind).toBe("unauthorized");
    const { client: tomorrow } = await check("f@example.com");
    expect((await tomorrow.makePayment(applicationId, payment(25))).responseCode).toBe("WT_FND");
  });

  it("timeout: the call times out ('unable to access your application'), not repeated", async () => {
    const { holder, applicationId } = await waitingForFunds();
    const client = mock.api({ timeoutMs: 80 }).forSession(holder);
    const error = await upstreamFailure(
      client.makePayment(applicationId, payment(100, { cardNumber: TEST_CARDS.timeout })),
    );
    expect([error.kind, errorKeyFor(error)]).toEqual(["timeout", "api-unavailable"]);
    expect(mock.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("serverError: HTTP 500 (generic error), not repeated", async () => {
    const { client, applicationId } = await waitingForFunds();
    const error = await upstreamFailure(
      client.makePayment(applicationId, payment(100, { cardNumber: TEST_CARDS.serverError })),
    );
    expect([error.kind, errorKeyFor(error)]).toEqual(["serverError", "generic"]);
    expect(mock.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });

  it("the same cards work in submitLead with DBT", async () => {
    expect(
      (await submit("d1@example.com", { fundingType: "DBT", cardNumber: TEST_CARDS.declineOnce })).result.responseCode,
    ).toBe("FundFailure");
    expect(
      (await submit("d2@example.com", { fundingType: "DBT", cardNumber: TEST_CARDS.dailyLimit })).result.responseCode,
    ).toBe("ExceededDailyPaymentTransactions");
    const declined = await submit("d3@example.com", { fundingType: "DBT", cardNumber: TEST_CARDS.decline });
    expect(declined.result.responseCode).toBe("FundFailure");
    const retry = await declined.client.submitLead(
      submission(declined.leadId, {
        emailAddress: "d3@example.com",
        applicationId: declined.applicationId,
        fundingType: "DBT",
        cardNumber: TEST_CARDS.decline,
      }),
    );
    expect(retry.responseCode).toBe("FundFailureFinal");
    const { client } = mock.user();
    const leadId = await verifiedLead(client, "d4@example.com");
    const error = await upstreamFailure(
      client.submitLead(
        submission(leadId, { emailAddress: "d4@example.com", fundingType: "DBT", cardNumber: TEST_CARDS.serverError }),
      ),
    );
    expect(error.kind).toBe("serverError");
  });

  it("an application already in good funds answers WT_FRE and charges nothing", async () => {
    const { client, applicationId } = await submit("g@example.com", { fundingType: "DBT", creditLimit: 300 });
    const again = await client.makePayment(applicationId, payment(100));
    expect(again.responseCode).toBe("WT_FRE");
    expect(again.paymentResponse?.approvedAmount).toBe(0);
  });
});

describe("document personas", () => {
  it("a file named fail… is refused: success false, status unchanged", async () => {
    const { client, leadId, applicationId } = await submit("doc+wt_doc@example.com");
    const result = await client.uploadDocuments({
      applicationId,
      leadId,
      files: [payStub({ fileName: "fail-stub.pdf" })],
    });
    expect(result.success).toBe(false);
    expect(mock.bank.applications.get(applicationId)?.status).toBe("WT_DOC");
  });

  it("documents that were not requested are refused", async () => {
    const { client, leadId, applicationId } = await submit("nodoc@example.com");
    const error = await upstreamFailure(
      client.uploadDocuments({
        applicationId,
        leadId,
        files: [payStub()],
      }),
    );
    expect(error.kind).toBe("badRequest");
  });
});

describe("the stateful lifecycle: submit → status → pay → status → withdraw → status", () => {
  it("an application submitted in the flow is found, funded partly and fully, and withdrawn", async () => {
    // Apply: fund later, credit line 500.
    const applicant = await submit("Robin.Lee@example.com", { fundingType: "FDL", creditLimit: 500, ssn: "123457788" });
    expect(applicant.result.responseCode).toBe("WT_FND");

    // Later, another visit: status check with email (any case) and SSN last 4.
    const first = await check("robin.lee@EXAMPLE.com", "7788");
    expect(first.list).toHaveLength(1);
    const app = first.list[0];
    expect(app).toMatchObject({
      applicationID: applicant.applicationId,
      responseCode: "WT_FND",
      responseObjects: { creditLimit: 500 },
    });
    const id = app?.applicationID ?? "";
    expect(await first.client.getApplicationPaymentStatus(id)).toMatchObject({
      currentBalance: 0,
      creditLimit: 500,
      daysLeftToFund: 60,
    });

    // Ten days later, a new visit: a partial payment.
    mock.clock.now += 10 * 24 * 60 * 60 * 1000;
    const { client } = await check("robin.lee@example.com", "7788");
    const partial = await client.makePayment(id, payment(200));
    expectStillWaiting(partial, { approvedAmount: 200, balance: 200, creditLimit: 500, daysLeftToFund: 50 });
    expect(await client.getApplicationPaymentStatus(id)).toMatchObject({
      fundingHistory: [{ amountReceived: 200 }],
      currentBalance: 200,
      daysLeftToFund: 50,
    });
    expect((await client.getApplicationsStatus())[0]?.responseCode).toBe("WT_FND");

    // The remainder: in good funds.
    const full = await client.makePayment(id, payment(300, { isFullyFunded: true }));
    expect(full.responseCode).toBe("WT_FRE");
    expect(full.paymentResponse?.goodFundsDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await client.getApplicationsStatus())[0]?.responseCode).toBe("WT_FRE");
    expect(await client.getApplicationPaymentStatus(id)).toMatchObject({ currentBalance: 500 });

    // Withdraw.
    expect(await client.withdrawApplication({ applicationId: id, withdrawReason: "Received another offer" })).toEqual({
      responseCode: "END_WDR",
    });
    expect((await client.getApplicationsStatus())[0]?.responseCode).toBe("END_WDR");
    // Withdrawing again answers the same; paying is refused.
    expect((await client.withdrawApplication({ applicationId: id, withdrawReason: "Other" })).responseCode).toBe(
      "END_WDR",
    );
    expect((await upstreamFailure(client.makePayment(id, payment(25)))).kind).toBe("badRequest");
  });

  it("documents: WT_DOC → upload → UI_MDR, seen by the status check", async () => {
    const applicant = await submit("dana+wt_doc@example.com");
    const { client, list } = await check("dana+wt_doc@example.com");
    expect(list[0]?.responseCode).toBe("WT_DOC");
    const upload = await client.uploadDocuments({
      applicationId: applicant.applicationId,
      leadId: applicant.leadId,
      files: [
        {
          category: "address",
          name: "Utility bill",
          fileName: "bill.pdf",
          contentType: "application/pdf",
          content: new Blob(["%PDF"]),
        },
      ],
    });
    expect(upload.success).toBe(true);
    expect((await client.getApplicationsStatus())[0]?.responseCode).toBe("UI_MDR");
  });

  it("the applicant's own session lists what it submitted without a status OTP", async () => {
    const { client, applicationId } = await submit("own@example.com");
    expect((await client.getApplicationsStatus()).map((a) => a.applicationID)).toEqual([applicationId]);
  });

  it("reset forgets everything", async () => {
    await submit("gone@example.com");
    mock.bank.reset();
    expect(mock.bank.applications.size).toBe(0);
    expect(mock.bank.leads.size).toBe(0);
    expect(mock.bank.sessions.size).toBe(0);
  });
});
