/**
 * The contract between the app and the bank (SPEC §7): the app's client, fed by the app's own forms,
 * builders and constants, against the standalone mock over real HTTP. The mock states SPEC's rules
 * itself (mocks/bank-contract.ts, bank-numbers.ts) and refuses what breaks them; every JSON body the app sends is
 * also checked here against the mock's schema, so a failure names the field that drifted. The
 * numbers both sides state (products, bounds, incentives, the partial minimum, the days to fund,
 * the code's length and life, the upload limit, the status codes) meet in these calls.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MOCK_OTP_CODE } from "../mocks/bank";
import { contractIssues, REQUEST_BODIES } from "../mocks/bank-contract";
import { BANK_STATUS_CODES } from "../mocks/bank-numbers";
import { TEST_CARDS } from "../mocks/personas";
import { startStandaloneMock, type StandaloneMock } from "../mocks/standalone";
import { memoryHolder, payStub } from "./bank-mock";
import {
  ADDRESS_LINE2_MAX,
  CITY_MAX,
  DAYS_LEFT_TO_FUND_DEFAULT,
  HOME_ADDRESS_LINE1_MAX,
  LAUNCH_DOWNSELL_AMOUNT,
  NAME_COMBINED_MAX,
  NAME_MAX_LENGTH,
  OTP_LENGTH,
  OTP_VALIDITY_MS,
  PARTIAL_PAYMENT_MIN,
  UPLOAD_MAX_BYTES,
} from "~/domain/constants";
import { creditLineTerms, pricingFromConfig, type Pricing } from "~/domain/pricing";
import { CARD_TYPES, DEFAULT_MINIMUM_DEPOSIT, DEPOSIT_TIERS, PRN, type CardType } from "~/domain/products";
import { homeAddressSchema } from "~/domain/schemas/address";
import { basicInfoSchema, PRIMARY_PHONE_TYPE_MOBILE } from "~/domain/schemas/basic-info";
import { fundingPaymentSchema, makePaymentRequest } from "~/domain/schemas/funding";
import { otpCodeSchema } from "~/domain/schemas/otp";
import { isStatusCode } from "~/domain/status-codes";
import { WITHDRAW_REASONS } from "~/domain/withdraw-reasons";
import { newInstanceId } from "~/features/flow/flow.server";
import { buildSubmitLeadRequest } from "~/features/submission/submit-lead-request.server";
import { createLogger } from "~/server/logger.server";
import type { SessionData } from "~/session/data";
import { BankApi } from "~/upstream/client.server";
import { UpstreamError } from "~/upstream/errors";
import { nodeHttp, type BankHttp } from "~/upstream/http.server";

const T0 = Date.UTC(2025, 0, 6, 15, 0, 0);
let now = T0;
let mock: StandaloneMock;

/** Every JSON body the app's client sent in this test, by call name (the path's last segment). */
const sent: Array<{ call: string; body: unknown }> = [];
const recording: BankHttp = (url, request) => {
  if (typeof request.body === "string") {
    sent.push({ call: url.pathname.slice(url.pathname.lastIndexOf("/") + 1), body: JSON.parse(request.body) });
  }
  return nodeHttp(url, request);
};

beforeAll(async () => {
  mock = await startStandaloneMock({ port: 0, host: "127.0.0.1", notify: () => {}, now: () => now });
});
afterAll(() => mock.close());
afterEach(() => {
  // Each body against the bank's schema for its call: the paths of what the bank would refuse.
  const broken = sent.splice(0).flatMap(({ call, body }) => {
    const schema = REQUEST_BODIES[call as keyof typeof REQUEST_BODIES];
    if (!schema) return [{ call, path: "", code: "unknown_call", message: "no schema for this call" }];
    const parsed = schema.safeParse(body);
    return parsed.success ? [] : contractIssues(parsed.error).map((issue) => ({ call, ...issue }));
  });
  expect(broken).toEqual([]);
  now = T0;
});

const log = createLogger("silent");
function client() {
  return new BankApi({
    baseUrl: mock.url,
    timeoutMs: 5_000,
    log,
    http: recording,
    now: () => now,
    addressProvider: { url: mock.url, key: "k" },
  }).forSession(memoryHolder());
}

/** The longest names the app's form takes: 20 letters, combined at its maximum, with accents to print. */
const FIRST = "Zoë".padEnd(NAME_MAX_LENGTH, "a");
const LAST = "Muñoz".padEnd(NAME_COMBINED_MAX - NAME_MAX_LENGTH, "z");
const SSN = "123450101";

