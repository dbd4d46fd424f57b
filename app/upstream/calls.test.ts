import type { BankHttp } from "./http.server";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../../mocks/bank";
import { DOWNSELL_INCENTIVE_ID } from "../../mocks/configuration";
import { MOCK_ADDRESS_URL, MOCK_BANK_URL, mockCalculatedIncome } from "../../mocks/handlers";
import { TEST_CARDS } from "../../mocks/personas";
import {
  leadRequest,
  memoryHolder,
  expectStillWaiting,
  payment,
  payStub,
  statusChecked,
  submission,
  testMockForSuite,
  upstreamFailure,
  verifiedLead,
} from "../../test/bank-mock";
import { SESSION_REFRESH_MS } from "~/domain/constants";
import { parseEnv } from "~/server/env.server";
import { createServices } from "~/services.server";
import { MemorySessionStore } from "~/session/store.server";
import { BankApi } from "./client.server";
import { endsSession, errorKeyFor } from "./errors";

const mock = testMockForSuite();

describe("configuration (SPEC §4.6)", () => {
  it("sends utm, cid and nid only when present", async () => {
    await mock.api().configuration({ utmSourceName: "google", utmCampaignName: "deposit50", cid: "C1", nid: "N1" });
    await mock.api().configuration();
    const [first, second] = mock.requests.filter((r) => r.path === "/api/configuration");
    expect(Object.fromEntries(new URLSearchParams(first?.search))).toEqual({
      utmSourceName: "google",
      utmCampaignName: "deposit50",
      cid: "C1",
      nid: "N1",
    });
    expect(second?.search).toBe("");
  });

  it("names the campaign incentive and the mock products of SPEC §9", async () => {
    const config = await mock.api().configuration({ utmCampaignName: "deposit50" });
    expect(config.incentiveName).toBe("Deposit Reduction $50");
    const byPrn = Object.fromEntries(config.securedProducts.map((p) => [p.prn, p]));
    expect(byPrn[1000]).toMatchObject({ minimumCreditLimit: 200, maximumCreditLimit: 3000, productId: 1000 });
    expect(byPrn[9000]).toMatchObject({ minimumCreditLimit: 300, maximumCreditLimit: 3000, productId: 9000 });
    expect(byPrn[6100]).toMatchObject({
      minimumCreditLimit: 100,
      maximumCreditLimit: 1000,
      productId: 6100,
      annualPercentageRate: 29.99,
    });
    expect(config.featureFlags).toContainEqual({ featureName: "Launch", isEnabled: true });
  });

  it("the second, downsell=true fetch reveals the downsell incentive", async () => {
    const plain = await mock.api().configuration();
    const downsell = await mock.api().configuration({ downsell: true });
    const incentiveIds = (c: typeof plain) => c.securedProducts.flatMap((p) => p.incentives.map((i) => i.id));
    expect(incentiveIds(plain)).not.toContain(DOWNSELL_INCENTIVE_ID);
    expect(incentiveIds(downsell)).toContain(DOWNSELL_INCENTIVE_ID);
    const detail = downsell.securedProducts.flatMap((p) => p.incentives).find((i) => i.id === DOWNSELL_INCENTIVE_ID)
      ?.incentiveDetails[0];
    expect(detail?.incentiveTypeName?.toLowerCase()).toBe("downsell");
    expect(mock.requests.at(-1)?.search).toBe("?downsell=true");
  });
});

describe("server-side caches", () => {
  const env = parseEnv({ SESSION_SECRET: "x".repeat(40), SESSION_STORE: "memory", NODE_ENV: "test" });
  const services = () =>
    createServices({
      env,
      log: mock.log,
      upstreamUrl: MOCK_BANK_URL,
      now: () => mock.clock.now,
      store: new MemorySessionStore(),
    });

  it("the banner is cached 60 s", async () => {
    mock.bank.banner = ["Maintenance tonight."];
    const s = services();
    expect(await s.banner()).toEqual(["Maintenance tonight."]);
    mock.bank.banner = ["Changed."];
    expect(await s.banner()).toEqual(["Maintenance tonight."]);
    mock.clock.now += 60_001;
    expect(await s.banner()).toEqual(["Changed."]);
    expect(mock.count("/api/application/bannermessage")).toBe(2);
  });

  it("the configuration is cached per query", async () => {
    const s = services();
    await s.configuration();
    await s.configuration();
    await s.configuration({ downsell: true });
    expect(mock.count("/api/configuration")).toBe(2);
  });
});

