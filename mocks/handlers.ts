import { delay, http, HttpResponse, type HttpResponseResolver } from "msw";
import { z } from "zod";
import type { MockBank } from "./bank";
import { MOCK_OTP_CODE } from "./bank";
import { mockConfiguration } from "./configuration";

export const MOCK_BANK_URL = "http://bank.mock.invalid";

/** What the mock prints instead of sending a text or an email (development only). */
export type MockNotifier = (message: string) => void;

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
const resendLeadOtpBody = z.object({ leadId: z.string(), firstName: z.string(), emailAddress: z.string(), primaryPhone: z.string() });
const verifyLeadOtpBody = z.object({ leadId: z.string(), otpCode: z.string() });

function bearer(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice(7) : null;
}

async function jsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const parsed = schema.safeParse(await request.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const badRequest = () => HttpResponse.json({ message: "Bad request" }, { status: 400 });

export function createHandlers(bank: MockBank, notify: MockNotifier, base = MOCK_BANK_URL) {
  /** Applies the fault switch for a call, then the authentication check, then the resolver. */
  const route = (call: string, authenticated: boolean, resolver: HttpResponseResolver): HttpResponseResolver =>
    async (info) => {
      const fault = bank.faults[call];
      if (fault?.latencyMs) await delay(fault.latencyMs);
      if (fault?.kind === "timeout") await delay("infinite");
      if (fault?.kind === "500") return HttpResponse.json({ message: "Server error" }, { status: 500 });
      if (fault?.kind === "401") return new HttpResponse(null, { status: 401 });
      if (fault?.kind === "malformed") return new HttpResponse("{not json", { headers: { "content-type": "application/json" } });
      if (authenticated && !bank.isSession(bearer(info.request))) return new HttpResponse(null, { status: 401 });
      return resolver(info);
    };

  return [
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
      route("refreshSession", true, () => HttpResponse.json({ isSuccess: true })),
    ),
    http.get(
      `${base}/api/application/bannermessage`,
      route("bannermessage", false, () => HttpResponse.json(bank.banner.map((message) => ({ message })))),
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
        if (outcome === 403) return new HttpResponse(null, { status: 403 });
        return HttpResponse.json({ isVerified: outcome === "ok" });
      }),
    ),
  ];
}
