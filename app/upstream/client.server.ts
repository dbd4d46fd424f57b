// The bank API (SPEC §7): one method per call, each with its path, its answer's schema and what the
// audit trail records. How a call is sent (session, timeout, retry, parsing) is in transport.server.ts.
import { AddressLookup } from "./address-lookup.server";
import { uploadDocumentsBody, uploadFacts } from "./multipart.server";
import {
  emailCorrectionRequestSchema,
  makePaymentRequestSchema,
  submitLeadRequestSchema,
  DEBIT_RESULT_FIELDS,
  type ConfigurationQuery,
  type CreateLeadRequest,
  type EmailCorrectionRequest,
  type MakePaymentRequest,
  type SetAffiliateInfoRequest,
  type SubmitLeadRequest,
  type UploadDocumentsRequest,
  type WithdrawApplicationRequest,
} from "./requests";
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
  submitLeadResponseSchema,
  uploadDocumentsResponseSchema,
  verifyOtpResponseSchema,
  withdrawResponseSchema,
  type AddressSuggestion,
  type AffiliateInfo,
  type ApplicationStatus,
  type Configuration,
  type MakePaymentResponse,
  type PaymentStatus,
  type SendCheckAppStatusOtpResponse,
  type SubmitLeadResponse,
  type UploadDocumentsResult,
} from "./schemas";
import { BankTransport, type BankApiOptions, type UpstreamSessionHolder } from "./transport.server";

export type {
  ConfigurationQuery,
  CreateLeadRequest,
  MakePaymentRequest,
  SetAffiliateInfoRequest,
  SubmitLeadRequest,
  UploadDocumentsRequest,
  WithdrawApplicationRequest,
} from "./requests";
export type { BankApiOptions, UpstreamSessionHolder, UpstreamSessionState } from "./transport.server";

/** State shared by every per-user client made by `forSession`. */
interface SharedState {
  addresses: AddressLookup;
}

/**
 * The bank API (SPEC §7). One method per call; every answer parsed with zod; a timeout on every
 * call; idempotent GETs retried once, POSTs never.
 */
export class BankApi extends BankTransport {
  private readonly shared: SharedState;

  constructor(options: BankApiOptions, session?: UpstreamSessionHolder, shared?: SharedState) {
    super(options, session);
    this.shared = shared ?? { addresses: new AddressLookup(options) };
  }

  /** A client bound to one user's upstream session. */
  forSession(holder: UpstreamSessionHolder): BankApi {
    return new BankApi(this.options, holder, this.shared);
  }

  configuration(query: ConfigurationQuery = {}): Promise<Configuration> {
    const { downsell, ...rest } = query;
    return this.call("configuration", {
      method: "GET",
      path: "/api/configuration",
      schema: configurationSchema,
      query: { ...rest, downsell: downsell ? "true" : undefined },
    });
  }

  async bannerMessages(): Promise<string[]> {
    const list = await this.call("bannermessage", {
      method: "GET",
      path: "/api/application/bannermessage",
      schema: bannerMessagesSchema,
    });
    return list.map((b) => b.message).filter((m) => m.trim().length > 0);
  }

  /** SPEC §4.6: NID/SID on an apply page. The answer goes back on the URL under its own keys. */
  setAffiliateInfo(request: SetAffiliateInfoRequest): Promise<AffiliateInfo> {
    const body = {
      Nid: request.Nid ?? null,
      Sid: request.Sid ?? null,
      Aid: request.Aid ?? null,
      Bid: request.Bid ?? null,
      Cid: request.Cid ?? null,
      Pid: request.Pid ?? null,
    };
    return this.call("setAffiliateInfo", {
      method: "POST",
      path: "/api/application/setAffiliateInfo",
      schema: affiliateInfoResponseSchema,
      body,
      authenticated: true,
    });
  }

  /** US address suggestions (SPEC §7 GET /lookup), from the provider shared by every session's client. */
  lookupAddresses(search: string): Promise<AddressSuggestion[]> {
    return this.shared.addresses.lookup(search);
  }

  createLead(request: CreateLeadRequest) {
    return this.call("createLead", {
      method: "POST",
      path: "/api/application/createLead",
      schema: createLeadResponseSchema,
      body: request,
      authenticated: true,
    });
  }

  async resendLeadOtp(request: { leadId: string; firstName: string; emailAddress: string; primaryPhone: string }) {
    await this.call("resendLeadOtp", {
      method: "POST",
      path: "/api/security/resendLeadOtp",
      schema: emptyResponseSchema,
      body: request,
      authenticated: true,
      facts: { leadId: request.leadId },
    });
  }

