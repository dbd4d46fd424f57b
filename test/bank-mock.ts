/**
 * Test helpers around the development mock: an in-process MSW server with a controllable clock,
 * the app's BankApi bound to it, and builders for the larger request bodies. Used by Vitest only;
 * here, not in mocks/, because it joins the app's client to the mock (mocks/ imports nothing of app/).
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createLogger } from "~/server/logger.server";
import {
  BankApi,
  type BankApiOptions,
  type UpstreamSessionHolder,
  type UpstreamSessionState,
} from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import type { MakePaymentResponse } from "~/upstream/schemas";
import type { CreateLeadRequest, MakePaymentRequest, SubmitLeadRequest, UploadDocumentFile } from "~/upstream/requests";
import { MOCK_OTP_CODE, MockBank } from "../mocks/bank";
import { createHandlers, MOCK_ADDRESS_URL, MOCK_BANK_URL } from "../mocks/handlers";
import { TEST_CARDS } from "../mocks/personas";

export const T0 = Date.UTC(2025, 0, 6, 15, 0, 0);

export type MemoryHolder = UpstreamSessionHolder & { state?: UpstreamSessionState };

export function memoryHolder(initial?: UpstreamSessionState): MemoryHolder {
  const h: MemoryHolder = {
    state: initial,
    get: () => h.state,
    set: (s) => {
      h.state = s;
    },
  };
  return h;
}

export interface Recorded {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: string | null;
}

/** An in-process mock with its own clock. Call `listen()` in beforeAll and `close()` in afterAll. */
export function createTestMock() {
  const clock = { now: T0 };
  const now = () => clock.now;
  const bank = new MockBank(now);
  const notes: string[] = [];
  const server = setupServer(...createHandlers(bank, (m) => notes.push(m)));
  const log = createLogger("silent");
  const requests: Recorded[] = [];

  server.events.on("request:start", ({ request }) => {
    const url = new URL(request.url);
    const entry: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get("authorization"),
      body: null,
    };
    requests.push(entry);
    const type = request.headers.get("content-type") ?? "";
    if (type.includes("application/json")) {
      void request
        .clone()
        .text()
        .then((text) => {
          entry.body = text;
        });
    }
  });

  function api(options: Partial<BankApiOptions> = {}) {
    return new BankApi({
      baseUrl: MOCK_BANK_URL,
      timeoutMs: 2_000,
      log,
      now,
      addressProvider: { url: MOCK_ADDRESS_URL, key: "test-key" },
      ...options,
    });
  }

  /** A client bound to a fresh upstream session of its own. */
  function user(options: Partial<BankApiOptions> = {}) {
    const holder = memoryHolder();
    return { holder, client: api(options).forSession(holder) };
  }

  return {
    clock,
    bank,
    notes,
    server,
    log,
    requests,
    api,
    user,
    count: (path: string) => requests.filter((r) => r.path === path).length,
    listen: () => server.listen({ onUnhandledRequest: "error" }),
    close: () => server.close(),
    /** Between tests: clock back to T0, mock state and records cleared. */
    reset: () => {
      clock.now = T0;
      bank.reset();
      notes.length = 0;
      requests.length = 0;
    },
  };
}

export type TestMock = ReturnType<typeof createTestMock>;

/** `createTestMock()` for a whole file: listening for the suite, reset (state and handlers) before each test. */
export function testMockForSuite(): TestMock {
  const mock = createTestMock();
  beforeAll(() => mock.listen());
  beforeEach(() => {
    mock.reset();
    mock.server.resetHandlers();
  });
  afterAll(() => mock.close());
  return mock;
}

/** The UpstreamError a call fails with (the test fails if it does not fail, or with something else). */
export async function upstreamFailure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(UpstreamError);
    return error as UpstreamError;
  }
  throw new Error("expected the call to fail");
}

/** A createLead request for Jane Doe (email OTP, phone consent, basic card), with overrides. */
export function leadRequest(overrides: Partial<CreateLeadRequest> = {}): CreateLeadRequest {
  return {
    firstName: "Jane",
    lastName: "Doe",
    emailAddress: "jane@example.com",
    primaryPhone: "2125550143",
    primaryPhoneType: "C",
    otpMethod: "Email",
    phoneConsent: true,
    instanceId: 123_456,
    productId: 1000,
    incentiveName: null,
    incentiveId: null,
    ...overrides,
  };
}