describe("session calls", () => {
  it("startSession keeps the token in the holder; later calls carry it as a bearer token", async () => {
    const { client, holder } = mock.user();
    await client.calculateIncome(1000);
    expect(holder.state?.token).toMatch(/^[0-9a-f]{32}$/);
    const call = mock.requests.find((r) => r.path === "/api/application/calculateIncome");
    expect(call?.authorization).toBe(`Bearer ${holder.state?.token}`);
  });

  it("refreshSession refreshes the bank's session and the holder's time", async () => {
    const { client, holder } = mock.user();
    await client.startSession();
    mock.clock.now += 60_000;
    await client.refreshSession();
    expect(holder.state?.refreshedAt).toBe(mock.clock.now);
    expect(mock.count("/api/security/refreshSession")).toBe(1);
  });

  it("an active user is refreshed every 18 minutes and keeps the bank session past its 20 minute life", async () => {
    const { client, holder } = mock.user();
    await client.calculateIncome(100);
    for (let i = 0; i < 4; i++) {
      mock.clock.now += SESSION_REFRESH_MS;
      await client.calculateIncome(100);
    }
    expect(mock.count("/api/security/refreshSession")).toBe(4);
    expect(mock.count("/api/security/startSession")).toBe(1);
    expect(holder.state).toBeDefined();
  });

  it("a lapsed bank session (no call for over 20 minutes) ends ours: 401 → session expired", async () => {
    const { client, holder } = mock.user();
    await client.calculateIncome(100);
    mock.clock.now += 21 * 60_000;
    const error = await upstreamFailure(client.calculateIncome(100));
    expect(error.kind).toBe("unauthorized");
    expect(errorKeyFor(error)).toBe("session-expired");
    expect(endsSession(error)).toBe(true);
    expect(holder.state).toBeUndefined();
    // The next call starts a new bank session.
    await client.calculateIncome(100);
    expect(holder.state).toBeDefined();
  });

  it("setAffiliateInfo sends the six keys and answers what goes back on the URL", async () => {
    const { client } = mock.user();
    const info = await client.setAffiliateInfo({ Nid: "101", Sid: "S9", Pid: "P1" });
    expect(info).toEqual({
      nid: "101",
      sid: "S9",
      bid: null,
      utmSource: "credit-karma",
      utmMedium: "affiliate",
      utmContent: "P1",
      utmCampaign: "aff-101",
    });
    const body = JSON.parse(mock.requests.find((r) => r.path.endsWith("setAffiliateInfo"))?.body ?? "{}") as object;
    expect(Object.keys(body).sort()).toEqual(["Aid", "Bid", "Cid", "Nid", "Pid", "Sid"]);
  });

  it("bannerMessages drops empty messages", async () => {
    mock.bank.banner = ["Outage tonight.", "  "];
    expect(await mock.api().bannerMessages()).toEqual(["Outage tonight."]);
  });
});

describe("address lookup (server-side proxy of the autocomplete provider)", () => {
  it("sends key and search and parses the suggestions", async () => {
    const suggestions = await mock.api().lookupAddresses("12 oak");
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toMatchObject({
      street_line: "12 Oak St",
      city: "Springfield",
      state: "IL",
      zipcode: "62701",
    });
    const call = mock.requests.find((r) => r.path === "/lookup");
    expect(Object.fromEntries(new URLSearchParams(call?.search))).toEqual({ key: "test-key", search: "12 oak" });
  });

  it("is cached for the life of the process, across users", async () => {
    const api = mock.api();
    await api.lookupAddresses("12 Oak");
    await api.forSession(mock.user().holder).lookupAddresses("  12   oak ");
    expect(mock.count("/lookup")).toBe(1);
  });

  it("is not retried", async () => {
    mock.bank.faults.addressLookup = { kind: "500" };
    const error = await upstreamFailure(mock.api().lookupAddresses("9 Elm"));
    expect(error.kind).toBe("serverError");
    expect(mock.count("/lookup")).toBe(1);
    // A failure is not cached.
    mock.bank.faults.addressLookup = undefined;
    expect(await mock.api().lookupAddresses("9 Elm")).toHaveLength(5);
  });

  it("answers [] without a provider or a search, making no call", async () => {
    const noProvider = new BankApi({ baseUrl: MOCK_BANK_URL, timeoutMs: 1000, log: mock.log });
    expect(await noProvider.lookupAddresses("12 Oak")).toEqual([]);
    expect(await mock.api().lookupAddresses("   ")).toEqual([]);
    expect(mock.requests).toHaveLength(0);
  });

  it("keeps the provider URL's own path", async () => {
    mock.server.use(http.get(`${MOCK_ADDRESS_URL}/v2/lookup`, () => HttpResponse.json([])));
    const api = mock.api({ addressProvider: { url: `${MOCK_ADDRESS_URL}/v2`, key: "k" } });
    expect(await api.lookupAddresses("1 Main")).toEqual([]);
    expect(mock.requests[0]?.path).toBe("/v2/lookup");
  });
});

