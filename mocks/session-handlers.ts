// The mock's security calls (SPEC §7): the bank session, the lead and its one-time code, and the
// status check's code.
import { http, HttpResponse } from "msw";
import { MOCK_OTP_CODE } from "./bank";
import { createLeadAnswer, sendStatusOtpAnswer } from "./bank-answers";
import {
  createLeadBody,
  resendLeadOtpBody,
  resendStatusOtpBody,
  sendStatusOtpBody,
  updateProductBody,
  verifyLeadOtpBody,
  verifyStatusOtpBody,
} from "./bank-contract";
import { answer, badRequest, bearer, forbidden, jsonPoster, notFound, type HandlerContext } from "./handler-kit";

export function sessionHandlers({ bank, notify, base, route }: HandlerContext) {
  const post = jsonPoster({ base, route });
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
    post("/api/application/createLead", createLeadBody, async (body) => {
      const lead = bank.createLead(body);
      notify(`OTP for lead ${lead.id} by ${lead.otpMethod}: development code ${MOCK_OTP_CODE}`);
      return answer(createLeadAnswer, { id: lead.id, otpMethod: lead.otpMethod });
    }),
    post("/api/security/resendLeadOtp", resendLeadOtpBody, async (body) => {
      const lead = bank.resendLeadOtp(body.leadId);
      if (!lead) return badRequest();
      notify(`OTP re-sent for lead ${lead.id}: development code ${MOCK_OTP_CODE}`);
      return HttpResponse.json({ isSuccess: true });
    }),
    post("/api/security/verifyLeadOtp", verifyLeadOtpBody, async (body) => {
      const outcome = bank.verifyLeadOtp(body.leadId, body.otpCode);
      if (outcome === 400) return badRequest();
      if (outcome === 403) return forbidden();
      return HttpResponse.json({ isVerified: outcome === "ok" });
    }),
    post("/api/application/lead/:leadId/updateProduct", updateProductBody, async (body, { params }) => {
      if (!bank.updateProduct(String(params.leadId), body.productId)) return notFound();
      return HttpResponse.json({ isSuccess: true });
    }),
    post("/api/security/sendCheckAppStatusOtp", sendStatusOtpBody, async (body, { request }) => {
      const sent = bank.sendCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress, body.last4SSN);
      if (!sent) return badRequest("No application matches");
      notify(`Status-check OTP by ${sent.otpMethod}: development code ${MOCK_OTP_CODE}`);
      return answer(sendStatusOtpAnswer, sent);
    }),
    post("/api/security/resendCheckAppStatusOtp", resendStatusOtpBody, async (body, { request }) => {
      if (!bank.resendCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress)) return badRequest();
      notify(`Status-check OTP re-sent: development code ${MOCK_OTP_CODE}`);
      return HttpResponse.json({ isSuccess: true });
    }),
    post("/api/security/verifyCheckAppStatusOtp", verifyStatusOtpBody, async (body, { request }) => {
      const outcome = bank.verifyCheckAppStatusOtp(bearer(request) ?? "", body.emailAddress, body.otpCode);
      if (outcome === 400) return badRequest();
      if (outcome === 403) return forbidden();
      return HttpResponse.json({ isVerified: outcome === "ok" });
    }),
  ];
}