/** One income document for uploadDocuments: a "Pay stub", stub.pdf, with overrides. */
export function payStub(overrides: Partial<UploadDocumentFile> = {}): UploadDocumentFile {
  return {
    category: "income",
    name: "Pay stub",
    fileName: "stub.pdf",
    contentType: "application/pdf",
    content: new Blob(["x"]),
    ...overrides,
  };
}

/** Creates and verifies a lead; answers its id. */
export async function verifiedLead(
  client: BankApi,
  emailAddress = "jane@example.com",
  productId = 1000,
): Promise<string> {
  const { id } = await client.createLead(leadRequest({ emailAddress, productId }));
  const verified = await client.verifyLeadOtp({ leadId: id, otpCode: MOCK_OTP_CODE });
  if (!verified) throw new Error("lead OTP not verified");
  return id;
}

export const HOME = { addressLine1: "12 Oak St", addressLine2: "", city: "Springfield", state: "IL", zipCode: "62701" };

export interface SubmissionOptions {
  emailAddress?: string;
  ssn?: string;
  productId?: number;
  creditLimit?: number;
  fundingType?: "DBT" | "FDL";
  /** The amount charged now with DBT (default: the credit limit). */
  amount?: number;
  cardNumber?: string;
  applicationId?: string | null;
  incentiveId?: number | null;
}

export function submission(leadId: string, o: SubmissionOptions = {}): SubmitLeadRequest {
  const creditLimit = o.creditLimit ?? 500;
  const fundingType = o.fundingType ?? "FDL";
  const dbt = fundingType === "DBT";
  const amount = o.amount ?? creditLimit;
  return {
    instanceId: 123_456,
    id: leadId,
    isEmailVerified: true,
    applicationId: o.applicationId ?? null,
    flags: { Launch: true },
    incentiveId: o.incentiveId ?? null,
    incentiveName: null,
    downsellFrom: null,
    basicInfo: {
      productId: o.productId ?? 1000,
      firstName: "Jane",
      lastName: "Doe",
      emailAddress: o.emailAddress ?? "jane@example.com",
      primaryPhone: "2125550143",
      primaryPhoneType: "C",
      otpMethod: "Email",
      phoneConsent: true,
    },
    dti: { monthlyHousingPayment: 1200, income: 52_000, minimumEligibility: true, incomeConfirmation: true },
    creditLine: { creditLimit },
    payment: dbt
      ? {
          fundingType,
          isFullyFunded: amount >= creditLimit,
          attemptNumber: 0,
          amount,
          cardHolderFirstName: "Jane",
          cardHolderLastName: "Doe",
          cardNumber: o.cardNumber ?? TEST_CARDS.approveVisa,
          expirationDateMMYY: "1230",
          cvv: "123",
        }
      : { fundingType, isFullyFunded: false, attemptNumber: 0 },
    terms: { esignConsent: true, termsConsent: true },
    mailToType: "home",
    mailingAddress: HOME,
    homeAddress: HOME,
    billingAddress: dbt ? HOME : null,
    pii: { ssn: o.ssn ?? "123450101", dateOfBirth: "04/15/1990" },
  };
}

/** A payment taken while the application still waits for funds: WT_FND, with these figures. */
export function expectStillWaiting(
  paid: MakePaymentResponse,
  figures: Partial<NonNullable<MakePaymentResponse["paymentResponse"]>>,
): void {
  expect(paid.responseCode).toBe("WT_FND");
  expect(paid.paymentResponse).toMatchObject(figures);
}

export function payment(
  amount: number,
  o: { cardNumber?: string; isFullyFunded?: boolean; email?: string } = {},
): MakePaymentRequest {
  return {
    cardNumber: o.cardNumber ?? TEST_CARDS.approveVisa,
    expirationDateMMYY: "1230",
    cvv: "123",
    amount,
    email: o.email ?? "jane@example.com",
    billingAddress: {
      firstName: "Jane",
      lastName: "Doe",
      line1: "12 Oak St",
      city: "Springfield",
      state: "IL",
      zip: "62701",
    },
    attemptNumber: 0,
    isFullyFunded: o.isFullyFunded ?? false,
  };
}

/** A client that has passed the status-check OTP for an email and SSN last 4. */
export async function statusChecked(client: BankApi, emailAddress: string, last4SSN: string) {
  const sent = await client.sendCheckAppStatusOtp({ emailAddress, last4SSN });
  const verified = await client.verifyCheckAppStatusOtp({ emailAddress, otpCode: MOCK_OTP_CODE });
  if (!verified) throw new Error("status OTP not verified");
  return sent;
}