describe("lead calls", () => {
  it("createLead, resendLeadOtp and verifyLeadOtp", async () => {
    const { client } = mock.user();
    const lead = await client.createLead(leadRequest({ otpMethod: "Mobile", instanceId: 42, productId: 9000 }));
    expect(lead).toEqual({ id: expect.stringMatching(/^L\d+$/), otpMethod: "Mobile" });
    await client.resendLeadOtp({
      leadId: lead.id,
      firstName: "Jane",
      emailAddress: "jane@example.com",
      primaryPhone: "2125550143",
    });
    expect(await client.verifyLeadOtp({ leadId: lead.id, otpCode: MOCK_OTP_CODE })).toBe(true);
    // The mock says what it would have sent instead of sending it.
    expect(mock.notes.filter((n) => n.includes(MOCK_OTP_CODE))).toHaveLength(2);
  });

  it("updateProduct changes the lead's product; fire and forget", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client, "jane@example.com", 9000);
    await expect(client.updateProduct(leadId, 6100)).resolves.toBeUndefined();
    expect(mock.bank.leads.get(leadId)?.productId).toBe(6100);
    expect(mock.requests.at(-1)?.path).toBe(`/api/application/lead/${leadId}/updateProduct`);
  });

  it("a failing updateProduct never rejects and is not retried", async () => {
    const { client } = mock.user();
    mock.bank.faults.updateProduct = { kind: "500" };
    await expect(client.updateProduct("L1", 6100)).resolves.toBeUndefined();
    expect(mock.count("/api/application/lead/L1/updateProduct")).toBe(1);
    await expect(client.updateProduct("unknown-lead", 6100)).resolves.toBeUndefined();
  });

  it("calculateIncome answers the calculated income", async () => {
    const { client } = mock.user();
    expect(await client.calculateIncome(1500)).toBe(mockCalculatedIncome(1500));
    expect(JSON.parse(mock.requests.at(-1)?.body ?? "{}")).toEqual({ monthlyHousingPayment: 1500 });
  });
});

describe("submitLead as an email correction after a status check (decision 0051)", () => {
  const correction = (id: string, applicationId: string, emailAddress: string) => ({
    id,
    applicationId,
    isEmailVerified: false as const,
    basicInfo: { emailAddress },
    payment: { fundingType: "FDL" as const, isFullyFunded: false as const, attemptNumber: 0 as const },
  });

  it("sends only the ids, the email and fund later; the bank's answer is a status code", async () => {
    const { client } = mock.user();
    await statusChecked(client, "jordan+invalidemail@example.com", "1234");
    const [app] = await client.getApplicationsStatus();
    const result = await client.correctEmail(
      correction(app?.leadID ?? "", app?.applicationID ?? "", "jordan.rivera@example.com"),
    );
    expect(result).toMatchObject({ applicationId: app?.applicationID, responseCode: "WT_FND" });
    const sent = JSON.parse(mock.requests.find((r) => r.path.endsWith("submitLead"))?.body ?? "{}") as unknown;
    expect(sent).toEqual(correction(app?.leadID ?? "", app?.applicationID ?? "", "jordan.rivera@example.com"));
  });

  it("another session's application, or another lead: refused, nothing changed", async () => {
    const owner = mock.user();
    await statusChecked(owner.client, "jordan+invalidemail@example.com", "1234");
    const [app] = await owner.client.getApplicationsStatus();
    const stranger = mock.user();
    const refused = await upstreamFailure(
      stranger.client.correctEmail(correction(app?.leadID ?? "", app?.applicationID ?? "", "x@example.com")),
    );
    expect(refused.status).toBe(403);
    const wrongLead = await upstreamFailure(
      owner.client.correctEmail(correction("L999999", app?.applicationID ?? "", "x@example.com")),
    );
    expect(wrongLead.status).toBe(400);
    expect(mock.bank.applications.get(app?.applicationID ?? "")?.emailAddress).toBe("jordan+invalidemail@example.com");
  });

  it("a debit payment can never ride on a correction: refused before sending", async () => {
    const { client } = mock.user();
    const request = { ...correction("L1", "7000001", "x@example.com"), payment: { fundingType: "DBT" } };
    const error = await upstreamFailure(
      client.correctEmail(request as unknown as Parameters<typeof client.correctEmail>[0]),
    );
    expect(error.kind).toBe("badRequest");
    expect(mock.count("/api/application/submitLead")).toBe(0);
  });
});

