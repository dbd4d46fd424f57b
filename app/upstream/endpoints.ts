import type { z } from "zod";
import {
  affiliateInfoResponseSchema,
  applicationsStatusResponseSchema,
  bannerMessagesSchema,
  calculateIncomeResponseSchema,
  configurationSchema,
  createLeadResponseSchema,
  emptyResponseSchema,
  makePaymentResponseSchema,
  paymentStatusResponseSchema,
  sendCheckAppStatusOtpResponseSchema,
  startSessionResponseSchema,
  submitLeadResponseSchema,
  uploadDocumentsResponseSchema,
  verifyOtpResponseSchema,
  withdrawResponseSchema,
} from "./schemas";

export interface Endpoint {
  method: "GET" | "POST";
  path: string;
  schema: z.ZodTypeAny;
  authenticated?: boolean;
}

const get = <S extends z.ZodTypeAny>(path: string, schema: S) => ({ method: "GET" as const, path, schema });
const authed = <S extends z.ZodTypeAny>(method: "GET" | "POST", path: string, schema: S) => ({
  method,
  path,
  schema,
  authenticated: true as const,
});

export const ENDPOINTS = {
  startSession: get("/api/security/startSession", startSessionResponseSchema),
  refreshSession: authed("GET", "/api/security/refreshSession", emptyResponseSchema),
  configuration: get("/api/configuration", configurationSchema),
  bannermessage: get("/api/application/bannermessage", bannerMessagesSchema),
  setAffiliateInfo: authed("POST", "/api/application/setAffiliateInfo", affiliateInfoResponseSchema),
  createLead: authed("POST", "/api/application/createLead", createLeadResponseSchema),
  resendLeadOtp: authed("POST", "/api/security/resendLeadOtp", emptyResponseSchema),
  verifyLeadOtp: authed("POST", "/api/security/verifyLeadOtp", verifyOtpResponseSchema),
  updateProduct: authed("POST", "/api/application/lead/:leadId/updateProduct", emptyResponseSchema),
  calculateIncome: authed("POST", "/api/application/calculateIncome", calculateIncomeResponseSchema),
  submitLead: authed("POST", "/api/application/submitLead", submitLeadResponseSchema),
  uploaddocuments: authed("POST", "/api/application/uploaddocuments", uploadDocumentsResponseSchema),
  makePayment: authed("POST", "/api/application/:applicationId/makePayment", makePaymentResponseSchema),
  getApplicationPaymentStatus: authed(
    "GET",
    "/api/application/:applicationId/getApplicationPaymentStatus",
    paymentStatusResponseSchema,
  ),
  getApplicationsStatus: authed("GET", "/api/application/getApplicationsStatus", applicationsStatusResponseSchema),
  withdrawApplication: authed("POST", "/api/application/withdrawApplication", withdrawResponseSchema),
  sendCheckAppStatusOtp: authed("POST", "/api/security/sendCheckAppStatusOtp", sendCheckAppStatusOtpResponseSchema),
  resendCheckAppStatusOtp: authed("POST", "/api/security/resendCheckAppStatusOtp", emptyResponseSchema),
  verifyCheckAppStatusOtp: authed("POST", "/api/security/verifyCheckAppStatusOtp", verifyOtpResponseSchema),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
export type AnswerOf<N extends EndpointName> = z.infer<(typeof ENDPOINTS)[N]["schema"]>;

export function endpointPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ""));
}
