import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../app/server/logger.server";
import { BankApi } from "../app/upstream/client.server";
import { UpstreamError } from "../app/upstream/errors";
import { MOCK_OTP_CODE } from "./bank";
import { startStandaloneMock, type StandaloneMock } from "./standalone";
import { leadRequest, memoryHolder, payStub, statusChecked, submission, verifiedLead } from "../test/bank-mock";

/** The standalone mock over real HTTP (no MSW interception in this process). */
let mock: StandaloneMock;
const notes: string[] = [];
const log = createLogger("silent");

beforeAll(async () => {
  mock = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: (m) => notes.push(m) });
});
afterAll(() => mock.close());

function client(timeoutMs = 5_000) {
  return new BankApi({ baseUrl: mock.url, timeoutMs, log, addressProvider: { url: mock.url, key: "k" } }).forSession(
    memoryHolder(),
  );
}

describe("standalone mock server", () => {
  it("listens on its own origin and answers /healthz", async () => {
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    const response = await fetch(`${mock.url}/healthz`);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("configuration and banner", async () => {
    const api = client();
    const config = await api.configuration({ downsell: true });
    expect(config.securedProducts.map((p) => p.prn)).toEqual([1000, 9000, 6100]);
    expect(await api.bannerMessages()).toEqual([]);
  });

  it("a lead and OTP round trip through BankApi", async () => {
    const api = client();
    const lead = await api.createLead(leadRequest({ otpMethod: "Mobile", instanceId: 7, productId: 9000 }));
    expect(notes.at(-1)).toContain(MOCK_OTP_CODE);
    expect(await api.verifyLeadOtp({ leadId: lead.id, otpCode: "999999" })).toBe(false);
    expect(await api.verifyLeadOtp({ leadId: lead.id, otpCode: MOCK_OTP_CODE })).toBe(true);
    expect(mock.bank.leads.get(lead.id)?.verified).toBe(true);
  });

  it("the whole lifecycle, with a streamed multipart upload", async () => {
    const applicant = client();
    const leadId = await verifiedLead(applicant, "http+wt_doc@example.com");
    const submitted = await applicant.submitLead(submission(leadId, { emailAddress: "http+wt_doc@example.com" }));
    expect(submitted.responseCode).toBe("WT_DOC");
    const applicationId = submitted.applicationId ?? "";

    const visitor = client();
    await statusChecked(visitor, "http+wt_doc@example.com", "0101");
    const big = new Uint8Array(2 * 1024 * 1024).fill(65);
    const upload = await visitor.uploadDocuments({
      applicationId,
      leadId,
      files: [payStub({ content: new Blob([big]) })],
    });
    expect(upload.success).toBe(true);
    expect(mock.bank.applications.get(applicationId)?.documents[0]?.size).toBe(big.length);
    expect((await visitor.getApplicationsStatus())[0]?.responseCode).toBe("UI_MDR");
    expect(await visitor.getApplicationPaymentStatus(applicationId)).toMatchObject({
      creditLimit: 500,
      currentBalance: 0,
    });
    expect((await visitor.withdrawApplication({ applicationId, withdrawReason: "Other" })).responseCode).toBe(
      "END_WDR",
    );
  });

  it("address lookup at the same origin", async () => {
    const suggestions = await client().lookupAddresses("77 birch");
    expect(suggestions[0]?.street_line).toBe("77 Birch St");
  });

  it("switches: POST /__mock/settings sets faults, /__mock/reset clears them", async () => {
    const set = await fetch(`${mock.url}/__mock/settings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ faults: { calculateIncome: { kind: "500" } }, banner: ["Down tonight."] }),
    });
    expect(set.status).toBe(200);
    const api = client();
    await expect(api.calculateIncome(100)).rejects.toMatchObject({ kind: "serverError", status: 500 });
    expect(await api.bannerMessages()).toEqual(["Down tonight."]);
    const bad = await fetch(`${mock.url}/__mock/settings`, {
      method: "POST",
      body: JSON.stringify({ faults: { x: { kind: "boom" } } }),
    });
    expect(bad.status).toBe(400);
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    // The reset forgets the bank's sessions too: the old one answers 401, a new one works.
    await expect(api.calculateIncome(100)).rejects.toMatchObject({ kind: "unauthorized" });
    expect(await client().calculateIncome(100)).toBe(2400);
  });

  it("GET /__mock/calls counts the requests each call received (faulted ones too) until a reset", async () => {
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    mock.bank.faults.calculateIncome = { kind: "500", times: 1 };
    const api = client();
    await expect(api.calculateIncome(100)).rejects.toMatchObject({ status: 500 });
    expect(await api.calculateIncome(100)).toBe(2400);
    const counted = (await (await fetch(`${mock.url}/__mock/calls`)).json()) as { calls: Record<string, number> };
    expect(counted.calls).toMatchObject({ calculateIncome: 2 });
    expect(counted.calls.submitLead).toBeUndefined();
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    expect(await (await fetch(`${mock.url}/__mock/calls`)).json()).toEqual({ calls: {} });
  });

  it("malformed JSON over HTTP is a typed error", async () => {
    mock.bank.faults.configuration = { kind: "malformed" };
    try {
      await client().configuration();
      throw new Error("expected a failure");
    } catch (error) {
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).kind).toBe("malformed");
    } finally {
      mock.bank.faults.configuration = undefined;
    }
  });

  it("a latency switch makes the client time out", async () => {
    mock.bank.faults.refreshSession = { latencyMs: 300 };
    const api = client(100);
    await api.startSession();
    await expect(api.refreshSession()).rejects.toMatchObject({ kind: "timeout" });
    mock.bank.faults.refreshSession = undefined;
  });

  it("unknown paths answer 404", async () => {
    const response = await fetch(`${mock.url}/api/nothing-here`);
    expect(response.status).toBe(404);
  });

  it("an unauthenticated call answers 401", async () => {
    const response = await fetch(`${mock.url}/api/application/getApplicationsStatus`);
    expect(response.status).toBe(401);
  });

  it("matches requests whatever Host name the caller used", async () => {
    const response = await fetch(`http://localhost:${mock.port}/api/application/bannermessage`).catch(() => null);
    // localhost may resolve to ::1 where nothing listens; when it connects, the handlers still match.
    if (response) expect(response.status).toBe(200);
  });
});