describe("submitLead", () => {
  it("sends SPEC §7's payload with debit result fields null, and parses applicationId, done and responseCode", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    const result = await client.submitLead(submission(leadId, { fundingType: "DBT", creditLimit: 300, amount: 300 }));
    expect(result.responseCode).toBe("WT_FRE");
    expect(result.applicationId).toMatch(/^\d+$/);
    expect(result.done).toMatchObject({
      applicationID: result.applicationId,
      creditLimit: 300,
      currentBalance: 300,
      daysLeftToFund: 60,
    });
    const sent = JSON.parse(mock.requests.find((r) => r.path.endsWith("submitLead"))?.body ?? "{}") as Record<
      string,
      any
    >;
    expect(Object.keys(sent).sort()).toEqual(
      [
        "instanceId",
        "id",
        "isEmailVerified",
        "applicationId",
        "flags",
        "incentiveId",
        "incentiveName",
        "downsellFrom",
        "basicInfo",
        "dti",
        "creditLine",
        "payment",
        "terms",
        "mailToType",
        "mailingAddress",
        "homeAddress",
        "billingAddress",
        "pii",
      ].sort(),
    );
    expect(sent.payment).toMatchObject({
      fundingType: "DBT",
      isFullyFunded: true,
      attemptNumber: 0,
      approvedAmount: null,
      balance: null,
      goodFundsDate: null,
      numberOfAttempts: null,
      isResponseTimeout: null,
    });
    expect(sent.dti).toEqual({
      monthlyHousingPayment: 1200,
      income: 52_000,
      minimumEligibility: true,
      incomeConfirmation: true,
    });
    expect(sent.pii.dateOfBirth).toBe("04/15/1990");
  });

  it("fund later (FDL) answers WT_FND with the decisions", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    const result = await client.submitLead(submission(leadId, { fundingType: "FDL", creditLimit: 500 }));
    expect(result.responseCode).toBe("WT_FND");
    expect(result.done).toMatchObject({ creditLimit: 500, currentBalance: 0, fundingHistory: [] });
  });

  it("a deposit-reduction incentive counts towards the balance", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    const result = await client.submitLead(submission(leadId, { creditLimit: 200, incentiveId: 101 }));
    expect(result.done).toMatchObject({ creditLimit: 200, incentiveValue: 50, currentBalance: 50 });
  });

  it("SPEC §5 'padded to 9': an SSN that lost its leading zero leaves as nine digits", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    await client.submitLead({ ...submission(leadId), pii: { ssn: "12345678", dateOfBirth: "04/15/1990" } });
    const sent = JSON.parse(mock.requests.find((r) => r.path.endsWith("submitLead"))?.body ?? "{}") as {
      pii?: { ssn?: string };
    };
    expect(sent.pii?.ssn).toBe("012345678");
  });

  it("a date of birth not in MM/DD/YYYY never leaves: badRequest without a call, nothing logged but the path", async () => {
    const { client } = mock.user();
    const bad = { ...submission("L1"), pii: { ssn: "123450101", dateOfBirth: "1990-04-15" } };
    const error = await upstreamFailure(client.submitLead(bad));
    expect(error.kind).toBe("badRequest");
    expect(errorKeyFor(error)).toBe("generic");
    expect(mock.count("/api/application/submitLead")).toBe(0);
  });

  it("DBT without card data is refused before sending", async () => {
    const { client } = mock.user();
    const request = submission("L1", { fundingType: "DBT" });
    const error = await upstreamFailure(
      client.submitLead({ ...request, payment: { ...request.payment, cardNumber: null } }),
    );
    expect(error.kind).toBe("badRequest");
  });

  it("422 becomes a typed 'unprocessable' error carrying the errors list", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    const error = await upstreamFailure(client.submitLead(submission(leadId, { creditLimit: 5000 })));
    expect(error.kind).toBe("unprocessable");
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([
      {
        errorCode: "InvalidCreditLimit",
        errorMessage: "Credit limit must be between 200 and 3000.",
        memberNames: ["creditLine.creditLimit"],
      },
    ]);
    expect(errorKeyFor(error)).toBe("generic");
  });

  it("an unverified lead is refused (403 ends the session)", async () => {
    const { client, holder } = mock.user();
    const { id } = await client.createLead(leadRequest({ phoneConsent: false, instanceId: 1 }));
    const error = await upstreamFailure(client.submitLead(submission(id)));
    expect(error.kind).toBe("forbidden");
    expect(holder.state).toBeUndefined();
  });

  it("submitting the same lead twice does not create a second application", async () => {
    const { client } = mock.user();
    const leadId = await verifiedLead(client);
    const first = await client.submitLead(submission(leadId));
    const second = await client.submitLead(submission(leadId));
    expect(second.applicationId).toBe(first.applicationId);
    expect(mock.bank.applications.size).toBe(1);
  });
});