/** SPEC §2.3 basic info, read by the app's own form schema. */
function basicInfo(emailAddress: string) {
  return basicInfoSchema.parse({
    firstName: FIRST,
    lastName: LAST,
    emailAddress,
    primaryPhone: "2125550143",
    otpMethod: "Mobile",
    phoneConsent: true,
  });
}

/** createLead as the basic-info step sends it (app/routes/basic-info.tsx), then the code typed. */
async function verifiedLead(api: BankApi, cardType: CardType, emailAddress: string, pricing: Pricing | null) {
  const values = basicInfo(emailAddress);
  const incentive = pricing?.incentive ?? null;
  const lead = await api.createLead({
    ...values,
    primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
    instanceId: newInstanceId(),
    productId: PRN[cardType],
    incentiveName: incentive?.name ?? null,
    incentiveId: incentive?.id ?? null,
  });
  const { otpCode } = otpCodeSchema.parse({ otpCode: MOCK_OTP_CODE });
  expect(await api.verifyLeadOtp({ leadId: lead.id, otpCode })).toBe(true);
  return { leadId: lead.id, values };
}

/** A whole draft as the steps leave it, at the credit line `amount`; SSN and date of birth beside it. */
function sessionData(input: {
  cardType: CardType;
  leadId: string;
  emailAddress: string;
  pricing: Pricing | null;
  amount: number;
  debit?: { paymentAmount: number | null };
  downsellFrom?: CardType;
}): SessionData {
  const values = basicInfo(input.emailAddress);
  const terms = input.pricing
    ? creditLineTerms(input.pricing, input.amount)
    : { amount: input.amount, creditLimit: input.amount, securityDeposit: input.amount, promotionalCredit: 0 };
  const home = homeAddressSchema.parse({
    addressLine1: "12 Oak St Apt 4B".padEnd(HOME_ADDRESS_LINE1_MAX, "x"),
    addressLine2: "Unit".padEnd(ADDRESS_LINE2_MAX, "9"),
    city: "Springfield".padEnd(CITY_MAX, "e"),
    state: "IL",
    zipCode: "62701-1234",
  });
  return {
    leadId: input.leadId,
    draft: {
      cardType: input.cardType,
      productId: PRN[input.cardType],
      instanceId: newInstanceId(),
      ...values,
      primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
      incentiveId: input.pricing?.incentive?.id ?? null,
      incentiveName: input.pricing?.incentive?.name ?? null,
      downsellFrom: input.downsellFrom ?? null,
      housingPayment: 1200,
      annualIncome: 52_000,
      calculatedIncome: 28_800,
      amount: terms.amount,
      creditLimit: terms.creditLimit,
      securityDeposit: terms.securityDeposit,
      promotionalCredit: terms.promotionalCredit,
      homeAddress: home,
      mailToType: "home",
      fundingType: input.debit ? "DBT" : "FDL",
      fundToday: input.debit ? input.debit.paymentAmount === null : undefined,
      paymentAmount: input.debit?.paymentAmount ?? undefined,
      cardHolderFirstName: input.debit ? FIRST : undefined,
      cardHolderLastName: input.debit ? LAST : undefined,
      billingAddress: input.debit ? home : undefined,
    },
  } as SessionData;
}

const CARD = { cardNumber: TEST_CARDS.approveMastercard, expirationDateMMYY: "1230", cvv: "123" };

async function submit(
  api: BankApi,
  input: Omit<Parameters<typeof sessionData>[0], "leadId"> & { leadId?: string },
): Promise<{ applicationId: string; responseCode: string; leadId: string; daysLeftToFund: number | null }> {
  const pricingOf = input.pricing;
  const leadId = input.leadId ?? (await verifiedLead(api, input.cardType, input.emailAddress, pricingOf)).leadId;
  const built = buildSubmitLeadRequest({
    data: sessionData({ ...input, leadId }),
    pii: { ssn: SSN, dateOfBirth: "04/15/1990" },
    card: input.debit ? CARD : null,
  });
  if (!built.ok) throw new Error(`the draft lacks ${built.missing}`);
  const answer = await api.submitLead(built.request).catch((error: unknown) => {
    // The bank's 422 says which rule the request broke (e.g. the credit limit's bounds).
    if (error instanceof UpstreamError)
      throw new Error(`submitLead ${input.cardType} ${input.amount}: ${error.status} ${JSON.stringify(error.errors)}`);
    throw error;
  });
  return {
    applicationId: answer.applicationId ?? "",
    responseCode: answer.responseCode ?? "",
    leadId,
    daysLeftToFund: answer.done?.daysLeftToFund ?? null,
  };
}

