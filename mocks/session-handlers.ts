// The mock's security calls (SPEC §7): the bank session, the lead and its one-time code, and the
// status check's code.
import { http, HttpResponse } from "msw";
import { z } from "zod";
import { MOCK_OTP_CODE } from "./bank";
import { badRequest, bearer, forbidden, jsonBody, notFound, type HandlerContext } from "./handler-kit";

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
const updateProductBody = z.object({ productId: z.number().int() });
const sendStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254), last4SSN: z.string().regex(/^\d{4}$/) });
const resendStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254) });
const verifyStatusOtpBody = z.object({ emailAddress: z.string().min(3).max(254), otpCode: z.string() });

export function sessionHandlers({ bank, notify, base, route }: HandlerContext) {
  return [
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
      `${base}/api/application/lead/:leadId/updateProduct`,
      route("updateProduct", true, async ({ request, params }) => {
        const body = await jsonBody(request, updateProductBody);
        if (!body) return badRequest();
        if (!bank.updateProduct(String(params.leadId), body.productId)) return notFound();
        return HttpResponse.json({ isSuccess: true });
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
      `${base}/api/security/resendCheckAppStatusOtp`,
      route("resendCheckAppStatusOtp", true, async ({ request }) => {
        const body = await jsonBody(request, resendStatusOtpBody);
        if (!body || !bank.resendCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress)) return badRequest();
        notify(`Status-check OTP re-sent: development code ${MOCK_OTP_CODE}`);
        return HttpResponse.json({ isSuccess: true });
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
  ];
}
