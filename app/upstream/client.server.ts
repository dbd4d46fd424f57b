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

interface SharedState {
  addresses: AddressLookup;
}

export function uploadTimeoutFor(timeoutMs: number): number {
  return Math.max(60_000, timeoutMs * 4);
}

export class BankApi extends BankTransport {
  private readonly shared: SharedState;

  constructor(options: BankApiOptions, session?: UpstreamSessionHolder, shared?: SharedState) {
    super(options, session);
    this.shared = shared ?? { addresses: new AddressLookup(options) };
  }

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

  // SPEC §4.6: the answer goes back on the URL under its own keys.
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

  // SPEC §4.4. Fire and forget: a failure is logged, never shown.
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

  async calculateIncome(monthlyHousingPayment: number): Promise<number> {
    const { calculatedIncome } = await this.endpoint("calculateIncome", {
      body: { monthlyHousingPayment },
    });
    return calculatedIncome;
  }

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

  async correctEmail(request: EmailCorrectionRequest): Promise<SubmitLeadResponse> {
    const body = this.checkRequest("submitLead", emailCorrectionRequestSchema, request);
    return this.endpoint("submitLead", {
      body,
      facts: { leadId: body.id, applicationId: body.applicationId },
    });
  }

  uploadDocuments(request: UploadDocumentsRequest): Promise<UploadDocumentsResult> {
    return this.endpoint("uploaddocuments", {
      form: uploadDocumentsForm(request),
      timeoutMs: this.options.uploadTimeoutMs ?? uploadTimeoutFor(this.options.timeoutMs),
      facts: uploadFacts(request),
    });
  }

  // The card data is only passed through, never kept or logged.
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

  async getApplicationPaymentStatus(applicationId: string): Promise<PaymentStatus> {
    const { done } = await this.endpoint("getApplicationPaymentStatus", {
      params: { applicationId },
    });
    return done;
  }

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