describe("after submission: documents, payments, status, withdrawal", () => {
  async function submitted(email = "jane@example.com", o: Parameters<typeof submission>[1] = {}) {
    const user = mock.user();
    const leadId = await verifiedLead(user.client, email);
    const result = await user.client.submitLead(submission(leadId, { emailAddress: email, ...o }));
    return { ...user, leadId, applicationId: result.applicationId ?? "", result };
  }

  it("uploadDocuments sends a multipart body and moves WT_DOC → UI_MDR", async () => {
    const { client, leadId, applicationId, result } = await submitted("docs+wt_doc@example.com");
    expect(result.responseCode).toBe("WT_DOC");
    expect(result.done?.responseObjects).toMatchObject({ doC_IncomeYN: true, doC_AddressYN: true, doC_NameYN: false });
    const bytes = new TextEncoder().encode("%PDF-1.4 pay stub");
    const stub = new Blob([bytes.slice(0, 5), bytes.slice(5)]);
    const upload = await client.uploadDocuments({
      applicationId,
      leadId,
      files: [
        { category: "income", name: "Pay stub", fileName: "stub.pdf", contentType: "application/pdf", content: stub },
        {
          category: "address",
          name: "Utility bill",
          fileName: "bill.png",
          contentType: "image/png",
          content: new Blob([new Uint8Array([137, 80, 78, 71])]),
        },
      ],
    });
    expect(upload).toEqual({ success: true, responseCode: "UI_MDR" });
    const app = mock.bank.applications.get(applicationId);
    expect(app?.status).toBe("UI_MDR");
    expect(app?.documents.map((d) => [d.category, d.name, d.fileName, d.contentType, d.size])).toEqual([
      ["income", "Pay stub", "stub.pdf", "application/pdf", bytes.length],
      ["address", "Utility bill", "bill.png", "image/png", 4],
    ]);
  });

  it("uploadDocuments: a file name with quotes and line breaks cannot add a part header", async () => {
    const { client, leadId, applicationId } = await submitted("docs+wt_doc@example.com");
    const upload = await client.uploadDocuments({
      applicationId,
      leadId,
      files: [
        payStub({
          fileName: 'stub"\r\nContent-Type: text/html\r\n.pdf',
          contentType: "application/pdf\r\nX-Evil: 1",
          content: new Blob(["%PDF-1.4"]),
        }),
      ],
    });
    expect(upload).toEqual({ success: true, responseCode: "UI_MDR" });
    // One part, its name carried whole as the part's filename (escaped on the wire), no header added.
    const documents = mock.bank.applications.get(applicationId)?.documents ?? [];
    expect(documents).toHaveLength(1);
    expect(documents[0]?.fileName).toBe('stub"\r\nContent-Type: text/html\r\n.pdf');
    expect(documents[0]?.contentType).toBe("application/octet-stream");
    expect(documents[0]?.size).toBe(8);
  });

  it("makePayment and getApplicationPaymentStatus", async () => {
    const { client, applicationId } = await submitted();
    const paid = await client.makePayment(applicationId, payment(125));
    expectStillWaiting(paid, { approvedAmount: 125, balance: 125, creditLimit: 500, daysLeftToFund: 60 });
    const status = await client.getApplicationPaymentStatus(applicationId);
    expect(status).toEqual({
      fundingHistory: [{ amountReceived: 125 }],
      incentiveValue: 0,
      currentBalance: 125,
      daysLeftToFund: 60,
      creditLimit: 500,
      applicationID: applicationId,
      leadID: expect.any(String),
    });
  });

  it("makePayment refuses an amount under the minimum or over the remainder", async () => {
    const { client, applicationId } = await submitted();
    expect((await client.makePayment(applicationId, payment(10))).responseCode).toBe("MinimumPaymentNotValid");
    expect((await client.makePayment(applicationId, payment(501))).responseCode).toBe("PaymentExceedsBalance");
  });

  it("makePayment rejects a malformed request before sending", async () => {
    const { client, applicationId } = await submitted();
    const error = await upstreamFailure(
      client.makePayment(applicationId, { ...payment(100), expirationDateMMYY: "13/30" }),
    );
    expect(error.kind).toBe("badRequest");
    expect(mock.count(`/api/application/${applicationId}/makePayment`)).toBe(0);
  });

  it("another session cannot touch the application (403 → session expired)", async () => {
    const { applicationId } = await submitted();
    const stranger = mock.user();
    const error = await upstreamFailure(stranger.client.getApplicationPaymentStatus(applicationId));
    expect(error.kind).toBe("forbidden");
    expect(errorKeyFor(error)).toBe("session-expired");
    expect(stranger.holder.state).toBeUndefined();
  });

  it("sendCheckAppStatusOtp, resendCheckAppStatusOtp, verifyCheckAppStatusOtp, getApplicationsStatus", async () => {
    const { applicationId } = await submitted("Pat@Example.com");
    const { client } = mock.user();
    const sent = await client.sendCheckAppStatusOtp({ emailAddress: "pat@example.com", last4SSN: "0101" });
    expect(sent).toEqual({ primaryPhone: "2125550143", otpMethod: "Email", emailAddress: "pat@example.com" });
    await client.resendCheckAppStatusOtp({ emailAddress: "pat@example.com" });
    expect(await client.verifyCheckAppStatusOtp({ emailAddress: "pat@example.com", otpCode: MOCK_OTP_CODE })).toBe(
      true,
    );
    const list = await client.getApplicationsStatus();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      applicationID: applicationId,
      responseCode: "WT_FND",
      prn: 1000,
      productName: "Secured Visa Card",
      firstName: "Jane",
      responseObjects: { creditLimit: 500, doC_IncomeYN: false },
    });
    expect(list[0]?.submittedDateUtc).toBe(new Date(mock.clock.now).toISOString());
  });

  it("getApplicationsStatus without a verified status check or a submission is refused", async () => {
    const { client } = mock.user();
    expect((await upstreamFailure(client.getApplicationsStatus())).kind).toBe("forbidden");
  });

  it("withdrawApplication → END_WDR; a closed application cannot be withdrawn", async () => {
    const { client, applicationId } = await submitted();
    expect(await client.withdrawApplication({ applicationId, withdrawReason: "No longer interested" })).toEqual({
      responseCode: "END_WDR",
    });
    expect(mock.bank.applications.get(applicationId)?.withdrawReason).toBe("No longer interested");
    const declined = await submitted("d+end_dcl@example.com");
    const error = await upstreamFailure(
      declined.client.withdrawApplication({ applicationId: declined.applicationId, withdrawReason: "Other" }),
    );
    expect(error.kind).toBe("badRequest");
  });
});