  async verifyLeadOtp(request: { leadId: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.call("verifyLeadOtp", {
      method: "POST",
      path: "/api/security/verifyLeadOtp",
      schema: verifyOtpResponseSchema,
      body: request,
      authenticated: true,
      facts: { leadId: request.leadId },
    });
    return isVerified;
  }

  /** SPEC §4.4: the product of a lead changed (downsell, switch card). Fire and forget: failures are logged. */
  async updateProduct(leadId: string, productId: number): Promise<void> {
    try {
      await this.call("updateProduct", {
        method: "POST",
        path: `/api/application/lead/${encodeURIComponent(leadId)}/updateProduct`,
        schema: emptyResponseSchema,
        body: { productId },
        authenticated: true,
      });
    } catch (error) {
      this.options.log.warn({ call: "updateProduct", err: error }, "updateProduct failed (ignored)");
    }
  }

  /** The annual income the housing payment calls for (the income step's warning). */
  async calculateIncome(monthlyHousingPayment: number): Promise<number> {
    const { calculatedIncome } = await this.call("calculateIncome", {
      method: "POST",
      path: "/api/application/calculateIncome",
      schema: calculateIncomeResponseSchema,
      body: { monthlyHousingPayment },
      authenticated: true,
    });
    return calculatedIncome;
  }

  /**
   * Submits the application (SPEC §7). The response code is a status code (SPEC §4.1). A 422 is
   * thrown as an UpstreamError of kind 'unprocessable' with the bank's `errors` attached.
   */
  async submitLead(request: SubmitLeadRequest): Promise<SubmitLeadResponse> {
    const parsed = this.checkRequest("submitLead", submitLeadRequestSchema, request);
    const nulls = Object.fromEntries(DEBIT_RESULT_FIELDS.map((key) => [key, null]));
    const body = { ...parsed, payment: { ...nulls, ...parsed.payment } };
    return this.call("submitLead", {
      method: "POST",
      path: "/api/application/submitLead",
      schema: submitLeadResponseSchema,
      body,
      authenticated: true,
      facts: { leadId: parsed.id, applicationId: parsed.applicationId ?? undefined },
    });
  }

  /**
   * submitLead as an email correction of an existing application (docs/decisions/0102): the
   * application and lead ids and the corrected email only. Answered as submitLead is.
   */
  async correctEmail(request: EmailCorrectionRequest): Promise<SubmitLeadResponse> {
    const body = this.checkRequest("submitLead", emailCorrectionRequestSchema, request);
    return this.call("submitLead", {
      method: "POST",
      path: "/api/application/submitLead",
      schema: submitLeadResponseSchema,
      body,
      authenticated: true,
      facts: { leadId: body.id, applicationId: body.applicationId },
    });
  }

  /**
   * Multipart upload of requested documents: ApplicationId, LeadId, files[i].Category, .Name, .File.
   * File contents are streamed to the bank as they are read; nothing is written to disk.
   */
  uploadDocuments(request: UploadDocumentsRequest): Promise<UploadDocumentsResult> {
    const { stream, contentType } = uploadDocumentsBody(request);
    return this.call("uploaddocuments", {
      method: "POST",
      path: "/api/application/uploaddocuments",
      schema: uploadDocumentsResponseSchema,
      rawBody: { stream, contentType },
      timeoutMs: this.options.uploadTimeoutMs ?? Math.max(60_000, this.options.timeoutMs * 4),
      authenticated: true,
      facts: uploadFacts(request),
    });
  }

  /** Funds the deposit by debit card. The card data is only passed through, never kept or logged. */
  async makePayment(applicationId: string, request: MakePaymentRequest): Promise<MakePaymentResponse> {
    const body = this.checkRequest("makePayment", makePaymentRequestSchema, request);
    return this.call("makePayment", {
      method: "POST",
      path: `/api/application/${encodeURIComponent(applicationId)}/makePayment`,
      schema: makePaymentResponseSchema,
      body,
      authenticated: true,
      facts: { applicationId },
    });
  }

  /** `done.fundingHistory`, `done.incentiveValue`, `done.currentBalance`, `done.daysLeftToFund`. */
  async getApplicationPaymentStatus(applicationId: string): Promise<PaymentStatus> {
    const { done } = await this.call("getApplicationPaymentStatus", {
      method: "GET",
      path: `/api/application/${encodeURIComponent(applicationId)}/getApplicationPaymentStatus`,
      schema: paymentStatusResponseSchema,
      authenticated: true,
    });
    return done;
  }

  /** `done.checkAppResponseList` for the applicant verified by the check-status OTP. */
  async getApplicationsStatus(): Promise<ApplicationStatus[]> {
    const { done } = await this.call("getApplicationsStatus", {
      method: "GET",
      path: "/api/application/getApplicationsStatus",
      schema: applicationsStatusResponseSchema,
      authenticated: true,
    });
    return done.checkAppResponseList;
  }

  withdrawApplication(request: WithdrawApplicationRequest): Promise<{ responseCode: string }> {
    return this.call("withdrawApplication", {
      method: "POST",
      path: "/api/application/withdrawApplication",
      schema: withdrawResponseSchema,
      body: { applicationId: request.applicationId, withdrawReason: request.withdrawReason },
      authenticated: true,
      facts: { applicationId: request.applicationId },
    });
  }

  sendCheckAppStatusOtp(request: { emailAddress: string; last4SSN: string }): Promise<SendCheckAppStatusOtpResponse> {
    return this.call("sendCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/sendCheckAppStatusOtp",
      schema: sendCheckAppStatusOtpResponseSchema,
      body: { emailAddress: request.emailAddress, last4SSN: request.last4SSN },
      authenticated: true,
    });
  }

  async resendCheckAppStatusOtp(request: { emailAddress: string }): Promise<void> {
    await this.call("resendCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/resendCheckAppStatusOtp",
      schema: emptyResponseSchema,
      body: { emailAddress: request.emailAddress },
      authenticated: true,
    });
  }

  async verifyCheckAppStatusOtp(request: { emailAddress: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.call("verifyCheckAppStatusOtp", {
      method: "POST",
      path: "/api/security/verifyCheckAppStatusOtp",
      schema: verifyOtpResponseSchema,
      body: { emailAddress: request.emailAddress, otpCode: request.otpCode },
      authenticated: true,
    });
    return isVerified;
  }
}
