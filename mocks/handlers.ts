import { delay, http, HttpResponse, type HttpResponseResolver } from "msw";
import { z } from "zod";
import { UPLOAD_MAX_BYTES } from "../app/domain/constants";
import {
  emailCorrectionRequestSchema,
  makePaymentRequestSchema,
  submitLeadRequestSchema,
} from "../app/upstream/requests";
import { addressSuggestions } from "./addresses";
import { balanceOf, DOC_FLAGS, type MockApplication, type MockBank, type MockDocument } from "./bank";
import { MOCK_OTP_CODE } from "./bank";
import { mockConfiguration } from "./configuration";
import { cardOutcome } from "./personas";
import { applyMockSettings } from "./settings";

export const MOCK_BANK_URL = "http://bank.mock.invalid";
/** The development stand-in for the US address autocomplete provider. */
export const MOCK_ADDRESS_URL = "http://address.mock.invalid";

/** What the mock prints instead of sending a text or an email (development only). */
export type MockNotifier = (message: string) => void;

export interface HandlerOptions {
  /** Where the address provider's GET /lookup is served (default MOCK_ADDRESS_URL). */
  addressBase?: string;
  /** Also serve POST {base}/__mock/settings, /__mock/reset and GET /__mock/calls (the standalone server). */
  control?: boolean;
}

const createLeadBody = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailAddress: z.string(),
  primaryPhone: z.string(),
  primaryPhoneType: z.string(),
  otpMethod: z.enum(["Mobile", "Email"]),
  phoneConsent: z.boolean(),
  instanceId: z.number(),
  productId: z.number(),
  incentiveName: z.string().nullable(),
  incentiveId: z.number().nullable(),
});
const resendLeadOtpBody = z.object({
  leadId: z.string(),
  firstName: z.string(),
  emailAddress: z.string(),
  primaryPhone: z.string(),
});
const verifyLeadOtpBody = z.object({ leadId: z.string(), otpCode: z.string() });
const affiliateBody = z.object({
  Nid: z.string().nullish(),
  Sid: z.string().nullish(),
  Aid: z.string().nullish(),
  Bid: z.string().nullish(),
  Cid: z.string().nullish(),
  Pid: z.string().nullish(),
});
const updateProductBody = z.object({ productId: z.number().int() });
const calculateIncomeBody = z.object({ monthlyHousingPayment: z.number().min(0).max(1_000_000) });
const withdrawBody = z.object({ applicationId: z.string().min(1), withdrawReason: z.string().trim().min(1).max(200) });
const sendStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254), last4SSN: z.string().regex(/^\d{4}$/) });
const resendStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254) });
const verifyStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254), otpCode: z.string() });

/** Affiliate ids the mock knows (SPEC §1 traffic sources with their own logo). */
const AFFILIATES: Record<string, string> = {
  "101": "credit-karma",
  "102": "experian",
  "103": "evolutionfinance",
  "104": "nerdwallet",
};

/** Annual income the housing payment calls for: housing at most half of the monthly income. */
export function mockCalculatedIncome(monthlyHousingPayment: number): number {
  return Math.round(monthlyHousingPayment * 24);
}

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7) : null;
}

