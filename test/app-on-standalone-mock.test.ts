/**
 * The production server (`node build/server.js`) against the standalone mock of the bank API over
 * real HTTP, as in a staging-like run: `UPSTREAM_API_URL=<mock origin>`.
 */
import { afterAll, describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../mocks/bank";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";
import { browser as cookieBrowser, csrfOf, serverForSuite, GENEROUS_LIMITS } from "./server-process";

let mock: StandaloneMock;
// After the server has stopped (hooks after tests run last registered, first).
afterAll(async () => {
  await mock?.close();
});
const app = serverForSuite(async () => {
  mock = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {} });
  return {
    UPSTREAM_API_URL: mock.url,
    ADDRESS_PROVIDER_URL: mock.url,
    ADDRESS_PROVIDER_KEY: "test",
    ...GENEROUS_LIMITS,
  };
});

const browser = () => cookieBrowser(app.url());

describe("the app against the standalone mock over real HTTP", () => {
  it("shows the mock's products on the intro screen", async () => {
    const { request } = browser();
    const response = await request("/");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Secured Visa Card");
    expect(html).toContain("Secured Plus Visa Card");
  });

  it("basic information creates a lead at the mock; the OTP verifies it", async () => {
    const before = mock.bank.leads.size;
    const { request, post } = browser();
    const entry = await request("/Secured/Apply");
    expect([302, 303]).toContain(entry.status);
    const page = await request("/basic-info");
    expect(page.status).toBe(200);
    const sent = await post("/basic-info", {
      csrf: csrfOf(await page.text()),
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: "jane.standalone@example.com",
      primaryPhone: "212-555-0143",
      otpMethod: "Email",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/otp-check");
    expect(mock.bank.leads.size).toBe(before + 1);
    const lead = [...mock.bank.leads.values()].at(-1);
    expect(lead?.emailAddress).toBe("jane.standalone@example.com");
    expect(mock.bank.sessions.size).toBeGreaterThan(0);

    const otpPage = await request("/otp-check");
    expect(otpPage.status).toBe(200);
    const verified = await post("/otp-check", { csrf: csrfOf(await otpPage.text()), otpCode: MOCK_OTP_CODE });
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toBe("/debt-to-income");
    expect(lead?.verified).toBe(true);
  });
});