/** Every SPEC §7 call, invoked with valid arguments by a user client. */
const CALLS: Array<{
  name: string;
  method: "GET" | "POST";
  invoke: (c: BankApi) => Promise<unknown>;
  emptyAnswer?: boolean;
}> = [
  { name: "configuration", method: "GET", invoke: (c) => c.configuration() },
  { name: "bannermessage", method: "GET", invoke: (c) => c.bannerMessages() },
  { name: "startSession", method: "GET", invoke: (c) => c.startSession() },
  { name: "refreshSession", method: "GET", invoke: (c) => c.refreshSession(), emptyAnswer: true },
  { name: "setAffiliateInfo", method: "POST", invoke: (c) => c.setAffiliateInfo({ Nid: "101" }) },
  { name: "addressLookup", method: "GET", invoke: (c) => c.lookupAddresses(`1 Main ${Math.random()}`) },
  {
    name: "createLead",
    method: "POST",
    invoke: (c) =>
      c.createLead(
        leadRequest({
          firstName: "J",
          lastName: "D",
          emailAddress: "j@example.com",
          phoneConsent: false,
          instanceId: 1,
        }),
      ),
  },
  { name: "calculateIncome", method: "POST", invoke: (c) => c.calculateIncome(1000) },
  { name: "submitLead", method: "POST", invoke: (c) => c.submitLead(submission("L1")) },
  {
    name: "uploaddocuments",
    method: "POST",
    invoke: (c) =>
      c.uploadDocuments({
        applicationId: "1",
        leadId: "L1",
        files: [payStub({ fileName: "a.pdf" })],
      }),
  },
  { name: "makePayment", method: "POST", invoke: (c) => c.makePayment("1", payment(100)) },
  { name: "getApplicationPaymentStatus", method: "GET", invoke: (c) => c.getApplicationPaymentStatus("1") },
  { name: "getApplicationsStatus", method: "GET", invoke: (c) => c.getApplicationsStatus() },
  {
    name: "withdrawApplication",
    method: "POST",
    invoke: (c) => c.withdrawApplication({ applicationId: "1", withdrawReason: "Other" }),
  },
  {
    name: "sendCheckAppStatusOtp",
    method: "POST",
    invoke: (c) => c.sendCheckAppStatusOtp({ emailAddress: "j@example.com", last4SSN: "1234" }),
  },
  {
    name: "resendLeadOtp",
    method: "POST",
    invoke: (c) =>
      c.resendLeadOtp({ leadId: "L1", firstName: "J", emailAddress: "j@example.com", primaryPhone: "2125550143" }),
    emptyAnswer: true,
  },
  {
    name: "resendCheckAppStatusOtp",
    method: "POST",
    invoke: (c) => c.resendCheckAppStatusOtp({ emailAddress: "j@example.com" }),
    emptyAnswer: true,
  },
  { name: "verifyLeadOtp", method: "POST", invoke: (c) => c.verifyLeadOtp({ leadId: "L1", otpCode: "123456" }) },
  {
    name: "verifyCheckAppStatusOtp",
    method: "POST",
    invoke: (c) => c.verifyCheckAppStatusOtp({ emailAddress: "j@example.com", otpCode: "123456" }),
  },
];