async function jsonBody<T>(request: Request, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<T | null> {
  try {
    const parsed = schema.safeParse(await request.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const badRequest = (message = "Bad request") => HttpResponse.json({ message }, { status: 400 });
const forbidden = () => new HttpResponse(null, { status: 403 });
const notFound = () => HttpResponse.json({ message: "Not found" }, { status: 404 });

const yn = (v: boolean | undefined) => (v ? "Y" : "N");

function responseObjects(app: MockApplication) {
  return {
    creditLimit: app.creditLimit,
    ...Object.fromEntries(DOC_FLAGS.map((flag) => [flag, yn(app.docFlags[flag])])),
  };
}

function decisions(bank: MockBank, app: MockApplication) {
  return {
    applicationID: app.applicationId,
    leadID: app.leadId,
    responseCode: app.status,
    creditLimit: app.creditLimit,
    currentBalance: balanceOf(app),
    incentiveValue: app.incentiveValue,
    daysLeftToFund: bank.daysLeftToFund(app),
    fundingHistory: app.fundingHistory.map((f) => ({ amountReceived: f.amountReceived })),
    responseObjects: responseObjects(app),
  };
}

function statusItem(app: MockApplication) {
  return {
    applicationID: app.applicationId,
    responseCode: app.status,
    prn: app.prn,
    productName: app.productName,
    firstName: app.firstName,
    primaryPhone: app.primaryPhone,
    phoneConsent: app.phoneConsent,
    leadID: app.leadId,
    submittedDateUtc: new Date(app.submittedAt).toISOString(),
    incentive: app.incentiveValue,
    incentiveId: app.incentiveId,
    incentiveName: app.incentiveName,
    responseObjects: responseObjects(app),
  };
}

export function createHandlers(
  bank: MockBank,
  notify: MockNotifier,
  base = MOCK_BANK_URL,
  options: HandlerOptions = {},
) {
  const addressBase = options.addressBase ?? MOCK_ADDRESS_URL;

  /** Applies the fault switch for a call, then the authentication check, then the resolver. */
  const route =
    (call: string, authenticated: boolean, resolver: HttpResponseResolver): HttpResponseResolver =>
    async (info) => {
      bank.recordCall(call);
      const fault = bank.takeFault(call);
      if (fault?.latencyMs) await delay(fault.latencyMs);
      if (fault?.kind === "timeout") await delay("infinite");
      if (fault?.kind === "500") return HttpResponse.json({ message: "Server error" }, { status: 500 });
      if (fault?.kind === "400") return badRequest();
      if (fault?.kind === "401") return new HttpResponse(null, { status: 401 });
      if (fault?.kind === "403") return forbidden();
      if (fault?.kind === "malformed")
        return new HttpResponse("{not json", { headers: { "content-type": "application/json" } });
      if (fault?.kind === "shape") return HttpResponse.json(["unexpected", "shape"]);
      if (authenticated && !bank.isSession(bearer(info.request))) return new HttpResponse(null, { status: 401 });
      return resolver(info);
    };

  /** The application named by the path or body, if this session may see it. */
  const application = (request: Request, applicationId: string) => {
    const token = bearer(request) ?? "";
    return bank.access(token, applicationId);
  };

  const handlers = [
    http.get(
      `${base}/api/configuration`,
      route("configuration", false, ({ request }) =>
        HttpResponse.json(mockConfiguration(bank.settings, new URL(request.url).searchParams)),
      ),
    ),
    http.get(
      `${base}/api/security/startSession`,
      route("startSession", false, () => HttpResponse.json({ token: bank.startSession() })),
    ),
    http.get(
      `${base}/api/security/refreshSession`,
      route("refreshSession", true, ({ request }) => {
        bank.refreshSession(bearer(request) ?? "");
        return HttpResponse.json({ isSuccess: true });
      }),
    ),
    http.get(
      `${base}/api/application/bannermessage`,
      route("bannermessage", false, () => HttpResponse.json(bank.banner.map((message) => ({ message })))),
    ),
    http.post(
      `${base}/api/application/setAffiliateInfo`,
      route("setAffiliateInfo", true, async ({ request }) => {
        const body = await jsonBody(request, affiliateBody);
        if (!body) return badRequest();
        const nid = body.Nid?.trim() || null;
        const known = nid
          ? (AFFILIATES[nid] ?? (Object.values(AFFILIATES).includes(nid.toLowerCase()) ? nid.toLowerCase() : null))
          : null;
        return HttpResponse.json({
          nid,
          sid: body.Sid?.trim() || null,
          bid: body.Bid?.trim() || null,
          utmSource: known ?? (nid ? "affiliate" : null),
          utmMedium: nid || body.Sid ? "affiliate" : null,
          utmContent: body.Pid?.trim() || null,
          utmCampaign: nid ? `aff-${nid}` : null,
        });
      }),
    ),
    http.post(
      `${base}/api/application/createLead`,
      route("createLead", true, async ({ request }) => {
        const body = await jsonBody(request, createLeadBody);
        if (!body) return badRequest();
        const lead = bank.createLead(body);
        notify(`OTP for lead ${lead.id} by ${lead.otpMethod}: development code ${MOCK_OTP_CODE}`);
        return HttpResponse.json({ id: lead.id, otpMethod: lead.otpMethod });
      }),
    ),
    http.post(
      `${base}/api/application/lead/:leadId/updateProduct`,
      route("updateProduct", true, async ({ request, params }) => {
        const body = await jsonBody(request, updateProductBody);
        if (!body) return badRequest();
        if (!bank.updateProduct(String(params.leadId), body.productId)) return notFound();
        return HttpResponse.json({ isSuccess: true });
      }),
    ),
    http.post(
      `${base}/api/application/calculateIncome`,
      route("calculateIncome", true, async ({ request }) => {
        const body = await jsonBody(request, calculateIncomeBody);
        if (!body) return badRequest();
        return HttpResponse.json({ calculatedIncome: mockCalculatedIncome(body.monthlyHousingPayment) });
      }),
    ),
    http.post(
      `${base}/api/application/submitLead`,
      route("submitLead", true, async ({ request }) => {
        const json: unknown = await request.json().catch(() => null);
        const correction = emailCorrectionRequestSchema.safeParse(json);
        if (correction.success) {
          // An email correction after a status check (docs/decisions/0102).
          const corrected = bank.correctEmail(bearer(request) ?? "", {
            leadId: correction.data.id,
            applicationId: correction.data.applicationId,
            emailAddress: correction.data.basicInfo.emailAddress,
          });
          if (corrected.kind !== "ok") {
            if (corrected.kind === "forbidden") return forbidden();
            return corrected.kind === "notFound" ? notFound() : badRequest();
          }
          return HttpResponse.json({
            applicationId: corrected.application.applicationId,
            responseCode: corrected.responseCode,
            done: decisions(bank, corrected.application),
          });
        }
        const parsed = submitLeadRequestSchema.safeParse(json);
        if (!parsed.success) return badRequest();
        const body = parsed.data;
        if (body.payment.fundingType === "DBT") {
          const outcome = cardOutcome(body.payment.cardNumber);
          if (outcome === "timeout") await delay("infinite");
          if (outcome === "serverError") return HttpResponse.json({ message: "Server error" }, { status: 500 });
        }
        const result = bank.submitLead(bearer(request) ?? "", body);
        if (result.kind === "badRequest") return badRequest();
        if (result.kind === "forbidden") return forbidden();
        if (result.kind === "unprocessable") return HttpResponse.json({ errors: result.errors }, { status: 422 });
        const app = result.application;
        return HttpResponse.json({
          applicationId: app.applicationId,
          responseCode: result.responseCode,
          done: decisions(bank, app),
        });
      }),
    ),
    http.post(
      `${base}/api/application/uploaddocuments`,
      route("uploaddocuments", true, async ({ request }) => {
        let form: FormData;
        try {
          form = await request.formData();
        } catch {
          return badRequest("Expected multipart/form-data");
        }
        const applicationId = form.get("ApplicationId");
        if (typeof applicationId !== "string" || !applicationId) return badRequest();
        const access = application(request, applicationId);
        if (!access.ok) return access.status === 404 ? notFound() : forbidden();
        const leadId = form.get("LeadId");
        if (typeof leadId === "string" && leadId && leadId !== access.application.leadId) return badRequest();
        const documents: Omit<MockDocument, "receivedAt">[] = [];
        for (let i = 0; form.has(`files[${i}].File`); i++) {
          const file = form.get(`files[${i}].File`);
          const category = form.get(`files[${i}].Category`);
          const name = form.get(`files[${i}].Name`);
          if (!(file instanceof Blob) || typeof category !== "string" || typeof name !== "string") return badRequest();
          if (file.size === 0) return badRequest("Empty file");
          if (file.size > UPLOAD_MAX_BYTES) return HttpResponse.json({ message: "File too large" }, { status: 413 });
          const fileName = "name" in file && typeof file.name === "string" ? file.name : "document";
          documents.push({ category, name, fileName, contentType: file.type, size: file.size });
        }
        if (documents.length === 0) return badRequest("No files");
        const outcome = bank.uploadDocuments(access.application, documents);
        if (outcome === "notRequested") return badRequest("No documents were requested for this application");
        return HttpResponse.json({ isSuccess: outcome === "ok", responseCode: access.application.status });
      }),
    ),
    http.post(
      `${base}/api/application/:applicationId/makePayment`,
      route("makePayment", true, async ({ request, params }) => {
        const access = application(request, String(params.applicationId));
        if (!access.ok) return access.status === 404 ? notFound() : forbidden();
        const body = await jsonBody(request, makePaymentRequestSchema);
        if (!body) return badRequest();
        const card = cardOutcome(body.cardNumber);
        if (card === "timeout") await delay("infinite");
        if (card === "serverError") return HttpResponse.json({ message: "Server error" }, { status: 500 });
        const app = access.application;
        const result = bank.makePayment(app, body);
        if (result === "notFundable") return badRequest("The application is not waiting for funds");
        return HttpResponse.json({
          responseCode: result.responseCode,
          paymentResponse: {
            applicationId: app.applicationId,
            numberOfAttempts: app.attemptsByDay.count,
            errorMessage: result.errorMessage,
            goodFundsDate: app.status === "WT_FRE" ? new Date(bank.clock()).toISOString().slice(0, 10) : null,
            exceededDailyTransaction: result.exceededDailyTransaction,
            daysLeftToFund: bank.daysLeftToFund(app),
            balance: balanceOf(app),
            creditLimit: app.creditLimit,
            approvedAmount: result.approvedAmount,
            leadId: app.leadId,
            isResponseTimeout: false,
          },
        });
      }),
    ),
    http.get(
      `${base}/api/application/:applicationId/getApplicationPaymentStatus`,
      route("getApplicationPaymentStatus", true, ({ request, params }) => {
        const access = application(request, String(params.applicationId));
        if (!access.ok) return access.status === 404 ? notFound() : forbidden();
        const d = decisions(bank, access.application);
        return HttpResponse.json({
          done: {
            fundingHistory: d.fundingHistory,
            incentiveValue: d.incentiveValue,
            currentBalance: d.currentBalance,
            daysLeftToFund: d.daysLeftToFund,
            creditLimit: d.creditLimit,
            applicationID: d.applicationID,
            leadID: d.leadID,
          },
        });
      }),
    ),
    http.get(
      `${base}/api/application/getApplicationsStatus`,
      route("getApplicationsStatus", true, ({ request }) => {
        const list = bank.applicationsFor(bearer(request) ?? "");
        if (!list) return forbidden();
        return HttpResponse.json({ done: { checkAppResponseList: list.map(statusItem) } });
      }),
    ),
    http.post(
      `${base}/api/application/withdrawApplication`,
      route("withdrawApplication", true, async ({ request }) => {
        const body = await jsonBody(request, withdrawBody);
        if (!body) return badRequest();
        const access = application(request, body.applicationId);
        if (!access.ok) return access.status === 404 ? notFound() : forbidden();
        const code = bank.withdraw(access.application, body.withdrawReason);
        if (!code) return badRequest("The application is closed");
        return HttpResponse.json({ responseCode: code });
      }),
    ),
    http.post(
      `${base}/api/security/sendCheckAppStatusOtp`,
      route("sendCheckAppStatusOtp", true, async ({ request }) => {
        const body = await jsonBody(request, sendStatusOtpBody);
        if (!body) return badRequest();
        const sent = bank.sendCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress, body.last4SSN);
        if (!sent) return badRequest("No application matches");
        notify(`Status-check OTP by ${sent.otpMethod}: development code ${MOCK_OTP_CODE}`);
        return HttpResponse.json(sent);
      }),
    ),
    http.post(
      `${base}/api/security/resendLeadOtp`,
      route("resendLeadOtp", true, async ({ request }) => {
        const body = await jsonBody(request, resendLeadOtpBody);
        const lead = body ? bank.resendLeadOtp(body.leadId) : null;
        if (!lead) return badRequest();
        notify(`OTP re-sent for lead ${lead.id}: development code ${MOCK_OTP_CODE}`);
        return HttpResponse.json({ isSuccess: true });
      }),
    ),
    http.post(
      `${base}/api/security/resendCheckAppStatusOtp`,
      route("resendCheckAppStatusOtp", true, async ({ request }) => {
        const body = await jsonBody(request, resendStatusOtpBody);
        if (!body || !bank.resendCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress)) return badRequest();
        notify(`Status-check OTP re-sent: development code ${MOCK_OTP_CODE}`);
        return HttpResponse.json({ isSuccess: true });
      }),
    ),
    http.post(
      `${base}/api/security/verifyLeadOtp`,
      route("verifyLeadOtp", true, async ({ request }) => {
        const body = await jsonBody(request, verifyLeadOtpBody);
        if (!body) return badRequest();
        const outcome = bank.verifyLeadOtp(body.leadId, body.otpCode);
        if (outcome === 400) return badRequest();
        if (outcome === 403) return forbidden();
        return HttpResponse.json({ isVerified: outcome === "ok" });
      }),
    ),
    http.post(
      `${base}/api/security/verifyCheckAppStatusOtp`,
      route("verifyCheckAppStatusOtp", true, async ({ request }) => {
        const body = await jsonBody(request, verifyStatusOtpBody);
        if (!body) return badRequest();
        const outcome = bank.verifyCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress, body.otpCode);
        if (outcome === 400) return badRequest();
        if (outcome === 403) return forbidden();
        return HttpResponse.json({ isVerified: outcome === "ok" });
      }),
    ),
    http.get(
      `${addressBase}/lookup`,
      route("addressLookup", false, ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get("key")) return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ suggestions: addressSuggestions(url.searchParams.get("search") ?? "") });
      }),
    ),
  ];

  if (options.control) {
    handlers.push(
      http.post(`${base}/__mock/settings`, async ({ request }) => {
        let body: unknown;
        try {
          body = await request.json();
        } catch {
          return badRequest();
        }
        const result = applyMockSettings(bank, body);
        return result.ok
          ? HttpResponse.json(result.state as Record<string, unknown>)
          : HttpResponse.json({ error: result.error }, { status: 400 });
      }),
      http.post(`${base}/__mock/reset`, () => {
        bank.reset();
        return HttpResponse.json({ ok: true });
      }),
      http.get(`${base}/__mock/calls`, () =>
        HttpResponse.json({ calls: bank.calls() }, { headers: { "cache-control": "no-store" } }),
      ),
    );
  }
  return handlers;
}
