// The mock's application calls (SPEC §7): configuration, banner, affiliates, income, submission,
// documents, payments, statuses, withdrawal, and the address provider's lookup.
import { delay, http, HttpResponse } from "msw";
import {
  applicationsStatusAnswer,
  calculateIncomeAnswer,
  makePaymentAnswer,
  paymentStatusAnswer,
  submitLeadAnswer,
  unprocessableAnswer,
  withdrawAnswer,
} from "./bank-answers";
import {
  calculateIncomeBody,
  configurationQuery,
  contractIssues,
  emailCorrectionBody,
  makePaymentBody,
  setAffiliateInfoBody,
  submitLeadBody,
  withdrawBody,
} from "./bank-contract";
import { BANK_UPLOAD_MAX_BYTES } from "./bank-numbers";
import { addressSuggestions } from "./addresses";
import { balanceOf, type MockDocument } from "./bank";
import { mockConfiguration } from "./configuration";
import {
  answer,
  badRequest,
  bearer,
  decisions,
  forbidden,
  jsonBody,
  notFound,
  parseAs,
  statusItem,
  type HandlerContext,
  jsonPoster,
} from "./handler-kit";
import { cardOutcome } from "./personas";

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

export function applicationHandlers({ bank, base, addressBase, route, application }: HandlerContext) {
  const post = jsonPoster({ base, route });
  return [
    http.get(
      `${base}/api/configuration`,
      route("configuration", false, ({ request }) => {
        const query = new URL(request.url).searchParams;
        const known = parseAs(configurationQuery, Object.fromEntries(query));
        if (!known.ok) return badRequest("Unknown query parameter", known.issues);
        return HttpResponse.json(mockConfiguration(bank.settings, query));
      }),
    ),
    http.get(
      `${base}/api/application/bannermessage`,
      route("bannermessage", false, () => HttpResponse.json(bank.banner.map((message) => ({ message })))),
    ),
    post("/api/application/setAffiliateInfo", setAffiliateInfoBody, async (body) => {
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
    post("/api/application/calculateIncome", calculateIncomeBody, async (body) => {
      return answer(calculateIncomeAnswer, { calculatedIncome: mockCalculatedIncome(body.monthlyHousingPayment) });
    }),
    http.post(
      `${base}/api/application/submitLead`,
      route("submitLead", true, async ({ request }) => {
        const json: unknown = await request.json().catch(() => null);
        const correction = emailCorrectionBody.safeParse(json);
        if (correction.success) {
          // An email correction after a status check (docs/decisions/0051).
          const corrected = bank.correctEmail(bearer(request) ?? "", {
            leadId: correction.data.id,
            applicationId: correction.data.applicationId,
            emailAddress: correction.data.basicInfo.emailAddress,
          });
          if (corrected.kind !== "ok") {
            if (corrected.kind === "forbidden") return forbidden();
            return corrected.kind === "notFound" ? notFound() : badRequest();
          }
          return answer(submitLeadAnswer, {
            applicationId: corrected.application.applicationId,
            responseCode: corrected.responseCode,
            done: decisions(bank, corrected.application),
          });
        }
        const parsed = submitLeadBody.safeParse(json);
        if (!parsed.success) return badRequest("The request breaks the contract", contractIssues(parsed.error));
        const body = parsed.data;
        if (body.payment.fundingType === "DBT") {
          const outcome = cardOutcome(body.payment.cardNumber);
          if (outcome === "timeout") await delay("infinite");
          if (outcome === "serverError") return HttpResponse.json({ message: "Server error" }, { status: 500 });
        }
        const result = bank.submitLead(bearer(request) ?? "", body);
        if (result.kind === "badRequest") return badRequest();
        if (result.kind === "forbidden") return forbidden();
        if (result.kind === "unprocessable")
          return answer(unprocessableAnswer, { errors: result.errors }, { status: 422 });
        const app = result.application;
        return answer(submitLeadAnswer, {
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
          if (file.size > BANK_UPLOAD_MAX_BYTES)
            return HttpResponse.json({ message: "File too large" }, { status: 413 });
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
        const parsed = await jsonBody(request, makePaymentBody);
        if (!parsed.ok) return badRequest("The request breaks the contract", parsed.issues);
        const body = parsed.data;
        const card = cardOutcome(body.cardNumber);
        if (card === "timeout") await delay("infinite");
        if (card === "serverError") return HttpResponse.json({ message: "Server error" }, { status: 500 });
        const app = access.application;
        const result = bank.makePayment(app, body);
        if (result === "notFundable") return badRequest("The application is not waiting for funds");
        return answer(makePaymentAnswer, {
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
        return answer(paymentStatusAnswer, {
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
        return answer(applicationsStatusAnswer, { done: { checkAppResponseList: list.map(statusItem) } });
      }),
    ),
    post("/api/application/withdrawApplication", withdrawBody, async (body, { request }) => {
      const access = application(request, body.applicationId);
      if (!access.ok) return access.status === 404 ? notFound() : forbidden();
      const code = bank.withdraw(access.application, body.withdrawReason);
      if (!code) return badRequest("The application is closed");
      return answer(withdrawAnswer, { responseCode: code });
    }),
    http.get(
      `${addressBase}/lookup`,
      route("addressLookup", false, ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get("key")) return new HttpResponse(null, { status: 401 });
        return HttpResponse.json({ suggestions: addressSuggestions(url.searchParams.get("search") ?? "") });
      }),
    ),
  ];
}