describe.each(CALLS)("error mapping of $name (SPEC §7-8)", ({ name, method, invoke, emptyAnswer }) => {
  const retried = method === "GET" && name !== "addressLookup";
  const attempts = (fault: string) =>
    mock.requests.filter((r) => r.path !== "/api/security/startSession" || fault === "startSession").length;

  async function failWith(kind: "400" | "401" | "403" | "500" | "malformed" | "shape" | "timeout", timeoutMs = 2_000) {
    const holder = memoryHolder();
    if (name !== "startSession") await mock.api().forSession(holder).startSession();
    const client = mock.api({ timeoutMs, uploadTimeoutMs: timeoutMs }).forSession(holder);
    mock.requests.length = 0;
    mock.bank.faults[name] = { kind };
    const error = await upstreamFailure(invoke(client));
    return { error, holder };
  }

  it("400 → generic error, not retried", async () => {
    const { error } = await failWith("400");
    expect([error.kind, errorKeyFor(error), endsSession(error)]).toEqual(["badRequest", "generic", false]);
    expect(attempts(name)).toBe(1);
  });

  it(`500 → generic error${retried ? ", retried once" : ", not retried"}`, async () => {
    const { error } = await failWith("500");
    expect([error.kind, errorKeyFor(error)]).toEqual(["serverError", "generic"]);
    expect(attempts(name)).toBe(retried ? 2 : 1);
  });

  it("401 → session expired; the upstream session is forgotten", async () => {
    const { error, holder } = await failWith("401");
    expect([error.kind, errorKeyFor(error), endsSession(error)]).toEqual(["unauthorized", "session-expired", true]);
    if (name !== "configuration" && name !== "bannermessage" && name !== "addressLookup")
      expect(holder.state).toBeUndefined();
  });

  it("403 → session expired", async () => {
    const { error } = await failWith("403");
    expect([error.kind, errorKeyFor(error), endsSession(error)]).toEqual(["forbidden", "session-expired", true]);
  });

  it("timeout → 'unable to access your application'", async () => {
    const { error } = await failWith("timeout", 60);
    expect([error.kind, errorKeyFor(error)]).toEqual(["timeout", "api-unavailable"]);
    expect(attempts(name)).toBe(retried ? 2 : 1);
  });

  it("broken JSON → a typed 'malformed' error, never a crash", async () => {
    const { error } = await failWith("malformed");
    expect([error.kind, errorKeyFor(error)]).toEqual(["malformed", "generic"]);
  });

  // Calls whose answer is ignored accept any JSON, so only the others can be of the wrong shape.
  if (!emptyAnswer) {
    it("valid JSON of the wrong shape → 'malformed'", async () => {
      const { error } = await failWith("shape");
      expect(error.kind).toBe("malformed");
    });
  }

  it("a network failure → 'unable to access your application'", async () => {
    const broken: BankHttp = () =>
      Promise.reject(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }));
    const api = mock.api({ http: broken });
    const holder = { get: () => ({ token: "t", refreshedAt: mock.clock.now }), set: () => {} };
    const error = await upstreamFailure(invoke(api.forSession(holder)));
    expect([error.kind, errorKeyFor(error)]).toEqual(["network", "api-unavailable"]);
  });
});

