// The bank API (SPEC §7): one typed method per call, building its body and what the audit trail
// records. Each call's method, path and answer schema are in the endpoint table (endpoints.ts); how a
// call is sent (session, timeout, retry, parsing) is in transport.server.ts.
import { printedName } from "~/domain/input-filters";
import { AddressLookup } from "./address-lookup.server";
import { uploadDocumentsForm, uploadFacts } from "./multipart.server";
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
import type {
  AddressSuggestion,
  AffiliateInfo,
  ApplicationStatus,
  Configuration,
  MakePaymentResponse,
  PaymentStatus,
  SendCheckAppStatusOtpResponse,
  SubmitLeadResponse,
  UploadDocumentsResult,
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
/** How long an upload of documents may take at the bank: files are large, so longer than other calls. */
export function uploadTimeoutFor(timeoutMs: number): number {
  return Math.max(60_000, timeoutMs * 4);
}

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
    return this.endpoint("configuration", {
      query: { ...rest, downsell: downsell ? "true" : undefined },
    });
  }

  async bannerMessages(): Promise<string[]> {
    const list = await this.endpoint("bannermessage");
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
    return this.endpoint("setAffiliateInfo", { body });
  }

  /** US address suggestions (SPEC §7 GET /lookup), from the provider shared by every session's client. */
  lookupAddresses(search: string): Promise<AddressSuggestion[]> {
    return this.shared.addresses.lookup(search);
  }

  createLead(request: CreateLeadRequest) {
    return this.endpoint("createLead", {
      body: { ...request, firstName: printedName(request.firstName), lastName: printedName(request.lastName) },
    });
  }

  async resendLeadOtp(request: { leadId: string; firstName: string; emailAddress: string; primaryPhone: string }) {
    await this.endpoint("resendLeadOtp", {
      body: { ...request, firstName: printedName(request.firstName) },
      facts: { leadId: request.leadId },
    });
  }

  async verifyLeadOtp(request: { leadId: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.endpoint("verifyLeadOtp", {
      body: request,
      facts: { leadId: request.leadId },
    });
    return isVerified;
  }

  /** SPEC §4.4: the product of a lead changed (downsell, switch card). Fire and forget: failures are logged. */
  async updateProduct(leadId: string, productId: number): Promise<void> {
    try {
      await this.endpoint("updateProduct", {
        params: { leadId },
        body: { productId },
      });
    } catch (error) {
      this.options.log.warn({ call: "updateProduct", err: error }, "updateProduct failed (ignored)");
    }
  }

  /** The annual income the housing payment calls for (the income step's warning). */
  async calculateIncome(monthlyHousingPayment: number): Promise<number> {
    const { calculatedIncome } = await this.endpoint("calculateIncome", {
      body: { monthlyHousingPayment },
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
    const { basicInfo, payment } = parsed;
    const body = {
      ...parsed,
      basicInfo: {
        ...basicInfo,
        firstName: printedName(basicInfo.firstName),
        lastName: printedName(basicInfo.lastName),
      },
      payment: {
        ...nulls,
        ...payment,
        cardHolderFirstName: payment.cardHolderFirstName === null ? null : printedName(payment.cardHolderFirstName),
        cardHolderLastName: payment.cardHolderLastName === null ? null : printedName(payment.cardHolderLastName),
      },
    };
    return this.endpoint("submitLead", {
      body,
      facts: { leadId: parsed.id, applicationId: parsed.applicationId ?? undefined },
    });
  }

  /**
   * submitLead as an email correction of an existing application (docs/decisions/0051): the
   * application and lead ids and the corrected email only. Answered as submitLead is.
   */
  async correctEmail(request: EmailCorrectionRequest): Promise<SubmitLeadResponse> {
    const body = this.checkRequest("submitLead", emailCorrectionRequestSchema, request);
    return this.endpoint("submitLead", {
      body,
      facts: { leadId: body.id, applicationId: body.applicationId },
    });
  }

  /**
   * Multipart upload of requested documents: ApplicationId, LeadId, files[i].Category, .Name, .File.
   * The files are in memory already (ADR 0053); nothing is written to disk.
   */
  uploadDocuments(request: UploadDocumentsRequest): Promise<UploadDocumentsResult> {
    return this.endpoint("uploaddocuments", {
      form: uploadDocumentsForm(request),
      timeoutMs: this.options.uploadTimeoutMs ?? uploadTimeoutFor(this.options.timeoutMs),
      facts: uploadFacts(request),
    });
  }

  /** Funds the deposit by debit card. The card data is only passed through, never kept or logged. */
  async makePayment(applicationId: string, request: MakePaymentRequest): Promise<MakePaymentResponse> {
    const checked = this.checkRequest("makePayment", makePaymentRequestSchema, request);
    const { billingAddress } = checked;
    const body = {
      ...checked,
      billingAddress: {
        ...billingAddress,
        firstName: printedName(billingAddress.firstName),
        lastName: printedName(billingAddress.lastName),
      },
    };
    return this.endpoint("makePayment", {
      params: { applicationId },
      body,
      facts: { applicationId },
    });
  }

  /** `done.fundingHistory`, `done.incentiveValue`, `done.currentBalance`, `done.daysLeftToFund`. */
  async getApplicationPaymentStatus(applicationId: string): Promise<PaymentStatus> {
    const { done } = await this.endpoint("getApplicationPaymentStatus", {
      params: { applicationId },
    });
    return done;
  }

  /** `done.checkAppResponseList` for the applicant verified by the check-status OTP. */
  async getApplicationsStatus(): Promise<ApplicationStatus[]> {
    const { done } = await this.endpoint("getApplicationsStatus");
    return done.checkAppResponseList;
  }

  withdrawApplication(request: WithdrawApplicationRequest): Promise<{ responseCode: string }> {
    return this.endpoint("withdrawApplication", {
      body: { applicationId: request.applicationId, withdrawReason: request.withdrawReason },
      facts: { applicationId: request.applicationId },
    });
  }

  sendCheckAppStatusOtp(request: { emailAddress: string; last4SSN: string }): Promise<SendCheckAppStatusOtpResponse> {
    return this.endpoint("sendCheckAppStatusOtp", {
      body: { emailAddress: request.emailAddress, last4SSN: request.last4SSN },
    });
  }

  async resendCheckAppStatusOtp(request: { emailAddress: string }): Promise<void> {
    await this.endpoint("resendCheckAppStatusOtp", {
      body: { emailAddress: request.emailAddress },
    });
  }

  async verifyCheckAppStatusOtp(request: { emailAddress: string; otpCode: string }): Promise<boolean> {
    const { isVerified } = await this.endpoint("verifyCheckAppStatusOtp", {
      body: { emailAddress: request.emailAddress, otpCode: request.otpCode },
    });
    return isVerified;
  }
}