/** A Secured Visa application of 300 at list price, funded later: what the bank answers is the persona's (`emailAddress`). */
function submitBasic(api: BankApi, emailAddress: string) {
  return submit(api, { cardType: "basic", emailAddress, pricing: null, amount: 300 });
}

const CAMPAIGNS: Array<{ cardType: CardType; campaign?: string }> = [
  ...CARD_TYPES.map((cardType) => ({ cardType })),
  { cardType: "basic", campaign: "deposit50" },
  { cardType: "plus", campaign: "plusmin200" },
];

describe("the app's client against the bank's contract (standalone mock over HTTP)", () => {
  it("configuration: the app's query is one the bank knows, and each card is the bank's product", async () => {
    const api = client();
    const config = await api.configuration({
      utmSourceName: "src",
      utmMediumName: "med",
      utmCampaignName: "deposit50",
      cid: "c1",
      nid: "101",
    });
    const downsell = await api.configuration({ downsell: true });
    for (const cardType of CARD_TYPES) {
      const product = pricingFromConfig(config, cardType, new Date(now));
      expect(product, cardType).not.toBeNull();
      expect(config.securedProducts.map((p) => p.productId)).toContain(PRN[cardType]);
      expect(downsell.securedProducts.map((p) => p.prn)).toContain(PRN[cardType]);
    }
    expect(await api.bannerMessages()).toEqual([]);
    expect(await api.setAffiliateInfo({ Nid: "101", Sid: "s" })).toMatchObject({ utmSource: "credit-karma" });
    expect((await api.lookupAddresses("12 oak")).length).toBeGreaterThan(0);
    await api.refreshSession();
  });

  it("leads: createLead with the app's longest names, a resend, a code of the app's length within its life", async () => {
    const api = client();
    const lead = await api.createLead({
      ...basicInfo("lead@example.com"),
      primaryPhoneType: PRIMARY_PHONE_TYPE_MOBILE,
      instanceId: newInstanceId(),
      productId: PRN.plus,
      incentiveName: null,
      incentiveId: null,
    });
    await api.resendLeadOtp({
      leadId: lead.id,
      firstName: FIRST,
      emailAddress: "lead@example.com",
      primaryPhone: "2125550143",
    });
    now += OTP_VALIDITY_MS;
    const { otpCode } = otpCodeSchema.parse({ otpCode: MOCK_OTP_CODE });
    expect(otpCode).toHaveLength(OTP_LENGTH);
    expect(await api.verifyLeadOtp({ leadId: lead.id, otpCode })).toBe(true);
    // SPEC §4.4: the downsell moves the lead to Launch.
    await api.updateProduct(lead.id, PRN.launch);
    expect(mock.bank.leads.get(lead.id)?.productId).toBe(PRN.launch);
    expect(await api.calculateIncome(1200)).toBeGreaterThan(0);
  });

  it.each(CAMPAIGNS)(
    "submitLead takes every credit line the app offers: $cardType $campaign",
    async ({ cardType, campaign }) => {
      const api = client();
      const config = await api.configuration(campaign ? { utmCampaignName: campaign } : {});
      const pricing = pricingFromConfig(config, cardType, new Date(now));
      const amounts = new Set([
        pricing?.creditLineBounds.min,
        pricing?.creditLineBounds.max,
        ...(pricing?.tiers ?? []),
        ...(campaign ? [] : [DEFAULT_MINIMUM_DEPOSIT[cardType], ...DEPOSIT_TIERS[cardType]]),
      ]);
      for (const amount of amounts) {
        if (amount === undefined) continue;
        const emailAddress = `fdl.${cardType}.${amount}@example.com`;
        const result = await submit(api, { cardType, emailAddress, pricing, amount });
        expect({ amount, responseCode: result.responseCode }).toEqual({ amount, responseCode: "WT_FND" });
        expect(result.daysLeftToFund).toBe(DAYS_LEFT_TO_FUND_DEFAULT);
      }
    },
  );

  it("the Launch downsell's credit line (SPEC §4.4)", async () => {
    const api = client();
    const result = await submit(api, {
      cardType: "launch",
      emailAddress: "downsell@example.com",
      pricing: null,
      amount: LAUNCH_DOWNSELL_AMOUNT,
      downsellFrom: "plus",
    });
    expect(result.responseCode).toBe("WT_FND");
  });

  it("a part-funded debit submission, then payments from the app's funding form: the partial minimum, then the rest", async () => {
    const api = client();
    const config = await api.configuration();
    const pricing = pricingFromConfig(config, "basic", new Date(now));
    const amount = 500;
    const submitted = await submit(api, {
      cardType: "basic",
      emailAddress: "dbt@example.com",
      pricing,
      amount,
      debit: { paymentAmount: 100 },
    });
    expect(submitted.responseCode).toBe("WT_FND");

    const pay = async (remaining: number, fields: { fundToday?: string; amount?: string }) => {
      const form = fundingPaymentSchema({ today: new Date(now), remaining, partialAllowed: true }).parse({
        ...fields,
        cardHolderFirstName: FIRST,
        cardHolderLastName: LAST,
        cardNumber: TEST_CARDS.approveVisa,
        cardExpiration: "12/30",
        cardSecurityCode: "123",
        addressLine1: "12 Oak St",
        addressLine2: "",
        city: "Springfield",
        state: "IL",
        zipCode: "62701",
      });
      return api.makePayment(
        submitted.applicationId,
        makePaymentRequest(form, { email: "dbt@example.com", remaining }),
      );
    };
    const partial = await pay(400, { amount: String(PARTIAL_PAYMENT_MIN) });
    expect(partial.responseCode).toBe("WT_FND");
    const status = await api.getApplicationPaymentStatus(submitted.applicationId);
    expect(status.currentBalance).toBe(100 + PARTIAL_PAYMENT_MIN);
    const rest = await pay(amount - (status.currentBalance ?? 0), { fundToday: "on" });
    expect(rest.responseCode).toBe("WT_FRE");
  });

  it("a fully funded debit submission", async () => {
    const api = client();
    const result = await submit(api, {
      cardType: "plus",
      emailAddress: "full@example.com",
      pricing: null,
      amount: DEFAULT_MINIMUM_DEPOSIT.plus,
      debit: { paymentAmount: null },
    });
    expect(result.responseCode).toBe("WT_FRE");
  });

  it("the status check, documents of the app's largest size, the email correction and every withdrawal reason", async () => {
    const applicant = client();
    const docs = await submitBasic(applicant, "jane+wt_doc@example.com");
    const invalid = await submitBasic(applicant, "jane+invalidemail@example.com");
    expect([docs.responseCode, invalid.responseCode]).toEqual(["WT_DOC", "InvalidEmail"]);

    const api = client();
    await api.sendCheckAppStatusOtp({ emailAddress: "jane+wt_doc@example.com", last4SSN: SSN.slice(-4) });
    await api.resendCheckAppStatusOtp({ emailAddress: "jane+wt_doc@example.com" });
    const { otpCode } = otpCodeSchema.parse({ otpCode: MOCK_OTP_CODE });
    expect(await api.verifyCheckAppStatusOtp({ emailAddress: "jane+wt_doc@example.com", otpCode })).toBe(true);
    const [found] = await api.getApplicationsStatus();
    expect(found?.responseCode).toBe("WT_DOC");

    const upload = await api.uploadDocuments({
      applicationId: docs.applicationId,
      leadId: docs.leadId,
      files: [
        payStub({
          fileName: "pay-stub.pdf",
          content: new Blob([new Uint8Array(UPLOAD_MAX_BYTES)], { type: "application/pdf" }),
        }),
      ],
    });
    expect(upload).toMatchObject({ success: true });

    const corrected = await applicant.correctEmail({
      id: invalid.leadId,
      applicationId: invalid.applicationId,
      isEmailVerified: false,
      basicInfo: { emailAddress: "jane.fixed@example.com" },
      payment: { fundingType: "FDL", isFullyFunded: false, attemptNumber: 0 },
    });
    expect(corrected.responseCode).toBe("WT_FND");

    for (const withdrawReason of WITHDRAW_REASONS) {
      const { responseCode } = await applicant.withdrawApplication({
        applicationId: invalid.applicationId,
        withdrawReason,
      });
      expect(responseCode).toBe("END_WDR");
    }
  });

  it("every status code the bank answers is one the app knows (SPEC §4.1)", async () => {
    const api = client();
    for (const code of BANK_STATUS_CODES) {
      const { responseCode } = await submitBasic(api, `jane+${code.toLowerCase()}@example.com`);
      expect({ code, known: isStatusCode(responseCode) }).toEqual({ code, known: true });
    }
  });
});