describe("retries", () => {
  it("an idempotent GET that fails once succeeds on its retry", async () => {
    mock.bank.faults.configuration = { kind: "500", times: 1 };
    await expect(mock.api().configuration()).resolves.toBeDefined();
    expect(mock.count("/api/configuration")).toBe(2);
  });

  it("per-call latency switch", async () => {
    mock.bank.faults.calculateIncome = { latencyMs: 150 };
    const { client } = mock.user({ timeoutMs: 50 });
    expect((await upstreamFailure(client.calculateIncome(10))).kind).toBe("timeout");
    const slow = mock.user({ timeoutMs: 1_000 });
    await expect(slow.client.calculateIncome(10)).resolves.toBe(mockCalculatedIncome(10));
  });

  it("a timeout card on makePayment: the POST times out once and is not repeated", async () => {
    const { client } = mock.user({ timeoutMs: 80 });
    const leadId = await verifiedLead(client);
    const { applicationId } = await client.submitLead(submission(leadId));
    const error = await upstreamFailure(
      client.makePayment(applicationId ?? "", payment(100, { cardNumber: TEST_CARDS.timeout })),
    );
    expect(error.kind).toBe("timeout");
    expect(mock.count(`/api/application/${applicationId}/makePayment`)).toBe(1);
  });
});

describe("status-check OTP contract", () => {
  it("123456 valid; 000000 → 400; another code invalid, then 403; expired after 5 minutes; resend", async () => {
    await submittedPersona();
    const a = mock.user();
    await a.client.sendCheckAppStatusOtp({ emailAddress: "otp@example.com", last4SSN: "0101" });
    expect(
      (await upstreamFailure(a.client.verifyCheckAppStatusOtp({ emailAddress: "otp@example.com", otpCode: "000000" })))
        .kind,
    ).toBe("badRequest");
    expect(await a.client.verifyCheckAppStatusOtp({ emailAddress: "otp@example.com", otpCode: "111111" })).toBe(false);
    expect(
      (await upstreamFailure(a.client.verifyCheckAppStatusOtp({ emailAddress: "otp@example.com", otpCode: "222222" })))
        .kind,
    ).toBe("forbidden");

    const b = mock.user();
    await b.client.sendCheckAppStatusOtp({ emailAddress: "otp@example.com", last4SSN: "0101" });
    mock.clock.now += 5 * 60_000 + 1;
    expect(await b.client.verifyCheckAppStatusOtp({ emailAddress: "otp@example.com", otpCode: MOCK_OTP_CODE })).toBe(
      false,
    );
    await b.client.resendCheckAppStatusOtp({ emailAddress: "otp@example.com" });
    // A resend starts a new 5 minutes; the right code is still accepted after one wrong attempt.
    expect(await b.client.verifyCheckAppStatusOtp({ emailAddress: "otp@example.com", otpCode: MOCK_OTP_CODE })).toBe(
      true,
    );
    expect(await b.client.getApplicationsStatus()).toHaveLength(1);

    const c = mock.user();
    await statusChecked(c.client, "otp@example.com", "0101");
    expect(await c.client.getApplicationsStatus()).toHaveLength(1);
  });

  async function submittedPersona() {
    const { client } = mock.user();
    const leadId = await verifiedLead(client, "otp@example.com");
    await client.submitLead(submission(leadId, { emailAddress: "otp@example.com" }));
  }
});
